import type { LeaveableDate } from '@/lib/contract/leave';
import { format } from '@/lib/i18n';
import { leaveDaysMessages } from '@/lib/i18n/areas/leaveDays';
import { formatInstant } from '@/lib/order/labels';
import styles from '../leave.module.css';

/** The paid days still open for leave, any number of them chosen (decision 086). */
export function LeaveDays({
  dates,
  chosen,
  onToggle,
}: {
  dates: LeaveableDate[];
  chosen: ReadonlySet<string>;
  onToggle: (date: string) => void;
}) {
  const t = leaveDaysMessages().form;
  return (
    <fieldset className={styles.days}>
      <legend>{t.chooseDates}</legend>
      {dates.map((entry) => (
        <label key={entry.leaveDate} className={styles.day}>
          <input
            type="checkbox"
            name="leaveDates"
            value={entry.leaveDate}
            checked={chosen.has(entry.leaveDate)}
            onChange={() => onToggle(entry.leaveDate)}
          />
          <span className={styles.dayDate}>{entry.leaveDate}</span>
          <span className={styles.dayCutOff}>
            {format(t.cutOff, { time: formatInstant(entry.cutOff) })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
