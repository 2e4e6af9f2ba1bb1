import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { payableOf, yuanOf } from '../../../lib/money/fen';
import type {
  MultipleMealsBody,
  Prepayment,
  PrepaymentModel,
  Purchase,
  PurchasePayment,
  PurchaseState,
} from '../../../lib/contract/prepayment';
import type { Clock } from '../../core/clock';
import { localDate } from '../../core/db/dates';
import type { Db, Tx } from '../db';
import { prepaymentDiscounts, prepaymentPurchases, prepayments } from '../schema';
import { DomainError, invalidField, notFound } from '../../core/errors';
import { serverMessage, serverMessages } from '../../messages';
import { ownChild, type OwnChild } from '../user';
import type { OrdersService } from '../order';
import type { Payer, PaymentsService } from '../payment';
import { assertSchoolFunctionOn, diningRules, DINING_TYPES, priceOf } from '../school';
import { isUniqueViolation } from '../../core/db/unique';
import { packageCredit } from './meals';

// Prepayments (decision 029): what a school sells in advance, a child's discount on it, buying
// one (a purchase and its payment in the caller's idempotent transaction), giving up an unpaid
// purchase, and the bank-card path's PAYING mark. The money moves when the payment is recorded
// (purchases.ts), never here.

type PrepaymentRow = typeof prepayments.$inferSelect;
type PurchaseRow = typeof prepaymentPurchases.$inferSelect;

const closed = () => new DomainError('PREPAYMENT_CLOSED', serverMessages.prepaymentClosed);
const pending = () => new DomainError('PREPAYMENT_BOUGHT', serverMessages.prepaymentPending);

/** How long an unpaid once-per-child purchase keeps others out (its checkout may still be paid). */
export const PURCHASE_HOLD_MS = 15 * 60 * 1000;

