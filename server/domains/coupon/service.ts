import { and, asc, desc, eq, gte, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Coupon, CouponCount } from '../../../lib/contract/coupon';
import type { CouponScene, CouponStatus, OrderType } from '../../../lib/contract/enums';
import type { Clock } from '../../core/clock';
import { localDate } from '../../core/db/dates';
import type { Db, Tx } from '../db';
import { coupons } from '../schema';
import { DomainError, notFound } from '../../core/errors';
import { serverMessages } from '../../messages';

// Coupons (decision 031): fen off one meal order (Day or Month) of at least a minimum, valid
// through a school date, used at most once (a conditional update in the paying transaction).
// Business coupons come from the school's caterer, Platform ones from us: the scene is who gave
// it, both apply the same way. A coupon the school revoked (decision 057) is no longer valid: the
// family sees it among the invalid ones, and no payment can use it.

type CouponRow = typeof coupons.$inferSelect;

/** Coupon dates are the demo region's school dates (every school is in one zone today). */
const COUPON_TIME_ZONE = 'Asia/Shanghai';

const invalid = () => new DomainError('COUPON_INVALID', serverMessages.couponInvalid);

export function createCoupons(db: Db, clock: Clock) {
  const today = () => localDate(clock.now(), COUPON_TIME_ZONE);

  function statusOf(row: CouponRow, day: string): CouponStatus | null {
    if (row.usedAt) return 'Use';
    return row.revokedAt || row.validUntil < day ? 'Not_Use' : null;
  }

  function toCoupon(row: CouponRow, day = today()): Coupon {
    return {
      id: row.id,
      userId: row.accountId,
      name: row.name,
      couponScene: row.couponScene,
      value: row.value,
      minOrderAmount: row.minOrderAmount,
      validFrom: row.validFrom,
      validUntil: row.validUntil,
      couponStatus: statusOf(row, day),
      isNew: !row.previewed && statusOf(row, day) === null,
      usedAt: row.usedAt?.toISOString() ?? null,
    };
  }

  /** `userId` 0 or the caller's own; anyone else's answers 404 like no coupons at all. */
  function checkUser(accountId: number, userId: number): void {
    if (userId !== 0 && userId !== accountId) throw notFound();
  }

  /**
   * The coupons a family sees are those that can pay at the selected child's school: that
   * school's and the platform's (decision 072). No school (no child): only the platform's.
   */
  const payableAt = (unitId: number | null) =>
    unitId === null
      ? isNull(coupons.unitId)
      : or(isNull(coupons.unitId), eq(coupons.unitId, unitId));

  function valid(accountId: number, day: string, unitId: number | null) {
    return and(
      payableAt(unitId),
      eq(coupons.accountId, accountId),
      isNull(coupons.usedAt),
      isNull(coupons.revokedAt),
      gte(coupons.validUntil, day),
    );
  }

  async function ofScene(
    accountId: number,
    userId: number,
    scene: CouponScene,
    unitId: number | null,
  ) {
    checkUser(accountId, userId);
    const day = today();
    const rows = await db
      .select()
      .from(coupons)
      .where(and(valid(accountId, day, unitId), eq(coupons.couponScene, scene)))
      .orderBy(asc(coupons.validUntil), asc(coupons.id));
    return rows.map((row) => toCoupon(row, day));
  }

  async function ofUser(
    accountId: number,
    userId: number,
    status: CouponStatus | undefined,
    unitId: number | null,
  ) {
    checkUser(accountId, userId);
    const day = today();
    const where =
      status === 'Use'
        ? and(eq(coupons.accountId, accountId), payableAt(unitId), isNotNull(coupons.usedAt))
        : status === 'Not_Use'
          ? and(
              eq(coupons.accountId, accountId),
              payableAt(unitId),
              isNull(coupons.usedAt),
              or(lt(coupons.validUntil, day), isNotNull(coupons.revokedAt)),
            )
          : valid(accountId, day, unitId);
    const rows = await db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(status ? desc(coupons.validUntil) : asc(coupons.validUntil), asc(coupons.id));
    return rows.map((row) => toCoupon(row, day));
  }

  async function count(
    accountId: number,
    userId: number,
    unitId: number | null,
  ): Promise<CouponCount> {
    const rows = await ofUser(accountId, userId, undefined, unitId);
    return { couponsNum: rows.length, newNum: rows.filter((row) => row.isNew).length };
  }

  async function toPreview(
    accountId: number,
    userId: number,
    unitId: number | null,
  ): Promise<Coupon[]> {
    return (await ofUser(accountId, userId, undefined, unitId)).filter((row) => row.isNew);
  }

  async function preview(accountId: number, id: number): Promise<Coupon> {
    const [row] = await db
      .update(coupons)
      .set({ previewed: true })
      .where(and(eq(coupons.id, id), eq(coupons.accountId, accountId)))
      .returning();
    if (!row) throw notFound();
    return toCoupon(row);
  }

  /**
   * The fen a coupon takes off this order (at most its amount), checked inside the paying
   * transaction; 400 when it is not the account's, used, expired, or the order does not qualify.
   * A school's coupon pays only that school's orders (decision 066); a platform one, any school's.
   */
  async function valueFor(
    tx: Tx,
    accountId: number,
    couponId: number,
    order: { amount: number; orderType: OrderType; unitId: number },
  ): Promise<number> {
    const [row] = await tx
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, couponId), eq(coupons.accountId, accountId)));
    const day = today();
    if (!row || statusOf(row, day) !== null || row.validFrom > day) throw invalid();
    if (order.orderType !== 'Day' && order.orderType !== 'Month') throw invalid();
    if (row.unitId !== null && row.unitId !== order.unitId)
      throw new DomainError('COUPON_INVALID', serverMessages.couponOtherSchool);
    if (order.amount < row.minOrderAmount) throw invalid();
    return Math.min(row.value, order.amount);
  }

  /** Uses the coupon for an order: true only for the one transaction that got it. */
  async function use(tx: Tx, couponId: number, orderId: number): Promise<boolean> {
    const used = await tx
      .update(coupons)
      .set({ usedAt: clock.now(), usedOrderId: orderId })
      .where(and(eq(coupons.id, couponId), isNull(coupons.usedAt), isNull(coupons.revokedAt)))
      .returning({ id: coupons.id });
    return used.length === 1;
  }

  /** For the school's console (decision 057): the coupons given at a school, with their state. */
  async function ofSchool(unitId: number): Promise<(Coupon & { revokedAt: string | null })[]> {
    const day = today();
    const rows = await db
      .select()
      .from(coupons)
      .where(eq(coupons.unitId, unitId))
      .orderBy(desc(coupons.id));
    return rows.map((row) => ({
      ...toCoupon(row, day),
      revokedAt: row.revokedAt?.toISOString() ?? null,
    }));
  }

  return { ofScene, ofUser, count, toPreview, preview, valueFor, use, ofSchool };
}

export type CouponsService = ReturnType<typeof createCoupons>;
