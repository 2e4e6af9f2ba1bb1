import { and, asc, eq, gte, lte } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { MENU_FEED_MAX_DAYS, type MenuFeed } from '../../../lib/contract/feed';
import type { Clock } from '../../core/clock';
import { addDays, localDate, zonedInstant } from '../../core/db/dates';
import { invalidField, notFound } from '../../core/errors';
import type { Db, Tx } from '../db';
import { menus, menuFeedSettings, menuVersions, units } from '../schema';
import { datesBetween, DINING_TYPES, diningSettings } from '../school';
import { serverMessage } from '../../messages';
import { dishLines, kindName, mealName } from './words';
// The serving domain's entry imports the console, which imports this domain: its ratings are
// reached by their file, which imports nothing of either (decision 078).
// eslint-disable-next-line no-restricted-imports
import { publicRatingOf, weeklyDishRatings } from '../serving/ratings';

// The school's open menu feed (decision 073): published versions only (decision 063), answered
// only while the school's switch is on; a school that keeps it off is indistinguishable from one
// that does not exist.

export async function isMenuFeedOpen(reader: Db | Tx, unitId: number): Promise<boolean> {
  const [row] = await reader
    .select({ open: menuFeedSettings.open })
    .from(menuFeedSettings)
    .where(eq(menuFeedSettings.unitId, unitId));
  return row?.open === true;
}

/** Sets the switch; true when it changed (the console audits only a change). */
export async function setMenuFeedOpen(
  tx: Tx,
  unitId: number,
  open: boolean,
  at: Date,
): Promise<boolean> {
  if ((await isMenuFeedOpen(tx, unitId)) === open) return false;
  await tx
    .insert(menuFeedSettings)
    .values({ unitId, open, changedAt: at })
    .onConflictDoUpdate({ target: menuFeedSettings.unitId, set: { open, changedAt: at } });
  return true;
}

export function createMenuFeed(db: Db, clock: Clock) {
  async function menusOf(
    schoolId: number,
    range: { from?: string; to?: string },
  ): Promise<MenuFeed> {
    const [school] = await db
      .select({ id: units.id, name: units.name, timeZone: units.timeZone })
      .from(units)
      .where(eq(units.id, schoolId));
    if (!school || !(await isMenuFeedOpen(db, schoolId))) throw notFound();
    const from = range.from ?? localDate(clock.now(), school.timeZone);
    const to = range.to ?? addDays(from, 6);
    if (to < from || datesBetween(from, to).length > MENU_FEED_MAX_DAYS) throw invalidField('to');
    const [settings, rows] = await Promise.all([
      diningSettings(db, schoolId),
      db
        .select({
          date: menus.date,
          diningType: menus.diningType,
          mealKind: menus.mealKind,
          version: menuVersions.version,
          dishes: menuVersions.dishes,
        })
        .from(menus)
        .innerJoin(
          menuVersions,
          and(eq(menuVersions.menuId, menus.id), eq(menuVersions.version, menus.publishedVersion)),
        )
        .where(and(eq(menus.unitId, schoolId), gte(menus.date, from), lte(menus.date, to)))
        .orderBy(asc(menus.date), asc(menus.mealKind)),
    ]);
    const weekly = await weeklyDishRatings(db, schoolId, from, to);
    const order = (type: string) => DINING_TYPES.indexOf(type as never);
    const meals = rows
      .filter((row) => settings.has(row.diningType))
      .sort((a, b) => a.date.localeCompare(b.date) || order(a.diningType) - order(b.diningType))
      .map((row) => ({
        date: row.date,
        diningType: row.diningType,
        mealKind: row.mealKind,
        serveStart: settings.get(row.diningType)!.serveStart,
        serveEnd: settings.get(row.diningType)!.serveEnd,
        version: row.version,
        dishes: row.dishes.map(({ name, weightGrams, allergens }) => {
          const dish = { name, weightGrams, allergens };
          return weekly ? { ...dish, rating: publicRatingOf(weekly, row.date, name) } : dish;
        }),
      }));
    return { school, from, to, meals };
  }

  async function calendarOf(
    schoolId: number,
    range: { from?: string; to?: string },
  ): Promise<string> {
    const feed = await menusOf(schoolId, range);
    const calendar = ical({
      name: serverMessage('feedSchoolCalendar', { school: feed.school.name }),
      prodId: { company: 'canteen', product: 'menu-calendar', language: 'ZH' },
      method: ICalCalendarMethod.PUBLISH,
      ttl: 3600,
    });
    const now = clock.now();
    for (const meal of feed.meals) {
      calendar.createEvent({
        id: `menu-${feed.school.id}-${meal.date}-${meal.diningType}-${meal.mealKind}@canteen`,
        start: zonedInstant(meal.date, meal.serveStart, feed.school.timeZone),
        end: zonedInstant(meal.date, meal.serveEnd, feed.school.timeZone),
        stamp: now,
        sequence: meal.version,
        summary: serverMessage('feedMeal', {
          meal: mealName(meal.diningType),
          kind: kindName(meal.mealKind),
        }),
        description: dishLines(meal.dishes),
      });
    }
    return calendar.toString();
  }

  return { menusOf, calendarOf };
}
