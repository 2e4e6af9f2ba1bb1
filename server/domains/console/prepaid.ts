import { and, eq, inArray, isNull } from 'drizzle-orm';
import type {
  AddPrepaymentBody,
  AdminCoupon,
  AdminPrepayment,
  IssueCouponBody,
} from '../../../lib/contract/adminPrepaid';
import type { RefundStatus } from '../../../lib/contract/money';
import type { Refund } from '../../../lib/contract/refund';
import type { Clock } from '../../core/clock';
import type { AnyTx } from '../../core/db/database';
import type { Db } from '../db';
import { accounts, associatedUsers, coupons, prepayments, refunds } from '../schema';
import { DomainError, invalidField, notFound } from '../../core/errors';
import { serverMessages } from '../../messages';
import type { CouponsService } from '../coupon';
import type { PrepaymentsService } from '../prepayment';
import type { RefundsService } from '../refund';
import { audit, type Staff } from './staff';

// Refunds, prepayments and coupons in the console (decision 051, extending 030, 029 and 031).
// Every change takes the route's transaction (decision 060) and writes its audit row in it, so
// the two commit together. Approval and rejection are the refunds service's own calls, the ones
// the school's task makes; a second press answers 409 REFUND_HANDLED, pays and records nothing.
// Withdrawing a prepayment and revoking an unused coupon (decision 057) are conditional updates:
// the first press changes the row and is audited, a second one changes and records nothing. The
// changes return the row's id; the route answers with the row read after the commit.

/** Who decided, as the refund row records it (the task records `school-task`). */
const decidedBy = (staff: Staff) => `console:${staff.accountId}`;

