import type { OrderableDate } from '@/lib/contract/order';
import { dateWithWeekday } from '@/lib/meal/ordering';

import styles from './order.module.css';
import { orderMessages } from '@/lib/i18n/areas/order';

function statusText(status: OrderableDate['status']): string {
  const t = orderMessages();
  return {
    Available: '',
    Ordered: t.dateOrdered,
    Closed: t.dateClosed,
    Holiday: t.dateHoliday,
    Weekend: t.dateWeekend,
  }[status];
}

/**
 * The dates of a day order, each with its weekday: only Available ones can be ticked. The options
 * say Ordered for a meal on leave too; `leave` (from the meal calendar) shows those as on leave.
 */
export function DateChoices({
  dates,
  selected,
  onToggle,
  leave,
}: {
  dates: OrderableDate[];
  selected: ReadonlySet<string>;
  onToggle: (date: string) => void;
  leave?: ReadonlySet<string>;
}) {
  const t = orderMessages();
  const shown = dates.filter((date) => date.status !== 'Weekend');
  if (shown.every((date) => date.status !== 'Available'))
    return <p className={styles.hint}>{t.noDates}</p>;
  return (
    <fieldset className={styles.choices}>
      <legend>{t.chooseDates}</legend>
      {shown.map((date) => (
        <label key={date.date} className={styles.choice}>
          <input
            type="checkbox"
            value={date.date}
            checked={selected.has(date.date)}
            disabled={date.status !== 'Available'}
            onChange={() => onToggle(date.date)}
          />
          {`${dateWithWeekday(date.date)} ${
            leave?.has(date.date) && date.status === 'Ordered'
              ? t.stateLeave
              : statusText(date.status)
          }`.trim()}
        </label>
      ))}
    </fieldset>
  );
}
