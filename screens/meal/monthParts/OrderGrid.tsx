import { dayjs } from '@/lib/i18n/dayjs';
import { format, messages } from '@/lib/i18n';
import { orderMessages } from '@/lib/i18n/areas/order';
import { monthGrid, weekdayNames, type GridCell } from '@/lib/meal/calendar';
import { weekdayOf, type OrderDay, type OrderDayState } from '@/lib/meal/ordering';
import styles from './ordering.module.css';

type Cal = ReturnType<typeof orderMessages>['cal'];

const STATE_TEXT: Record<OrderDayState, keyof Cal> = {
  available: 'stateAvailable',
  monthOnly: 'stateMonthOnly',
  ordered: 'stateOrdered',
  leave: 'stateLeave',
  closed: 'stateClosed',
  holiday: 'stateHoliday',
  weekend: 'stateWeekend',
};

/** Short words for a day cell: they fit a 320 px screen's seventh in either language. */
const CELL_TEXT: Partial<Record<OrderDayState, keyof Cal>> = {
  available: 'cellAvailable',
  monthOnly: 'cellMonthOnly',
  ordered: 'cellOrdered',
  leave: 'cellLeave',
  closed: 'cellClosed',
  holiday: 'cellHoliday',
};

export function cutOffTime(iso: string): string {
  return dayjs(iso).format(orderMessages().cal.timePattern);
}

/** What a day is, said in full: its state and, while open or just closed, its cut-off. */
export function dayDescription(day: OrderDay | undefined): string {
  const cal = orderMessages().cal;
  if (!day) return messages().meal.noStatus;
  const state = cal[STATE_TEXT[day.state]] as string;
  if (day.state === 'available' || day.state === 'monthOnly')
    return `${state}${messages().common.clauseSeparator}${format(cal.cutOffAt, { time: cutOffTime(day.cutOff) })}`;
  if (day.state === 'closed') return format(cal.closedAt, { time: cutOffTime(day.cutOff) });
  return state;
}

export interface OrderGridProps {
  year: number;
  month: number;
  today: string;
  days: ReadonlyMap<string, OrderDay>;
  /** Days the order would take now (the picked ones, or the whole month's). */
  chosen: ReadonlySet<string>;
  view: 'month' | 'week';
  /** Index of the shown week in the month's grid. */
  week: number;
  onTap: (date: string) => void;
}

function selectable(day: OrderDay | undefined): boolean {
  return day?.state === 'available';
}

function DayButton({
  cell,
  day,
  today,
  picked,
  onTap,
  wide,
}: {
  cell: NonNullable<GridCell>;
  day: OrderDay | undefined;
  today: string;
  picked: boolean;
  onTap: (date: string) => void;
  wide: boolean;
}) {
  const cal = orderMessages().cal;
  const m = messages();
  const open = selectable(day);
  const name = [
    `${cell.date} ${weekdayOf(cell.date)}`,
    cell.date === today ? m.meal.today : null,
    picked ? cal.stateSelected : null,
    dayDescription(day),
  ]
    .filter(Boolean)
    .join(m.common.clauseSeparator);
  // A past day is closed without saying so: 截止 is news only from today on.
  const cellKey =
    day && !(day.state === 'closed' && cell.date < today) ? CELL_TEXT[day.state] : undefined;
  const short = picked ? cal.cellSelected : cellKey ? (cal[cellKey] as string) : '';
  const classes = [
    styles.day,
    day ? styles[day.state] : '',
    picked ? styles.picked : '',
    cell.date === today ? styles.today : '',
    wide ? styles.wide : '',
  ].join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-label={name}
      // A day that cannot be picked stays focusable: tapping it says why.
      aria-pressed={open || picked ? picked : undefined}
      aria-disabled={open || picked ? undefined : true}
      data-state={day?.state ?? 'none'}
      onClick={() => onTap(cell.date)}
    >
      {wide ? (
        <>
          <span className={styles.wideDate} aria-hidden="true">
            {`${weekdayOf(cell.date)} ${cell.date.slice(5)}`}
          </span>
          <span className={styles.wideText} aria-hidden="true">
            {picked ? `${cal.stateSelected} · ${dayDescription(day)}` : dayDescription(day)}
          </span>
        </>
      ) : (
        <>
          <span aria-hidden="true">{cell.day}</span>
          <span className={styles.cellText} aria-hidden="true">
            {short}
          </span>
        </>
      )}
    </button>
  );
}

/** The month (or one week of it) to order from: each date says what it offers and until when. */
export function OrderGrid({ year, month, today, days, chosen, view, week, onTap }: OrderGridProps) {
  const weeks = monthGrid(year, month);
  if (view === 'week') {
    const row = weeks[Math.min(Math.max(week, 0), weeks.length - 1)] ?? [];
    return (
      <ul className={styles.weekList}>
        {row.map((cell, i) =>
          cell ? (
            <li key={cell.date}>
              <DayButton
                cell={cell}
                day={days.get(cell.date)}
                today={today}
                picked={chosen.has(cell.date)}
                onTap={onTap}
                wide
              />
            </li>
          ) : (
            <li key={`pad${i}`} hidden />
          ),
        )}
      </ul>
    );
  }
  return (
    <table className={styles.grid} role="grid">
      <thead>
        <tr>
          {weekdayNames(messages().meal).map((name) => (
            <th key={name} className={styles.weekday} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) => (
              <td key={c} className={styles.cell}>
                {cell ? (
                  <DayButton
                    cell={cell}
                    day={days.get(cell.date)}
                    today={today}
                    picked={chosen.has(cell.date)}
                    onTap={onTap}
                    wide={false}
                  />
                ) : null}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
