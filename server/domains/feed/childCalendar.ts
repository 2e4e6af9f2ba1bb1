import { and, eq, gte, lte } from 'drizzle-orm';
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import type { DiningType } from '../../../lib/contract/enums';
import type { Clock } from '../../core/clock';
import { addDays, localDate, zonedInstant } from '../../core/db/dates';
import type { Db } from '../db';
import type { Services } from '../../core/services';
import type { Child } from '../meal';
import { versionForChild } from '../meal';
import { schoolCalendar } from '../schema';
import { datesBetween, DINING_TYPES, diningSettings, orderCutOff, slotKey } from '../school';
import { serverMessage, serverMessages } from '../../messages';
import { dishLines, kindName, mealName } from './words';

// A child's calendar (decision 073): the meals ordered, leave, days off and order cut-offs from two
// weeks back to six weeks ahead, read through the meal axis so it says what the app says. Times
// are instants (UTC) computed in the school's time zone; a phone shows them in its own.

export const FEED_PAST_DAYS = 14;
export const FEED_AHEAD_DAYS = 42;
/** The cut-off reminder rings as the app's own "not ordered" reminder does: 3 hours before. */
const ALARM_BEFORE_SECONDS = 3 * 3600;

const ORDERED = new Set(['Order', 'Meals', 'Evaluate', 'Reserve']);

const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

export function createChildCalendar(db: Db, clock: Clock, mealAxis: Services['mealAxis']) {
  return async function childCalendar(child: Child): Promise<string> {
    const now = clock.now();
    const today = localDate(now, child.timeZone);
    const from = addDays(today, -FEED_PAST_DAYS);
    const to = addDays(today, FEED_AHEAD_DAYS);
    const settings = await diningSettings(db, child.unitId);
    const served = DINING_TYPES.filter((type) => settings.has(type));
    const [cells, daysOff] = await Promise.all([
      mealAxis.derive(child, from, to, served),
      db
        .select({ date: schoolCalendar.date, kind: schoolCalendar.kind, name: schoolCalendar.name })
        .from(schoolCalendar)
        .where(
          and(
            eq(schoolCalendar.unitId, child.unitId),
            gte(schoolCalendar.date, from),
            lte(schoolCalendar.date, to),
          ),
        ),
    ]);
    const calendar = ical({
      name: serverMessage('feedChildCalendar', { child: child.userName }),
      prodId: { company: 'canteen', product: 'child-calendar', language: 'ZH' },
      method: ICalCalendarMethod.PUBLISH,
      ttl: 3600,
    });
    const uid = (what: string) => `${what}-${child.id}@canteen`;

    for (const day of daysOff) {
      if (day.kind === 'Workday') continue;
      calendar.createEvent({
        id: uid(`day-${day.date}`),
        allDay: true,
        start: noonOf(day.date),
        stamp: now,
        summary:
          day.name ||
          (day.kind === 'Holiday'
            ? serverMessages.feedHoliday
            : serverMessages.feedCollectivityLeave),
      });
    }

    for (const date of datesBetween(from, to)) {
      for (const diningType of served) {
        const setting = settings.get(diningType)!;
        const cell = cells.get(slotKey(date, diningType));
        if (!cell) continue;
        const meal = mealName(diningType as DiningType);
        const start = zonedInstant(date, setting.serveStart, child.timeZone);
        const end = zonedInstant(date, setting.serveEnd, child.timeZone);
        if (ORDERED.has(cell.status)) {
          const dishes = cell.mealBoxId
            ? await versionForChild(db, child.id, cell.mealBoxId)
            : null;
          calendar.createEvent({
            id: uid(`meal-${date}-${diningType}`),
            start,
            end,
            stamp: now,
            summary: serverMessage(cell.status === 'Reserve' ? 'feedMealUnpaid' : 'feedMeal', {
              meal,
              kind: kindName(child.mealKind),
            }),
            description: dishLines(dishes),
          });
        } else if (cell.status === 'Leave') {
          calendar.createEvent({
            id: uid(`leave-${date}-${diningType}`),
            start,
            end,
            stamp: now,
            summary: serverMessage('feedLeave', { meal }),
          });
        } else if (cell.status === 'UnOrder') {
          const cutOff = orderCutOff({ ...setting, timeZone: child.timeZone }, date);
          if (cutOff <= now) continue;
          const event = calendar.createEvent({
            id: uid(`cutoff-${date}-${diningType}`),
            start: cutOff,
            end: cutOff,
            stamp: now,
            summary: serverMessage('feedCutOff', { meal, date }),
          });
          event.createAlarm({
            type: ICalAlarmType.display,
            trigger: ALARM_BEFORE_SECONDS,
            description: serverMessage('feedCutOffAlarm', {
              date,
              meal,
              cutOff: `${localDate(cutOff, child.timeZone)} ${setting.orderTime}`,
            }),
          });
        }
      }
    }
    return calendar.toString();
  };
}
