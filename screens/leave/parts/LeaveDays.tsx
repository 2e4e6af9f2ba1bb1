import type { LeaveableDate } from '@/lib/contract/leave';
import dayjs from 'dayjs';
import { format, messages } from '@/lib/i18n';
import { leaveDaysMessages } from '@/lib/i18n/areas/leaveDays';
import styles from '../leave.module.css';

/** "2026-12-01 周二": a parent picks days by the week, not by the number. */
function dayLabel(date: string): string {
  const days = messages().meal.weekdaysMin.split(',');
  const day = days[(dayjs(date).day() + 6) % 7] ?? '';
  return `${date} ${format(leaveDaysMessages().form.weekday, { day })}`;
}

/** The cut-off without repeating the day when it is the same day. */
function cutOffLabel(entry: LeaveableDate): string {
  const t = leaveDaysMessages().form;
  const at = dayjs(entry.cutOff);
  return at.format('YYYY-MM-DD') === entry.leaveDate
    ? format(t.cutOffSameDay, { time: at.format('HH:mm') })
    : format(t.cutOff, { time: at.format('MM-DD HH:mm') });
}

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
          <span className={styles.dayDate}>{dayLabel(entry.leaveDate)}</span>
          <span className={styles.dayCutOff}>{cutOffLabel(entry)}</span>
        </label>
      ))}
    </fieldset>
  );
}
