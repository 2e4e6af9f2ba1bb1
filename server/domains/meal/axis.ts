import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DiningType, MealAxisStatus, OrderStatus } from '../../../lib/contract/enums';
import { mealStyle, type MealAxisEntry, type MonthMealInfo } from '../../../lib/contract/meal';
import type { InvalidationChannel } from '../../core/cache/channel';
import type { TagCache } from '../../core/cache/tagCache';
import type { Clock } from '../../core/clock';
import type { Db, Tx } from '../db';
import { localDate, zoneFormatter } from '../../core/db/dates';
import { leaves, mealComments, menus, orderDays, orders } from '../schema';
import { isPublished } from './versions';
import type { Caller } from '../../core/http/caller';
import { selectedChild, selectedChildOfSession, type OwnChild } from '../user';
import {
  calendarEntries,
  classifyDay,
  datesBetween,
  diningSettings,
  DINING_TYPES,
  monthRange,
  slotKey,
} from '../school';

// The meal axis (DESIGN.md): one status per child, date and dining type, derived from the school
// calendar, the dining settings (served dining types, serving times), orders, leaves and ratings.
// Every query is bounded by the child (or its unit) and the date range, on (id, date) indexes, so a
// month costs the days of the month whatever the school's size.

export type Child = OwnChild;

export interface AxisCell {
  status: MealAxisStatus;
  mealBoxId: number | null;
}

const CLOCK_PARTS: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** Local `HH:mm` of an instant in a time zone. */
function localClock(instant: Date, timeZone: string): string {
  return zoneFormatter('en-GB', timeZone, CLOCK_PARTS).format(instant);
}

/** Which of a child's own rows a month's one read returned. */
type ChildRowSource = 'ordered' | 'leave' | 'rated';

