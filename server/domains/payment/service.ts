import { randomBytes } from 'node:crypto';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Payment, PaymentChannel } from '../../../lib/contract/order';
import type { Clock } from '../../core/clock';
import type { Db, Tx } from '../db';
import type { PaymentOutcome } from '../../core/db/enums';
import { orders, payments } from '../schema';
import { DomainError, invalidField, notFound } from '../../core/errors';
import { serverMessages } from '../../messages';
import type { CouponsService } from '../coupon';
import { availableOf, lockAccount, post } from '../ledger';
import type { OrdersService } from '../order';
import type { PurchaseSettlement } from '../order';
import type { MoneyReminders } from '../reminder';
import QRCode from 'qrcode';
import type { PaymentProvider, ProviderReport } from './provider';
import { createPurchasePayments } from './purchasePayments';
import { createPaymentReads, type PaymentRow } from './reads';
import { schoolOfPayment } from './school';
import { newCheckoutKey } from './sandbox';
import { payerResolver, type Payer } from './channel';

// Payments through one provider interface (decision 018), a provider per channel: the sandbox
// (demo and tests; the orangebank channel uses it too) or WeChat Pay (production). No payment is
// ever dropped: a Paid report for a payment we issued is recorded once, and if its order can no
// longer take it the money is credited to the balance as Recharge.

/** Something the school should look at (a paid amount that differs from what was asked). */
export type PaymentLog = { warn(object: object, message: string): void };

export type PaymentProviders = Partial<Record<PaymentChannel, PaymentProvider>>;

const noProvider = () => new DomainError('PAYMENT_UNAVAILABLE', serverMessages.paymentUnavailable);