export function toPurchase(row: PurchaseRow): Purchase {
  return {
    id: row.id,
    orderNo: row.orderNo,
    prepaymentId: row.prepaymentId,
    associatedUserId: row.associatedUserId,
    orderType: row.orderType,
    amount: row.amount,
    creditAmount: row.creditAmount,
    status: row.status,
    plan: row.plan ?? null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export function createPrepayments(
  db: Db,
  clock: Clock,
  orderService: OrdersService,
  payments: PaymentsService,
) {
  async function rateOf(tx: Db | Tx, row: PrepaymentRow, associatedUserId: number) {
    const [own] = await tx
      .select({ rate: prepaymentDiscounts.discountRate })
      .from(prepaymentDiscounts)
      .where(
        and(
          eq(prepaymentDiscounts.prepaymentId, row.id),
          eq(prepaymentDiscounts.associatedUserId, associatedUserId),
        ),
      );
    return own?.rate ?? row.discountRate;
  }

  async function latestPurchase(tx: Db | Tx, prepaymentId: number, associatedUserId: number) {
    const [row] = await tx
      .select()
      .from(prepaymentPurchases)
      .where(
        and(
          eq(prepaymentPurchases.prepaymentId, prepaymentId),
          eq(prepaymentPurchases.associatedUserId, associatedUserId),
          inArray(prepaymentPurchases.status, ['UnPay', 'PAYING', 'Pay']),
        ),
      )
      .orderBy(desc(prepaymentPurchases.id))
      .limit(1);
    return row;
  }

  async function toPrepayment(tx: Db | Tx, row: PrepaymentRow, kid: OwnChild): Promise<Prepayment> {
    const today = localDate(clock.now(), kid.timeZone);
    const latest = await latestPurchase(tx, row.id, kid.id);
    const bought = row.orderPaymentType === 'Sealing' && latest?.status === 'Pay';
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      orderPaymentType: row.orderPaymentType,
      amount: row.amount,
      minAmount: row.minAmount,
      maxAmount: row.maxAmount,
      discountRate: await rateOf(tx, row, kid.id),
      validFrom: row.validFrom,
      validUntil: row.validUntil,
      orderPaymentUserStatus: latest?.status ?? null,
      purchasable: !bought && row.validFrom <= today && today <= row.validUntil,
    };
  }

  async function list(accountId: number, associatedUserId: number, page: number, size: number) {
    const kid = await ownChild(db, accountId, associatedUserId);
    // A prepayment the school withdrew (decision 057) is no longer offered.
    const where = and(eq(prepayments.unitId, kid.unitId), isNull(prepayments.withdrawnAt));
    const [total] = await db.select({ n: count() }).from(prepayments).where(where);
    const rows = await db
      .select()
      .from(prepayments)
      .where(where)
      .orderBy(asc(prepayments.id))
      .limit(size)
      .offset(page * size);
    const content: Prepayment[] = [];
    for (const row of rows) content.push(await toPrepayment(db, row, kid));
    return { content, page, size, total: Number(total?.n ?? 0) };
  }

  /** A prepayment offered at the child's own school; any other (or withdrawn) answers 404. */
  async function ofChild(tx: Db | Tx, accountId: number, prepaymentId: number, childId: number) {
    const kid = await ownChild(tx, accountId, childId);
    const [row] = await tx
      .select()
      .from(prepayments)
      .where(
        and(
          eq(prepayments.id, prepaymentId),
          eq(prepayments.unitId, kid.unitId),
          isNull(prepayments.withdrawnAt),
        ),
      );
    if (!row) throw notFound();
    return { kid, row };
  }

  async function prices(tx: Db | Tx, kid: OwnChild) {
    const served = [];
    for (const diningType of DINING_TYPES) {
      const rules = await diningRules(tx, kid.unitId, diningType);
      if (rules) served.push({ diningType, price: priceOf(rules, kid.mealKind) });
    }
    return served;
  }

  async function model(
    accountId: number,
    prepaymentId: number,
    associatedUserId: number,
  ): Promise<PrepaymentModel> {
    const { kid, row } = await ofChild(db, accountId, prepaymentId, associatedUserId);
    return {
      prepayment: await toPrepayment(db, row, kid),
      associatedUserId: kid.id,
      prices: await prices(db, kid),
    };
  }

  /**
   * Before a once-per-child purchase: one still unpaid is given up when it is older than the
   * hold (the parent left its checkout), as `retreat` would; a fresher one refuses the new one, so
   * a burst of purchases makes one. Its money, if it still comes, goes to the balance undiscounted.
   */
  async function giveUpStale(tx: Tx, prepaymentId: number, associatedUserId: number) {
    const open = await tx
      .select()
      .from(prepaymentPurchases)
      .where(
        and(
          eq(prepaymentPurchases.prepaymentId, prepaymentId),
          eq(prepaymentPurchases.associatedUserId, associatedUserId),
          eq(prepaymentPurchases.oncePerChild, true),
          inArray(prepaymentPurchases.status, ['UnPay', 'PAYING']),
        ),
      )
      .for('update');
    const heldSince = clock.now().getTime() - PURCHASE_HOLD_MS;
    for (const row of open) {
      if (row.createdAt.getTime() > heldSince) throw pending();
      await payments.cancelPurchasePayments(tx, row.id);
      await tx
        .update(prepaymentPurchases)
        .set({ status: 'Cancel' })
        .where(eq(prepaymentPurchases.id, row.id));
    }
  }

  async function create(
    tx: Tx,
    accountId: number,
    found: { kid: OwnChild; row: PrepaymentRow },
    creditAmount: number,
    plan: PurchaseRow['plan'],
    payer: Payer,
  ): Promise<PurchasePayment> {
    const { kid, row } = found;
    const shown = await toPrepayment(tx, row, kid);
    if (!shown.purchasable)
      throw row.orderPaymentType === 'Sealing' && shown.orderPaymentUserStatus === 'Pay'
        ? new DomainError('PREPAYMENT_BOUGHT', serverMessages.prepaymentBought)
        : closed();
    const amount = payableOf(creditAmount, shown.discountRate);
    const now = clock.now();
    const oncePerChild = row.orderPaymentType === 'Sealing';
    if (oncePerChild) await giveUpStale(tx, row.id, kid.id);
    const [purchase] = await tx
      .insert(prepaymentPurchases)
      .values({
        orderNo: `P${localDate(now, kid.timeZone).replace(/-/g, '')}${randomBytes(4).toString('hex')}`,
        accountId,
        associatedUserId: kid.id,
        prepaymentId: row.id,
        orderType: row.orderPaymentType === 'Custom' ? 'Custom' : 'PayCost',
        amount,
        creditAmount,
        plan,
        oncePerChild,
        createdAt: now,
      })
      .returning()
      .catch((error: unknown) => {
        // Another purchase of the same child got there first (the index, decision 065).
        if (isUniqueViolation(error)) throw pending();
        throw error;
      });
    const payment = await payments.startPurchase(tx, purchase!, payer);
    return { purchase: toPurchase(purchase!), payment };
  }

  /** pay/cost and anonymous/pay/cost: a package, or a Custom amount within its bounds. */
  async function buy(
    tx: Tx,
    accountId: number,
    body: {
      prepaymentId: number;
      associatedUserId: number;
      amount?: number;
    },
    payer: Payer,
  ): Promise<PurchasePayment> {
    const found = await ofChild(tx, accountId, body.prepaymentId, body.associatedUserId);
    const { row } = found;
    if (row.orderPaymentType === 'DisparkMultipleMeals') throw invalidField('prepaymentId');
    await assertSchoolFunctionOn(tx, found.kid.unitId, 'recharge');
    let credit = row.amount;
    if (row.orderPaymentType === 'Custom') {
      if (body.amount === undefined) throw invalidField('amount');
      if (body.amount < row.minAmount || body.amount > row.maxAmount)
        throw new DomainError(
          'PREPAYMENT_AMOUNT',
          serverMessage('prepaymentAmountRange', {
            min: yuanOf(row.minAmount),
            max: yuanOf(row.maxAmount),
          }),
        );
      credit = body.amount;
    }
    return create(tx, accountId, found, credit, null, payer);
  }

  /** A multiple-meal package: every chosen meal must be orderable now as a day order would be. */
  async function buyMeals(tx: Tx, accountId: number, body: MultipleMealsBody, payer: Payer) {
    const found = await ofChild(tx, accountId, body.prepaymentId, body.associatedUserId);
    if (found.row.orderPaymentType !== 'DisparkMultipleMeals') throw invalidField('prepaymentId');
    await assertSchoolFunctionOn(tx, found.kid.unitId, 'recharge');
    const credit = await packageCredit(tx, orderService, accountId, body);
    const plan = { diningTypes: body.diningTypes, dates: [...body.dates].sort() };
    return create(tx, accountId, found, credit, plan, payer);
  }

  async function ownPurchase(tx: Db | Tx, accountId: number, id: number) {
    const [row] = await tx
      .select()
      .from(prepaymentPurchases)
      .where(and(eq(prepaymentPurchases.id, id), eq(prepaymentPurchases.accountId, accountId)))
      .for('update');
    if (!row) throw notFound();
    return row;
  }

  /** Gives up an unpaid purchase; a paid one cannot be (its money is in the balance). */
  async function retreat(tx: Tx, accountId: number, id: number): Promise<Purchase> {
    const row = await ownPurchase(tx, accountId, id);
    if (row.status === 'Pay')
      throw new DomainError('PREPAYMENT_PAID', serverMessages.prepaymentPaid);
    if (row.status === 'Cancel') return toPurchase(row);
    await payments.cancelPurchasePayments(tx, id);
    const [updated] = await tx
      .update(prepaymentPurchases)
      .set({ status: 'Cancel' })
      .where(eq(prepaymentPurchases.id, id))
      .returning();
    return toPurchase(updated!);
  }

  /** The bank-card path (docs/product.md, "States and transitions"): an unpaid purchase becomes PAYING; polled. */
  async function paying(tx: Tx, accountId: number, id: number): Promise<PurchaseState> {
    const row = await ownPurchase(tx, accountId, id);
    if (row.status === 'UnPay') {
      await tx
        .update(prepaymentPurchases)
        .set({ status: 'PAYING' })
        .where(eq(prepaymentPurchases.id, id));
      row.status = 'PAYING';
    }
    const payment = await payments.ofPurchase(tx, id);
    return {
      purchase: toPurchase(row),
      paymentStatus: payment?.status ?? null,
      qrCode: await payments.purchaseQrCode(tx, id),
    };
  }

  /** For the school's console (decision 051): a school's prepayments and their purchases. */
  async function ofSchool(unitId: number) {
    const rows = await db
      .select()
      .from(prepayments)
      .where(eq(prepayments.unitId, unitId))
      .orderBy(asc(prepayments.id));
    const bought = rows.length
      ? await db
          .select()
          .from(prepaymentPurchases)
          .where(
            inArray(
              prepaymentPurchases.prepaymentId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(desc(prepaymentPurchases.id))
      : [];
    return rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
      purchases: bought.filter((p) => p.prepaymentId === row.id).map(toPurchase),
    }));
  }

  return { list, model, buy, buyMeals, retreat, paying, ofSchool };
}

export type PrepaymentsService = ReturnType<typeof createPrepayments>;
