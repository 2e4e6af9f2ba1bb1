import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type {
  OrderQuery,
  Payment,
  PaymentCallback,
  PaymentChannel,
} from '../../lib/contract/order';
import type { Clock } from '../config';
import type { Db, Tx } from '../db/database';
import { orders, payments } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { post } from './ledger';
import { serverMessages } from '../messages';
import type { OrderService } from './orders';

// Payments through a provider interface. The sandbox provider (default; the orangebank channel
// uses it too) shows its own checkout page on this server and calls back with a signed body.
// Settling is replay-safe: only a Pending payment of an UnPay order moves, under a row lock.

export interface PaymentProvider {
  /** Where the browser goes to approve or decline. */
  checkoutUrl(payment: { id: number; outTradeNo: string }): string;
  /** The callback's signature over its exact JSON body. */
  sign(body: string): string;
  verify(body: string, signature: string): boolean;
}

export function sandboxPaymentProvider(secret: string): PaymentProvider {
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('hex');
  return {
    checkoutUrl: (payment) => `/sandbox/pay/${payment.id}`,
    sign,
    verify(body, signature) {
      const expected = Buffer.from(sign(body), 'hex');
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

type PaymentRow = typeof payments.$inferSelect;

export function createPayments(
  db: Db,
  clock: Clock,
  provider: PaymentProvider,
  orderService: OrderService,
) {
  function toPayment(row: PaymentRow): Payment {
    return {
      id: row.id,
      orderId: row.orderId,
      outTradeNo: row.outTradeNo,
      channel: row.channel,
      amount: row.amount,
      status: row.status,
      checkoutUrl: provider.checkoutUrl(row),
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** Starts a payment of an UnPay order; an earlier Pending one is superseded (cancelled). */
  async function start(
    tx: Tx,
    accountId: number,
    orderId: number,
    channel: PaymentChannel,
  ): Promise<Payment> {
    const { row } = await orderService.load(tx, accountId, orderId);
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (current?.orderStatus !== 'UnPay')
      throw new HttpError(409, serverMessages.alreadyPaid, 'ALREADY_PAID');
    await tx
      .update(payments)
      .set({ status: 'Cancelled', settledAt: clock.now() })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'Pending')));
    const outTradeNo = `T${clock.now().getTime()}${randomBytes(5).toString('hex')}`;
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId,
        accountId,
        outTradeNo,
        channel,
        amount: row.amount,
        createdAt: clock.now(),
      })
      .returning();
    await tx.update(orders).set({ outTradeNo, payMode: 'Online' }).where(eq(orders.id, orderId));
    return toPayment(payment!);
  }

  /** Order paid: the money in (Recharge) and the order's charge, with the state change. */
  async function markOrderPaid(
    tx: Tx,
    order: typeof orders.$inferSelect,
    ref: { type: string; id: number },
  ): Promise<void> {
    await tx
      .update(orders)
      .set({ orderStatus: 'Pay', paidAt: clock.now() })
      .where(eq(orders.id, order.id));
    await post(tx, [
      {
        accountId: order.accountId,
        associatedUserId: order.associatedUserId,
        type: 'Recharge',
        amount: order.amount,
        refType: ref.type,
        refId: ref.id,
      },
      {
        accountId: order.accountId,
        associatedUserId: order.associatedUserId,
        type: order.orderType === 'Month' ? 'OrderMonth' : 'OrderDay',
        amount: order.amount,
        refType: 'order',
        refId: order.id,
      },
    ]);
  }

  /** The provider's callback. Replays and late callbacks change nothing. */
  async function settle(rawBody: string, signature: string): Promise<{ accepted: boolean }> {
    if (!provider.verify(rawBody, signature))
      throw new HttpError(401, serverMessages.badSignature, 'BAD_SIGNATURE');
    const body = JSON.parse(rawBody) as PaymentCallback;
    return db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.outTradeNo, body.outTradeNo))
        .for('update');
      if (!payment) throw notFound();
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, payment.orderId))
        .for('update');
      if (!order || payment.status !== 'Pending') return { accepted: true };
      if (
        body.status === 'Declined' ||
        body.amount !== payment.amount ||
        order.orderStatus !== 'UnPay'
      ) {
        await tx
          .update(payments)
          .set({ status: 'Declined', settledAt: clock.now() })
          .where(eq(payments.id, payment.id));
        return { accepted: true };
      }
      await tx
        .update(payments)
        .set({ status: 'Paid', settledAt: clock.now() })
        .where(eq(payments.id, payment.id));
      await markOrderPaid(tx, order, { type: 'payment', id: payment.id });
      return { accepted: true };
    });
  }

  async function latest(tx: Db | Tx, orderId: number): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(payments.id))
      .limit(1);
    return row;
  }

  async function query(accountId: number, orderId: number): Promise<OrderQuery> {
    const order = await orderService.detail(accountId, orderId);
    const payment = await latest(db, orderId);
    return {
      orderId,
      orderStatus: order.orderStatus,
      payStatus: order.payStatus,
      paymentStatus: payment?.status ?? null,
    };
  }

  async function paymentOf(accountId: number, orderId: number): Promise<Payment | null> {
    await orderService.detail(accountId, orderId);
    const row = await latest(db, orderId);
    return row ? toPayment(row) : null;
  }

  async function cancelPending(accountId: number, orderId: number): Promise<OrderQuery> {
    await orderService.detail(accountId, orderId);
    await db
      .update(payments)
      .set({ status: 'Cancelled', settledAt: clock.now() })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'Pending')));
    return query(accountId, orderId);
  }

  /** The school's offline task: an UnPay order marked paid at the counter. */
  async function markPaidOffline(orderId: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order || order.orderStatus !== 'UnPay') return false;
      await tx
        .update(payments)
        .set({ status: 'Cancelled', settledAt: clock.now() })
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'Pending')));
      await tx.update(orders).set({ payMode: 'Offline' }).where(eq(orders.id, orderId));
      await markOrderPaid(tx, order, { type: 'offline', id: orderId });
      return true;
    });
  }

  /** For the sandbox checkout page (no account: the trade number is the capability). */
  async function byId(id: number): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id));
    return row;
  }

  return { start, settle, query, paymentOf, cancelPending, markPaidOffline, byId, provider };
}

export type PaymentService = ReturnType<typeof createPayments>;