export function createAdminPrepaid(
  db: Db,
  clock: Clock,
  refundService: RefundsService,
  prepaymentService: PrepaymentsService,
  couponService: CouponsService,
) {
  function refundList(staff: Staff, status: RefundStatus | undefined): Promise<Refund[]> {
    return refundService
      .ofSchool(staff.unitId, status)
      .then((rows) => rows.map(({ unitId: _unit, ...refund }) => refund));
  }

  /** A request of this school; any other answers 404 before the refunds service is called. */
  async function ownRefund(tx: AnyTx, staff: Staff, id: number): Promise<void> {
    const [row] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.id, id), eq(refunds.unitId, staff.unitId)));
    if (!row) throw notFound();
  }

  async function decide(tx: AnyTx, staff: Staff, id: number, approve: boolean, remark: string) {
    await ownRefund(tx, staff, id);
    const note = remark.trim() || null;
    const refund = approve
      ? await refundService.approve(tx, id, decidedBy(staff), note)
      : await refundService.reject(tx, id, decidedBy(staff), note);
    await audit(tx, staff, approve ? 'refund.approve' : 'refund.reject', String(id), {
      amount: refund.amount,
      remark: note,
    });
    return refund;
  }

  async function prepaymentList(staff: Staff): Promise<AdminPrepayment[]> {
    const rows = await prepaymentService.ofSchool(staff.unitId);
    return rows.map((row) => {
      const paid = row.purchases.filter((purchase) => purchase.status === 'Pay');
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        orderPaymentType: row.orderPaymentType,
        amount: row.amount,
        minAmount: row.minAmount,
        maxAmount: row.maxAmount,
        discountRate: row.discountRate,
        validFrom: row.validFrom,
        validUntil: row.validUntil,
        createdAt: row.createdAt,
        paidCount: paid.length,
        paidCredit: paid.reduce((sum, purchase) => sum + purchase.creditAmount, 0),
        withdrawnAt: row.withdrawnAt,
      };
    });
  }

  /** The bounds each kind needs (decision 029): what a parent could never buy is refused. */
  function checkPrepayment(body: AddPrepaymentBody): void {
    if (body.validFrom > body.validUntil) throw invalidField('validUntil');
    if (body.orderPaymentType === 'Custom') {
      if (body.minAmount < 1) throw invalidField('minAmount');
      if (body.maxAmount < body.minAmount) throw invalidField('maxAmount');
    } else if (body.orderPaymentType !== 'DisparkMultipleMeals' && body.amount < 1)
      throw invalidField('amount');
  }

  /** The school's offer, with what families bought of it; another school's id answers 404. */
  async function prepayment(staff: Staff, id: number): Promise<AdminPrepayment> {
    const found = (await prepaymentList(staff)).find((row) => row.id === id);
    if (!found) throw notFound();
    return found;
  }

  async function addPrepayment(tx: AnyTx, staff: Staff, body: AddPrepaymentBody): Promise<number> {
    checkPrepayment(body);
    const custom = body.orderPaymentType === 'Custom';
    const [row] = await tx
      .insert(prepayments)
      .values({
        unitId: staff.unitId,
        name: body.name,
        description: body.description,
        orderPaymentType: body.orderPaymentType,
        amount: custom || body.orderPaymentType === 'DisparkMultipleMeals' ? 0 : body.amount,
        minAmount: custom ? body.minAmount : 0,
        maxAmount: custom ? body.maxAmount : 0,
        discountRate: body.discountRate,
        validFrom: body.validFrom,
        validUntil: body.validUntil,
      })
      .returning({ id: prepayments.id });
    await audit(tx, staff, 'prepayment.add', String(row!.id), { name: body.name });
    return row!.id;
  }

  /** Families no longer see or buy it; purchases already made (paid or not) stand. */
  async function withdrawPrepayment(tx: AnyTx, staff: Staff, id: number): Promise<number> {
    const [row] = await tx
      .select({ name: prepayments.name, withdrawnAt: prepayments.withdrawnAt })
      .from(prepayments)
      .where(and(eq(prepayments.id, id), eq(prepayments.unitId, staff.unitId)))
      .for('update');
    if (!row) throw notFound();
    if (row.withdrawnAt) return id;
    await tx.update(prepayments).set({ withdrawnAt: clock.now() }).where(eq(prepayments.id, id));
    await audit(tx, staff, 'prepayment.withdraw', String(id), { name: row.name });
    return id;
  }

  async function couponList(staff: Staff): Promise<AdminCoupon[]> {
    const rows = await couponService.ofSchool(staff.unitId);
    const ids = [...new Set(rows.map((row) => row.userId))];
    const people = ids.length
      ? await db
          .select({ id: accounts.id, userName: accounts.userName, mobile: accounts.mobile })
          .from(accounts)
          .where(inArray(accounts.id, ids))
      : [];
    return rows.map((row) => {
      const person = people.find((p) => p.id === row.userId);
      return { ...row, accountName: person?.userName ?? '', mobile: person?.mobile ?? null };
    });
  }

  /** The coupon given at this school, with its family's name and mobile. */
  async function coupon(staff: Staff, id: number): Promise<AdminCoupon> {
    const found = (await couponList(staff)).find((row) => row.id === id);
    if (!found) throw notFound();
    return found;
  }

  /** A family of this school by mobile: an account with a child there; anyone else is 404. */
  async function familyOf(tx: AnyTx, staff: Staff, mobile: string): Promise<number> {
    const [row] = await tx
      .select({ accountId: accounts.id })
      .from(accounts)
      .innerJoin(associatedUsers, eq(associatedUsers.accountId, accounts.id))
      .where(
        and(
          eq(accounts.mobile, mobile),
          eq(associatedUsers.unitId, staff.unitId),
          eq(associatedUsers.userTypes, 'Student'),
        ),
      )
      .limit(1);
    if (!row) throw notFound();
    return row.accountId;
  }

  async function issueCoupon(tx: AnyTx, staff: Staff, body: IssueCouponBody): Promise<number> {
    if (body.validFrom > body.validUntil) throw invalidField('validUntil');
    const accountId = await familyOf(tx, staff, body.mobile);
    const [row] = await tx
      .insert(coupons)
      .values({
        accountId,
        unitId: staff.unitId,
        name: body.name,
        couponScene: body.couponScene,
        value: body.value,
        minOrderAmount: body.minOrderAmount,
        validFrom: body.validFrom,
        validUntil: body.validUntil,
      })
      .returning({ id: coupons.id });
    await audit(tx, staff, 'coupon.issue', String(row!.id), { accountId, value: body.value });
    return row!.id;
  }

  /**
   * An unused coupon given at this school can no longer be used; a used one answers 409. The
   * update is conditional on `used_at is null`, as using it is on `revoked_at is null`, so of a
   * revoke and a payment racing for it exactly one wins.
   */
  async function revokeCoupon(tx: AnyTx, staff: Staff, id: number): Promise<number> {
    const [row] = await tx
      .select({ usedAt: coupons.usedAt, revokedAt: coupons.revokedAt, value: coupons.value })
      .from(coupons)
      .where(and(eq(coupons.id, id), eq(coupons.unitId, staff.unitId)))
      .for('update');
    if (!row) throw notFound();
    if (row.revokedAt) return id;
    const revoked = row.usedAt
      ? []
      : await tx
          .update(coupons)
          .set({ revokedAt: clock.now() })
          .where(and(eq(coupons.id, id), isNull(coupons.usedAt)))
          .returning({ id: coupons.id });
    if (revoked.length === 0) throw new DomainError('COUPON_USED', serverMessages.couponUsed);
    await audit(tx, staff, 'coupon.revoke', String(id), { value: row.value });
    return id;
  }

  return {
    refundList,
    approve: (tx: AnyTx, staff: Staff, id: number, remark: string) =>
      decide(tx, staff, id, true, remark),
    reject: (tx: AnyTx, staff: Staff, id: number, remark: string) =>
      decide(tx, staff, id, false, remark),
    prepaymentList,
    prepayment,
    addPrepayment,
    withdrawPrepayment,
    couponList,
    coupon,
    issueCoupon,
    revokeCoupon,
  };
}

export type AdminPrepaidService = ReturnType<typeof createAdminPrepaid>;
