'use client';
import type { CSSProperties } from 'react';
import { schoolMessages } from '@/lib/i18n/areas/school';
import type { WeekGroup, WeekOfWall } from '@/lib/publicity/kiosk';
import { MealsOfDay, dateWithWeekday } from './MealsOfDay';
import styles from './kiosk.module.css';

function weekTitle(week: WeekOfWall): string {
  const s = schoolMessages();
  return { this: s.kioskWeek, next: s.kioskNextWeek, later: s.kioskLaterWeek }[week];
}

/**
 * The days ahead under the name of their week: on a Friday the days after the weekend stand
 * under "next week", never "this week". On a landscape screen each day is a column reaching the
 * bottom of the wall; narrower, the days stack.
 */
export function WeekMenus({ weeks }: { weeks: WeekGroup[] }) {
  if (weeks.length === 0) return null;
  return (
    <div className={styles.week} data-kiosk-week>
      {weeks.map((group) => (
        <section
          key={group.week}
          className={styles.weekGroup}
          style={{ flexGrow: group.days.length, '--days': group.days.length } as CSSProperties}
          aria-label={weekTitle(group.week)}
        >
          <h2 className={styles.weekTitle}>{weekTitle(group.week)}</h2>
          <div className={styles.weekDays}>
            {group.days.map((day) => (
              <article key={day.date} className={styles.weekDay} data-kiosk-date={day.date}>
                <h3 className={styles.weekDate}>{dateWithWeekday(day.date, true)}</h3>
                <MealsOfDay day={day} compact />
              </article>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