export function createPayments(
  db: Db,
  clock: Clock,
  providers: PaymentProviders,
  orderService: OrdersService,
  log: PaymentLog,
  coupons: CouponsService,
  purchases: PurchaseSettlement,
  remind: MoneyReminders,
  mode: { demo: boolean; appid?: string },
) {
  function providerOf(channel: PaymentChannel): PaymentProvider {
    if (channel === 'balance') throw invalidField('channel');
    const provider = providers[channel];
    if (!provider) throw noProvider();
    return provider;
  }

  const resolve = payerResolver(providerOf, mode);

  async function toPayment(row: PaymentRow, couponValue?: number): Promise<Payment> {
    const provider = row.channel === 'balance' ? undefined : providers[row.channel];
    const pending = row.status === 'Pending';
    return {
      id: row.id,
      orderId: row.orderId ?? 0,
      purchaseId: row.purchaseId,
      ...(couponValue !== undefined && { couponValue }),
      outTradeNo: row.outTradeNo,
      channel: row.channel,
      amount: row.amount,
      status: row.status,
      checkoutUrl: provider?.checkoutUrl(row) ?? '',
      launch: pending ? (provider?.launch(row) ?? null) : null,
      qrCode:
        pending && row.scene === 'native' && row.payUrl
          ? await QRCode.toDataURL(row.payUrl, { errorCorrectionLevel: 'M', margin: 1 })
          : null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  const newTradeNo = (prefix = 'T') =>
    `${prefix}${clock.now().getTime()}${randomBytes(5).toString('hex')}`;

  /**
   * Starts a payment of an UnPay order; an earlier Pending one is superseded (cancelled). A
   * coupon's value comes off what the provider asks (decision 031); the balance channel, or a
   * coupon worth the whole order, settles at once without a provider.
   */
  async function start(
    tx: Tx,
    accountId: number,
    orderId: number,
    payer: Payer,
    couponId?: number,
  ): Promise<Payment> {
    const { channel, provider, ...how } = await resolve(tx, accountId, payer);
    // The caller's order (another account's is 404), locked: the lock waits out a payment in
    // flight and then reads the row as that one left it.
    const [current] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.accountId, accountId)))
      .for('update');
    if (!current) throw notFound();
    if (current.orderStatus !== 'UnPay')
      throw new DomainError('ALREADY_PAID', serverMessages.alreadyPaid);
    const couponValue = couponId ? await coupons.valueFor(tx, accountId, couponId, current) : 0;
    const amount = current.amount - couponValue;
    await tx
      .update(payments)
      .set({ status: 'Cancelled', settledAt: clock.now() })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'Pending')));
    if (!provider || amount === 0)
      return payFromBalance(tx, current, amount, couponId ?? null, couponValue);
    const outTradeNo = newTradeNo();
    const checkoutKey = newCheckoutKey();
    // Inside the transaction: a refused prepay leaves no payment behind.
    const started = await provider.start({
      outTradeNo,
      amount,
      description: current.orderNo,
      checkoutKey,
      ...how,
    });
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId,
        accountId,
        associatedUserId: current.associatedUserId,
        outTradeNo,
        channel,
        amount,
        couponId: couponId ?? null,
        checkoutKey,
        prepayId: started.prepayId ?? null,
        scene: how.scene ?? null,
        payUrl: started.payUrl ?? null,
        createdAt: clock.now(),
      })
      .returning();
    await tx.update(orders).set({ outTradeNo, payMode: 'Online' }).where(eq(orders.id, orderId));
    return toPayment(payment!, couponValue);
  }

  /** The order paid from the balance (what waiting refunds hold excluded) and its coupon. */
  async function payFromBalance(
    tx: Tx,
    order: typeof orders.$inferSelect,
    amount: number,
    couponId: number | null,
    couponValue: number,
  ): Promise<Payment> {
    await lockAccount(tx, order.accountId);
    // Only the wallet at the order's school pays it (decision 066).
    if ((await availableOf(tx, order.accountId, order.unitId)) < amount)
      throw new DomainError('INSUFFICIENT_BALANCE', serverMessages.insufficientBalance);
    if (couponId && !(await coupons.use(tx, couponId, order.id)))
      throw new DomainError('COUPON_INVALID', serverMessages.couponInvalid);
    const outTradeNo = newTradeNo('B');
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        accountId: order.accountId,
        associatedUserId: order.associatedUserId,
        outTradeNo,
        channel: 'balance',
        amount,
        couponId,
        status: 'Paid',
        paidAmount: amount,
        outcome: 'order',
        settledAt: clock.now(),
        createdAt: clock.now(),
      })
      .returning();
    await tx.update(orders).set({ outTradeNo, payMode: 'Online' }).where(eq(orders.id, order.id));
    await markOrderPaid(
      tx,
      order,
      { type: 'payment', id: payment!.id },
      { paid: 0, couponId, couponValue },
    );
    await remind.payment(tx, settled(payment!, order));
    await remind.balance(tx, order.accountId);
    return toPayment(payment!, couponValue);
  }

  const purchasePayments = createPurchasePayments(clock, resolve, toPayment, newTradeNo);

  /** A payment just settled, as its result reminder says it: no second read of either row. */
  function settled(
    payment: PaymentRow,
    order: Pick<typeof orders.$inferSelect, 'orderNo' | 'orderType'> | undefined,
  ) {
    return {
      id: payment.id,
      accountId: payment.accountId,
      status: payment.status,
      amount: payment.amount,
      outTradeNo: payment.outTradeNo,
      orderId: payment.orderId,
      orderNo: order?.orderNo ?? null,
      orderType: order?.orderType ?? null,
    };
  }

  /**
   * Order paid: the money in (Recharge, `paid` fen), a coupon's value (Allowance) and the order's
   * charge, with the state change.
   */
  async function markOrderPaid(
    tx: Tx,
    order: typeof orders.$inferSelect,
    ref: { type: string; id: number },
    money: { paid: number; couponId: number | null; couponValue: number } = {
      paid: order.amount,
      couponId: null,
      couponValue: 0,
    },
  ): Promise<void> {
    await tx
      .update(orders)
      .set({ orderStatus: 'Pay', paidAt: clock.now() })
      .where(eq(orders.id, order.id));
    await post(tx, [
      {
        accountId: order.accountId,
        associatedUserId: order.associatedUserId,
        unitId: order.unitId,
        type: 'Recharge',
        amount: money.paid,
        refType: ref.type,
        refId: ref.id,
      },
      {
        accountId: order.accountId,
        associatedUserId: order.associatedUserId,
        unitId: order.unitId,
        type: 'Allowance',
        amount: money.couponValue,
        refType: 'coupon',
        refId: money.couponId ?? undefined,
      },
      {
        accountId: order.accountId,
        associatedUserId: order.associatedUserId,
        unitId: order.unitId,
        type: order.orderType === 'Month' ? 'OrderMonth' : 'OrderDay',
        amount: order.amount,
        refType: 'order',
        refId: order.id,
      },
    ]);
  }

  /**
   * A provider's notification, checked by that provider over the raw bytes before anything reads
   * the body. Not genuine: 401. A payment we never issued: 404.
   */
  async function notify(
    tx: Tx,
    channel: 'sandbox' | 'wechat',
    raw: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<{ accepted: boolean }> {
    const provider = channel === 'sandbox' ? providers.sandbox : providers.wechat;
    if (!provider) throw notFound();
    const report = await provider.verifyNotification(raw, headers).catch(() => null);
    if (!report) throw new DomainError('BAD_SIGNATURE', serverMessages.badSignature);
    const found = await record(tx, report);
    if (!found) throw notFound();
    return { accepted: true };
  }

  /**
   * Applies what a provider said, once: Paid moves a payment to Paid exactly one time, whatever
   * state it was in (a late, superseded or differing payment is money the parent really paid);
   * Declined only ends a Pending one. False when no such payment was issued.
   */
  async function record(tx: Tx, report: ProviderReport): Promise<boolean> {
    if (report.status === 'Pending') return true;
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.outTradeNo, report.outTradeNo))
      .for('update');
    if (!payment) return false;
    if (payment.status === 'Paid') return true;
    if (report.status === 'Declined') {
      if (payment.status === 'Pending') {
        await tx
          .update(payments)
          .set({ status: 'Declined', settledAt: clock.now() })
          .where(eq(payments.id, payment.id));
        // A declined package payment ends its purchase: never left 支付中 (decision 072).
        if (payment.purchaseId) await purchases.decline(tx, payment.purchaseId);
        await remind.payment(tx, payment.id);
      }
      return true;
    }
    const [order] = payment.orderId
      ? await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update')
      : [];
    const takes =
      payment.status === 'Pending' &&
      (payment.purchaseId
        ? await purchases.canTake(tx, payment.purchaseId)
        : order?.orderStatus === 'UnPay');
    // A coupon another payment used meanwhile: the order cannot take this money any more.
    const amountOk = report.amount === payment.amount;
    const couponOk =
      !takes ||
      !amountOk ||
      !payment.couponId ||
      !order ||
      (await coupons.use(tx, payment.couponId, order.id));
    const outcome: PaymentOutcome = !amountOk
      ? 'amount_differs'
      : takes && couponOk
        ? 'order'
        : 'balance';
    await tx
      .update(payments)
      .set({
        status: 'Paid',
        settledAt: clock.now(),
        paidAmount: report.amount,
        providerRef: report.providerRef ?? null,
        outcome,
      })
      .where(eq(payments.id, payment.id));
    await remind.payment(tx, settled({ ...payment, status: 'Paid' }, order));
    if (outcome === 'order' && payment.purchaseId) {
      await purchases.settle(tx, payment.purchaseId, { id: payment.id, paid: report.amount });
      // The purchase's meals are charged from the balance the payment just credited.
      await remind.balance(tx, payment.accountId);
      return true;
    }
    if (outcome === 'order') {
      const couponValue = order!.amount - payment.amount;
      await markOrderPaid(
        tx,
        order!,
        { type: 'payment', id: payment.id },
        { paid: report.amount, couponId: payment.couponId, couponValue },
      );
      return true;
    }
    await post(tx, [
      {
        accountId: payment.accountId,
        associatedUserId: payment.associatedUserId,
        unitId: order?.unitId ?? (await schoolOfPayment(tx, payment)),
        type: 'Recharge',
        amount: report.amount,
        refType: 'payment',
        refId: payment.id,
      },
    ]);
    if (outcome === 'amount_differs')
      log.warn(
        { paymentId: payment.id, asked: payment.amount, paid: report.amount },
        'payment amount differs: credited to the balance, for the school to review',
      );
    return true;
  }

  /** Payments still Pending after `olderThanMs`: reconciliation asks their providers. */
  async function stalePending(olderThanMs: number): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.status, 'Pending'),
          lt(payments.createdAt, new Date(clock.now().getTime() - olderThanMs)),
        ),
      )
      .orderBy(asc(payments.id));
  }

  /** What the payment's provider says now; null when it is still pending or says nothing. */
  async function ask(payment: PaymentRow): Promise<ProviderReport | null> {
    const provider = providers[payment.channel];
    if (!provider) return null;
    const report = await provider.query(payment.outTradeNo);
    if (report.status === 'Pending' || report.outTradeNo !== payment.outTradeNo) return null;
    return report;
  }

  /**
   * The school's counter payment: an UnPay order marked paid, inside the caller's transaction
   * (the console's audit row commits with it).
   */
  async function markPaidOffline(tx: Tx, orderId: number): Promise<boolean> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.orderStatus !== 'UnPay') return false;
    await tx
      .update(payments)
      .set({ status: 'Cancelled', settledAt: clock.now() })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'Pending')));
    await tx.update(orders).set({ payMode: 'Offline' }).where(eq(orders.id, orderId));
    await markOrderPaid(tx, order, { type: 'offline', id: orderId });
    return true;
  }

  const reads = createPaymentReads(db, clock, orderService, toPayment);

  return {
    start,
    ...purchasePayments,
    notify,
    record,
    stalePending,
    ask,
    ...reads,
    markPaidOffline,
  };
}

export type PaymentsService = ReturnType<typeof createPayments>;
