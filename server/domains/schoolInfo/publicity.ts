import { and, asc, count, countDistinct, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Paged } from '../../../lib/contract/core';
import type {
  NewsItem,
  PublicityDay,
  PublicityEntry,
  SchoolProfile,
} from '../../../lib/contract/schoolInfo';
import type { Clock } from '../../core/clock';
import type { Db } from '../db';
import { localDate } from '../../core/db/dates';
import { menus, news, units } from '../schema';
import { notFound } from '../../core/errors';
import type { Caller } from '../../core/http/caller';
import { membershipsOf } from '../school';
import { isPublished, publishedDishesOf } from '../meal';
// The serving domain's entry imports the console, which imports this domain: its ratings are
// reached by their file, which imports nothing of either (decision 078).
// eslint-disable-next-line no-restricted-imports
import { publicRatingOf, weeklyDishRatings } from '../serving/ratings';

// What a school shows anyone who knows it (decision 023): its menus by date (the publicity
// pages and the kiosk, no sign-in), its profile and its public news. Members-only news is
// added for a signed-in family of that school.

const DINING_ORDER = { Breakfast: 0, Lunch: 1, Dinner: 2 } as const;
const first = (dates: string[]) => dates.reduce((a, b) => (b < a ? b : a));
const last = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a));

export function createPublicity(db: Db, clock: Clock) {
  async function school(schoolId: number) {
    const [row] = await db.select().from(units).where(eq(units.id, schoolId)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function profile(schoolId: number): Promise<SchoolProfile> {
    const row = await school(schoolId);
    return { id: row.id, name: row.name, allowedOrigins: row.allowedOrigins };
  }

  async function days(unitId: number, dates: string[]): Promise<PublicityDay[]> {
    if (dates.length === 0) return [];
    // Decision 063: the published version's frozen dishes, never the console's working copy.
    const rows = await db
      .select({
        menuId: menus.id,
        date: menus.date,
        diningType: menus.diningType,
        mealKind: menus.mealKind,
      })
      .from(menus)
      .where(and(eq(menus.unitId, unitId), inArray(menus.date, dates), isPublished()))
      .orderBy(asc(menus.date), asc(menus.id));
    const [frozen, weekly] = await Promise.all([
      publishedDishesOf(
        db,
        rows.map((row) => row.menuId),
      ),
      weeklyDishRatings(db, unitId, first(dates), last(dates)),
    ]);
    const entries = new Map<number, PublicityEntry & { date: string }>();
    for (const row of rows) {
      entries.set(row.menuId, {
        carteId: row.menuId,
        date: row.date,
        diningType: row.diningType,
        mealKind: row.mealKind,
        dishes: (frozen.get(row.menuId) ?? []).map((dish) => ({
          id: dish.dishId,
          name: dish.name,
          weightGrams: dish.weightGrams,
          allergens: dish.allergens,
          ...(weekly ? { rating: publicRatingOf(weekly, row.date, dish.name) } : {}),
        })),
      });
    }
    return dates.map((date) => ({
      date,
      entries: [...entries.values()]
        .filter((entry) => entry.date === date)
        .sort(
          (a, b) =>
            DINING_ORDER[a.diningType] - DINING_ORDER[b.diningType] ||
            a.mealKind.localeCompare(b.mealKind),
        )
        .map(({ date: _date, ...entry }) => entry),
    }));
  }

  /** Dates with a menu from `from` (default the school's today) on, `size` dates a page. */
  async function menusPage(schoolId: number, from: string | undefined, page: number, size: number) {
    const unit = await school(schoolId);
    const now = clock.now();
    const today = localDate(now, unit.timeZone);
    // Only published menus (decisions 048, 063): a draft is the school's until it publishes.
    const where = and(eq(menus.unitId, schoolId), gte(menus.date, from ?? today), isPublished());
    const [dateRows, [total]] = await Promise.all([
      db
        .selectDistinct({ date: menus.date })
        .from(menus)
        .where(where)
        .orderBy(asc(menus.date))
        .limit(size)
        .offset(page * size),
      db
        .select({ n: countDistinct(menus.date) })
        .from(menus)
        .where(where),
    ]);
    const content = await days(
      schoolId,
      dateRows.map((row) => row.date),
    );
    return {
      content,
      page,
      size,
      total: Number(total?.n ?? 0),
      today,
      generatedAt: now.toISOString(),
    };
  }

  async function menusOfDay(schoolId: number, date: string): Promise<PublicityDay> {
    await school(schoolId);
    return (await days(schoolId, [date]))[0]!;
  }

  /** Public items for anyone; members-only items too for a signed-in family of the school. */
  async function newsFilter(schoolId: number, caller: Caller | null) {
    await school(schoolId);
    const member = caller ? (await membershipsOf(db, caller.accountId)).has(schoolId) : false;
    return member
      ? eq(news.unitId, schoolId)
      : and(eq(news.unitId, schoolId), eq(news.public, true));
  }

  const toNews = (row: typeof news.$inferSelect): NewsItem => ({
    id: row.id,
    unitId: row.unitId,
    title: row.title,
    summary: row.summary,
    content: row.content,
    publishedAt: row.publishedAt.toISOString(),
  });

  async function newsPage(
    schoolId: number,
    caller: Caller | null,
    page: number,
    size: number,
  ): Promise<Paged<NewsItem>> {
    const where = await newsFilter(schoolId, caller);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(news)
        .where(where)
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(size)
        .offset(page * size),
      db.select({ n: count() }).from(news).where(where),
    ]);
    return { content: rows.map(toNews), page, size, total: Number(total?.n ?? 0) };
  }

  async function newsItem(schoolId: number, caller: Caller | null, id: number): Promise<NewsItem> {
    const where = await newsFilter(schoolId, caller);
    const [row] = await db
      .select()
      .from(news)
      .where(and(where, eq(news.id, id)))
      .limit(1);
    if (!row) throw notFound();
    return toNews(row);
  }

  return { profile, menusPage, menusOfDay, newsPage, newsItem };
}