export function createMealAxis(
  db: Db,
  clock: Clock,
  cache: TagCache,
  channel: Pick<InvalidationChannel, 'beforeHit'>,
) {
  /** The selected child (children.ts): the id given, the verified header, current or first. */
  async function childOf(caller: Caller, associatedUserId?: number): Promise<Child> {
    return (
      selectedChildOfSession(caller, associatedUserId) ??
      selectedChild(db, caller, associatedUserId)
    );
  }

  function todayOf(child: Child): string {
    return localDate(clock.now(), child.timeZone);
  }

  /** The school's side of [from, to]: the same for every child of the school and meal kind. */
  async function schoolFacts(reader: Db | Tx, child: Child, from: string, to: string) {
    const [settings, days, menuRows] = await Promise.all([
      diningSettings(reader, child.unitId),
      calendarEntries(reader, child.unitId, from, to),
      reader
        .select({ id: menus.id, date: menus.date, diningType: menus.diningType })
        .from(menus)
        .where(
          and(
            eq(menus.unitId, child.unitId),
            gte(menus.date, from),
            lte(menus.date, to),
            eq(menus.mealKind, child.mealKind),
            isPublished(),
          ),
        ),
    ]);
    return { settings, days, menuRows };
  }

  /** The child's own side of [from, to]: its orders, leave and ratings. */
  async function childFacts(
    reader: Db | Tx,
    child: Child,
    from: string,
    to: string,
    dining: DiningType[],
  ) {
    // One statement for the three (a month's first read sends it on the busiest path there is):
    // each row says which it came from.
    const rows = await reader
      .select({
        source: sql<ChildRowSource>`'ordered'`.as('source'),
        date: orderDays.date,
        diningType: orderDays.diningType,
        orderStatus: orders.orderStatus,
      })
      .from(orderDays)
      .innerJoin(orders, eq(orders.id, orderDays.orderId))
      .where(
        and(
          eq(orderDays.associatedUserId, child.id),
          gte(orderDays.date, from),
          lte(orderDays.date, to),
          inArray(orderDays.diningType, dining),
          eq(orderDays.state, 'Order'),
          inArray(orders.orderStatus, ['Pay', 'UnPay']),
        ),
      )
      .unionAll(
        reader
          .select({
            source: sql<ChildRowSource>`'leave'`.as('source'),
            date: leaves.leaveDate,
            diningType: leaves.diningType,
            orderStatus: sql<OrderStatus>`null`.as('order_status'),
          })
          .from(leaves)
          .where(
            and(
              eq(leaves.associatedUserId, child.id),
              gte(leaves.leaveDate, from),
              lte(leaves.leaveDate, to),
              eq(leaves.leaveStatus, 'Confirm'),
            ),
          ),
      )
      .unionAll(
        reader
          .select({
            source: sql<ChildRowSource>`'rated'`.as('source'),
            date: mealComments.mealsDate,
            diningType: mealComments.diningType,
            orderStatus: sql<OrderStatus>`null`.as('order_status'),
          })
          .from(mealComments)
          .where(
            and(
              eq(mealComments.associatedUserId, child.id),
              gte(mealComments.mealsDate, from),
              lte(mealComments.mealsDate, to),
            ),
          ),
      );
    const of = (source: ChildRowSource) =>
      rows.filter((row) => row.source === source).map(({ source: _, ...row }) => row);
    const ordered = of('ordered');
    const leaveRows = of('leave').map(({ date, diningType }) => ({ date, diningType }));
    const rated = of('rated').map(({ date, diningType }) => ({ date, diningType }));
    return { ordered, leaveRows, rated };
  }

  /** What the statuses of [from, to] are derived from; the time of day is applied afterwards. */
  async function facts(
    reader: Db | Tx,
    child: Child,
    from: string,
    to: string,
    dining: DiningType[],
  ) {
    const [school, own] = await Promise.all([
      schoolFacts(reader, child, from, to),
      childFacts(reader, child, from, to, dining),
    ]);
    return { ...school, ...own };
  }

  /** A value from memory when it is still current (decision 038), else read and remembered. */
  async function remembered<T>(key: string, tags: string[], read: () => Promise<T>): Promise<T> {
    const hit = cache.get<T>(key);
    if (hit) {
      await channel.beforeHit();
      const still = cache.get<T>(key);
      if (still) return still;
    }
    const epoch = cache.epoch();
    const loaded = await read();
    cache.set(key, loaded, tags, epoch);
    return loaded;
  }

  /**
   * The facts from memory (decision 038): the migration's triggers announce every write to a
   * child's orders, order days, leaves and ratings and to any school's calendar, settings or menus,
   * and the entry is dropped before the writing request answers. Derivation from "now" (served,
   * today) still runs on every call. The school's side is remembered apart, once for all its
   * children: a guardian who opens a month for the first time reads only the child's own rows
   * (any write to those school tables announces `all`, which drops both).
   */
  async function cachedFacts(child: Child, from: string, to: string, dining: DiningType[]) {
    const key = `axis:${child.id}:${child.unitId}:${child.mealKind}:${from}:${to}:${dining.join(',')}`;
    return remembered(key, [`account:${child.accountId}`, `child:${child.id}`], async () => {
      const [school, own] = await Promise.all([
        remembered(`axis-school:${child.unitId}:${child.mealKind}:${from}:${to}`, [], () =>
          schoolFacts(db, child, from, to),
        ),
        childFacts(db, child, from, to, dining),
      ]);
      return { ...school, ...own };
    });
  }
  type Facts = Awaited<ReturnType<typeof facts>>;
  /** Statuses derived from remembered facts, per facts object (dropped with it). */
  const derived = new WeakMap<Facts, { moment: string; cells: Map<string, AxisCell> }>();

  /** Statuses for every date of [from, to] and each dining type asked for. */
  async function derive(
    child: Child,
    from: string,
    to: string,
    diningTypes: readonly DiningType[],
    /** A transaction to read in (a rating checks the day inside its idempotent transaction). */
    reader: Db | Tx = db,
  ): Promise<Map<string, AxisCell>> {
    const dining = [...diningTypes];
    const known =
      reader === db
        ? await cachedFacts(child, from, to, dining)
        : await facts(reader, child, from, to, dining);
    const { settings, days, ordered, leaveRows, rated, menuRows } = known;
    const now = clock.now();
    const today = localDate(now, child.timeZone);
    const clockNow = localClock(now, child.timeZone);
    // The same facts give the same statuses until the date or a serving time passes today.
    const moment = `${today}|${dining
      .map((type) => {
        const setting = settings.get(type);
        return setting !== undefined && clockNow >= setting.serveEnd ? 1 : 0;
      })
      .join('')}`;
    const remembered = derived.get(known);
    if (remembered?.moment === moment) return remembered.cells;
    const orderOf = new Map<string, string>();
    for (const row of ordered) {
      // A paid order wins over an unpaid one for the same meal.
      if (orderOf.get(slotKey(row.date, row.diningType)) !== 'Pay')
        orderOf.set(slotKey(row.date, row.diningType), row.orderStatus);
    }
    const onLeave = new Set(leaveRows.map((row) => slotKey(row.date, row.diningType)));
    const ratedSet = new Set(rated.map((row) => slotKey(row.date, row.diningType)));
    const menuOf = new Map(menuRows.map((row) => [slotKey(row.date, row.diningType), row.id]));

    const cells = new Map<string, AxisCell>();
    for (const date of datesBetween(from, to)) {
      const entry = days.get(date);
      const kind = classifyDay(date, entry);
      for (const diningType of dining) {
        const cellKey = slotKey(date, diningType);
        const setting = settings.get(diningType);
        const order = orderOf.get(cellKey);
        const served =
          setting !== undefined &&
          (date < today || (date === today && clockNow >= setting.serveEnd));
        let status: MealAxisStatus;
        if (entry === 'CollectivityLeave') status = 'CollectivityLeave';
        else if (order && onLeave.has(cellKey)) status = 'Leave';
        else if (order === 'Pay' && ratedSet.has(cellKey)) status = 'Evaluate';
        else if (order === 'Pay' && served) status = 'Meals';
        else if (order === 'Pay') status = 'Order';
        else if (order === 'UnPay') status = 'Reserve';
        else if (!setting) status = 'None';
        else if (kind === 'Holiday') status = 'Holiday';
        else if (kind === 'Weekend') status = 'Weekend';
        else status = 'UnOrder';
        cells.set(cellKey, { status, mealBoxId: menuOf.get(cellKey) ?? null });
      }
    }
    derived.set(known, { moment, cells });
    return cells;
  }

  async function month(
    child: Child,
    year: number,
    monthNumber: number,
    diningType: DiningType,
  ): Promise<MonthMealInfo> {
    const { from, to } = monthRange(year, monthNumber);
    const cells = await derive(child, from, to, [diningType]);
    const today = todayOf(child);
    const items: MonthMealInfo['items'] = [];
    for (const date of datesBetween(from, to)) {
      const cell = cells.get(slotKey(date, diningType))!;
      items.push({
        value: date,
        diningType,
        style: mealStyle(cell.status, date === today),
        mealAxisStatus: cell.status,
        mealBoxId: cell.mealBoxId,
      });
    }
    return {
      year,
      month: monthNumber,
      diningType,
      today,
      items,
      generatedAt: clock.now().toISOString(),
    };
  }

  async function day(
    child: Child,
    date: string,
    diningType?: DiningType,
  ): Promise<MealAxisEntry[]> {
    const settings = await diningSettings(db, child.unitId);
    const served = DINING_TYPES.filter(
      (type) => settings.has(type) && (!diningType || type === diningType),
    );
    const cells = await derive(child, date, date, served);
    return served.map((type) => {
      const cell = cells.get(slotKey(date, type))!;
      return {
        mealsDate: date,
        mealAxisStatus: cell.status,
        mealBoxId: cell.mealBoxId,
        diningType: type,
      };
    });
  }

  return { childOf, todayOf, derive, month, day };
}
export type MealAxisService = ReturnType<typeof createMealAxis>;
