import type { MealAxisStatus } from '@/lib/contract/enums';
import { mealStyle, type MealInfoItem, type MealStyle } from '@/lib/contract/meal';
import { format, messages } from '@/lib/i18n';
import { monthOfYear } from '@/lib/i18n/months';
import {
  cellLabel,
  LEGEND_STATUSES,
  monthGrid,
  statusLabel,
  weekdayNames,
} from '@/lib/meal/calendar';
import styles from './MealCalendar.module.css';

export interface MealCalendarProps {
  year: number;
  month: number;
  /** The school's today (`YYYY-MM-DD`). */
  today: string;
  /** The month's items by date. */
  items: ReadonlyMap<string, MealInfoItem>;
  selectedDate?: string | null;
  onSelect: (date: string) => void;
  onPrevMonth?: () => void;
  onNextMonth?: () => void;
  /**
   * Days to flag, with what to say (an allergy alert, decision 080): a ⚠ on the day and the
   * words in its accessible name, never colour alone.
   */
  flags?: ReadonlyMap<string, string>;
}

/** Statuses that carry a label on the day itself (the rest are plain dates). */
const LABELLED: ReadonlySet<MealAxisStatus> = new Set(LEGEND_STATUSES);

function styleOf(item: MealInfoItem | undefined, date: string, today: string): MealStyle {
  if (item) return item.style;
  return mealStyle(null, date === today);
}

/**
 * The month calendar of (docs/product.md, "States and transitions"): Monday first, each date a button whose look follows its
 * style and whose accessible name says the date and its status.
 */
export function MealCalendar({
  year,
  month,
  today,
  items,
  selectedDate,
  onSelect,
  onPrevMonth,
  onNextMonth,
  flags,
}: MealCalendarProps) {
  const m = messages();
  const t = m.meal;
  const monthTitle = monthOfYear(`${year}-${String(month).padStart(2, '0')}`);
  const weeks = monthGrid(year, month);
  return (
    <section
      className={styles.calendar}
      aria-label={format(t.calendarLabel, { month: monthTitle })}
    >
      <div className={styles.header}>
        <button type="button" className={styles.nav} onClick={onPrevMonth} aria-label={t.prevMonth}>
          ‹
        </button>
        <h2 className={styles.title}>{monthTitle}</h2>
        <button type="button" className={styles.nav} onClick={onNextMonth} aria-label={t.nextMonth}>
          ›
        </button>
      </div>
      <table className={styles.grid} role="grid">
        <thead>
          <tr>
            {weekdayNames(t).map((name) => (
              <th key={name} className={styles.weekday} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((cell, column) => {
                if (!cell) return <td key={column} className={styles.cell} />;
                const item = items.get(cell.date);
                const style = styleOf(item, cell.date, today);
                const status =
                  item && LABELLED.has(item.mealAxisStatus) ? item.mealAxisStatus : null;
                const label = status ? cellLabel(t, status) : '';
                const flag = flags?.get(cell.date);
                const name = [
                  cell.date,
                  cell.date === today ? t.today : null,
                  item ? statusLabel(t, item.mealAxisStatus) : t.noStatus,
                  flag,
                ]
                  .filter(Boolean)
                  .join(m.common.clauseSeparator);
                const classes = [
                  styles.day,
                  styles[style],
                  cell.date === selectedDate ? styles.selected : '',
                ].join(' ');
                return (
                  <td key={column} className={styles.cell}>
                    <button
                      type="button"
                      className={classes}
                      data-style={style}
                      aria-label={name}
                      aria-pressed={cell.date === selectedDate}
                      onClick={() => onSelect(cell.date)}
                    >
                      <span
                        aria-hidden="true"
                        className={cell.date === today ? styles.todayWord : undefined}
                      >
                        {cell.date === today ? t.today : cell.day}
                      </span>
                      <span className={styles.label} aria-hidden="true">
                        {flag ? `⚠${label}` : label}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.legend}>
        {LEGEND_STATUSES.map((legendStatus) => (
          <li key={legendStatus}>
            <span
              className={`${styles.swatch} ${styles[mealStyle(legendStatus, false)]}`}
              aria-hidden="true"
            />
            {statusLabel(t, legendStatus)}
          </li>
        ))}
      </ul>
    </section>
  );
}
