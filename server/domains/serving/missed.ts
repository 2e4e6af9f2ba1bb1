import { and, count, eq, gte, like, sql } from 'drizzle-orm';
import type { ReminderKind, ReminderTarget } from '../../../lib/contract/reminder';
import type { Clock } from '../../core/clock';
import { addDays, localDate, zonedInstant } from '../../core/db/dates';
import { serverMessage } from '../../messages';
import type { Db, Tx } from '../db';
import { mealCollections, unitDiningSettings, units } from '../schema';
import { serviceMeals } from './meals';
import { readServingSettings } from './settings';

// The end of service (decision 078). After a service's end (its serving time's end, in the
// school's time zone) the meals nobody marked are Missed, at that end, by nobody; but only where
// the school marked at least one meal of that service: a school that does not track collection
// must not see every child missed. Then a guardian whose child's Missed meals of the calendar
// month reached the school's threshold gets one gentle reminder per child and month (the
// reminders' unique (account, kind, event) index makes it once; the account's switch is honoured
// where reminders are produced).

/** How many days back the job still closes services (a server that was down overnight). */
const LOOKBACK_DAYS = 3;
/** One process closes services at a time (a transaction-level advisory lock). */
const MISSED_LOCK = 78_078_078;

interface MissedReminder {
  accountId: number;
  kind: ReminderKind;
  eventKey: string;
  body: string;
  target: ReminderTarget;
}

/** What the reminders domain gives the job: produce (switch honoured, once per event), deliver. */
export interface ReminderOutlet {
  produce(tx: Db | Tx, reminder: MissedReminder): Promise<unknown>;
  deliver(): Promise<unknown>;
}

interface Marked {
  associatedUserId: number;
  accountId: number;
  name: string;
  unitId: number;
  month: string;
}

/** Marks the untouched meals of every tracked service that has ended; returns what it marked. */
export async function markMissed(tx: Db | Tx, now: Date): Promise<Marked[]> {
  // The services of the last days where the school marked a meal collected: one query a run,
  // whatever the number of schools that do not track.
  // Every zone's date is within a day of UTC's: a bound below every school's window.
  const since = addDays(now.toISOString().slice(0, 10), -LOOKBACK_DAYS - 1);
  const tracked = await tx
    .selectDistinct({
      unitId: mealCollections.unitId,
      date: mealCollections.date,
      diningType: mealCollections.diningType,
      serveEnd: unitDiningSettings.serveEnd,
      timeZone: units.timeZone,
    })
    .from(mealCollections)
    .innerJoin(units, eq(units.id, mealCollections.unitId))
    .innerJoin(
      unitDiningSettings,
      and(
        eq(unitDiningSettings.unitId, mealCollections.unitId),
        eq(unitDiningSettings.diningType, mealCollections.diningType),
      ),
    )
    .where(and(eq(mealCollections.outcome, 'Collected'), gte(mealCollections.date, since)))
    .orderBy(mealCollections.date, mealCollections.unitId, mealCollections.diningType);
  const marked: Marked[] = [];
  for (const { serveEnd, timeZone, ...service } of tracked) {
    if (service.date < addDays(localDate(now, timeZone), -LOOKBACK_DAYS)) continue;
    const end = zonedInstant(service.date, serveEnd, timeZone);
    if (end.getTime() > now.getTime()) continue;
    const open = (await serviceMeals(tx, service)).filter((meal) => meal.state === 'Ordered');
    if (open.length === 0) continue;
    const rows = await tx
      .insert(mealCollections)
      .values(
        open.map((meal) => ({
          ...service,
          associatedUserId: meal.associatedUserId,
          classesId: meal.classesId,
          orderDayId: meal.orderDayId,
          outcome: 'Missed' as const,
          at: end,
          byAccountId: null,
          source: null,
        })),
      )
      .onConflictDoNothing()
      .returning({ associatedUserId: mealCollections.associatedUserId });
    const done = new Set(rows.map((row) => row.associatedUserId));
    for (const meal of open)
      if (done.has(meal.associatedUserId))
        marked.push({
          associatedUserId: meal.associatedUserId,
          accountId: meal.accountId,
          name: meal.name,
          unitId: service.unitId,
          month: service.date.slice(0, 7),
        });
  }
  return marked;
}

/** A reminder for each newly missed child whose month reached the school's threshold. */
export async function missedReminders(
  tx: Db | Tx,
  produce: ReminderOutlet['produce'],
  marked: readonly Marked[],
): Promise<void> {
  const seen = new Set<string>();
  for (const child of marked) {
    const event = `missed:${child.associatedUserId}:${child.month}`;
    if (seen.has(event)) continue;
    seen.add(event);
    const [row] = await tx
      .select({ n: count() })
      .from(mealCollections)
      .where(
        and(
          eq(mealCollections.associatedUserId, child.associatedUserId),
          eq(mealCollections.outcome, 'Missed'),
          like(mealCollections.date, `${child.month}-%`),
        ),
      );
    const missed = Number(row?.n ?? 0);
    const { missedThreshold } = await readServingSettings(tx, child.unitId);
    if (missed < missedThreshold) continue;
    await produce(tx, {
      accountId: child.accountId,
      kind: 'MealsMissed',
      eventKey: event,
      body: serverMessage('reminderMealsMissed', { child: child.name, count: missed }),
      target: { route: 'leaveList', query: {} },
    });
  }
}

export function createServingJobs(db: Db, clock: Clock, reminders: ReminderOutlet) {
  /** One run: close the ended services, remind, deliver. False when another process ran it. */
  async function runOnce(): Promise<boolean> {
    // A scheduled job is its own caller, so it opens its transaction itself (decision 060).
    const ran = await db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${MISSED_LOCK}) as got`);
      const [lock] = (result as unknown as { rows: { got: boolean }[] }).rows;
      if (!lock?.got) return false;
      const marked = await markMissed(tx, clock.now());
      await missedReminders(tx, reminders.produce, marked);
      return true;
    });
    await reminders.deliver();
    return ran;
  }
  return { runOnce };
}
export type ServingJobs = ReturnType<typeof createServingJobs>;
