import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type {
  BankActivity,
  RecommendAction,
  RecommendedActivity,
} from '../../../lib/contract/bankcard';
import type { Clock } from '../../core/clock';
import { localDate } from '../../core/db/dates';
import type { Db } from '../db';
import {
  associatedUsers,
  bankActivities,
  bankRecommendations,
  socialAccounts,
  units,
} from '../schema';
import { DomainError, notFound } from '../../core/errors';
import { serverMessages } from '../../messages';
import { ownChild } from '../user';

// Bank-card activities (docs/product.md, "Screens", "What the app keeps" and "Calls"; decision 044). An account sees the activities of
// its children's schools; it qualifies for those that need no card, and for the rest once a bank
// card is bound (a bank sign-in). A recommendation's action is recorded once: the same action
// again answers the record, a different one is refused.

const columns = {
  id: bankActivities.id,
  unitId: bankActivities.unitId,
  unitName: units.name,
  bankName: bankActivities.bankName,
  title: bankActivities.title,
  summary: bankActivities.summary,
  content: bankActivities.content,
  requiresBankCard: bankActivities.requiresBankCard,
  startsOn: bankActivities.startsOn,
  endsOn: bankActivities.endsOn,
  timeZone: units.timeZone,
};

type Row = BankActivity & { timeZone: string };
const toActivity = ({ timeZone: _zone, ...activity }: Row): BankActivity => activity;

export function createBankActivities(db: Db, clock: Clock) {
  async function unitsOf(accountId: number): Promise<number[]> {
    const rows = await db
      .selectDistinct({ unitId: associatedUsers.unitId })
      .from(associatedUsers)
      .where(eq(associatedUsers.accountId, accountId));
    return rows.map((row) => row.unitId);
  }

  async function hasBankCard(accountId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: socialAccounts.id })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.accountId, accountId), eq(socialAccounts.provider, 'bank')))
      .limit(1);
    return row !== undefined;
  }

  const current = (row: Row) => {
    const today = localDate(clock.now(), row.timeZone);
    return row.startsOn <= today && today <= row.endsOn;
  };

  async function activitiesOfUnits(unitIds: number[]): Promise<Row[]> {
    if (unitIds.length === 0) return [];
    return db
      .select(columns)
      .from(bankActivities)
      .innerJoin(units, eq(units.id, bankActivities.unitId))
      .where(inArray(bankActivities.unitId, unitIds))
      .orderBy(asc(bankActivities.endsOn), asc(bankActivities.id));
  }

  async function qualified(accountId: number): Promise<BankActivity[]> {
    const card = await hasBankCard(accountId);
    const rows = await activitiesOfUnits(await unitsOf(accountId));
    return rows.filter((row) => current(row) && (card || !row.requiresBankCard)).map(toActivity);
  }

  /** A school's current activities; only a school of the account's children (else 404). */
  async function ofUnit(accountId: number, unitId: number): Promise<BankActivity[]> {
    if (!(await unitsOf(accountId)).includes(unitId)) throw notFound();
    return (await activitiesOfUnits([unitId])).filter(current).map(toActivity);
  }

  async function byId(accountId: number, id: number): Promise<BankActivity> {
    const rows = await activitiesOfUnits(await unitsOf(accountId));
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound();
    return toActivity(row);
  }

  async function recommendationRows(where: ReturnType<typeof and>) {
    return db
      .select({
        id: bankRecommendations.id,
        associatedUserId: bankRecommendations.associatedUserId,
        action: bankRecommendations.action,
        actedAt: bankRecommendations.actedAt,
        activity: columns,
      })
      .from(bankRecommendations)
      .innerJoin(bankActivities, eq(bankActivities.id, bankRecommendations.activityId))
      .innerJoin(units, eq(units.id, bankActivities.unitId))
      .where(where)
      .orderBy(asc(bankRecommendations.id));
  }

  function toRecommended(
    row: Awaited<ReturnType<typeof recommendationRows>>[number],
  ): RecommendedActivity {
    return {
      id: row.id,
      associatedUserId: row.associatedUserId,
      activity: toActivity(row.activity),
      action: row.action,
      actedAt: row.actedAt ? row.actedAt.toISOString() : null,
    };
  }

  /** The child's recommendations at its school; another account's child or school: 404. */
  async function recommended(
    accountId: number,
    unitId: number,
    userId: number,
  ): Promise<RecommendedActivity[]> {
    const child = await ownChild(db, accountId, userId);
    if (child.unitId !== unitId) throw notFound();
    const today = localDate(clock.now(), child.timeZone);
    const rows = await recommendationRows(
      and(
        eq(bankRecommendations.associatedUserId, userId),
        eq(bankActivities.unitId, unitId),
        lte(bankActivities.startsOn, today),
        gte(bankActivities.endsOn, today),
      ),
    );
    return rows.map(toRecommended);
  }

  async function act(
    accountId: number,
    userId: number,
    recommendId: number,
    action: RecommendAction,
  ): Promise<RecommendedActivity> {
    await ownChild(db, accountId, userId);
    const where = and(
      eq(bankRecommendations.id, recommendId),
      eq(bankRecommendations.associatedUserId, userId),
    );
    const [existing] = await recommendationRows(where);
    if (!existing) throw notFound();
    // Recorded once, atomically: only a row with no action yet takes one.
    await db
      .update(bankRecommendations)
      .set({ action, actedAt: clock.now() })
      .where(and(where, isNull(bankRecommendations.action)));
    const [after] = await recommendationRows(where);
    if (after!.action !== action) {
      throw new DomainError('ALREADY_DECIDED', serverMessages.recommendationDecided);
    }
    return toRecommended(after!);
  }

  return { qualified, ofUnit, byId, recommended, act };
}
export type BankActivitiesService = ReturnType<typeof createBankActivities>;
