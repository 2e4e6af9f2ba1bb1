import { and, desc, eq } from 'drizzle-orm';
import type { OrderQuery, Payment } from '../../../lib/contract/order';
import type { Clock } from '../../core/clock';
import type { Db, Tx } from '../db';
import { payments } from '../schema';
import type { OrdersService } from '../order';

export type PaymentRow = typeof payments.$inferSelect;

/** A parent's view of an order's latest payment, cancelling a pending one, the sandbox's lookup. */
export function createPaymentReads(
  db: Db,
  clock: Clock,
  orderService: OrdersService,
  toPayment: (row: PaymentRow) => Promise<Payment>,
) {
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
    const { orderStatus, paymentStatus } = await orderService.statusOf(accountId, orderId);
    return {
      orderId,
      orderStatus,
      // As the order's detail derives it (toOrder).
      payStatus: orderStatus === 'UnPay' ? 'UnPay' : 'Pay',
      paymentStatus,
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

  /** For the sandbox checkout page: no account, the link's random key is the capability. */
  async function byCheckoutKey(key: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.checkoutKey, key));
    return row?.channel === 'wechat' || row?.channel === 'balance' ? undefined : row;
  }

  /** A pending WeChat Pay H5 payment by its link's key (the key is the capability). */
  async function h5ByKey(key: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.checkoutKey, key));
    return row?.channel === 'wechat' && row.scene === 'h5' && row.status === 'Pending' && row.payUrl
      ? row
      : undefined;
  }

  return { query, paymentOf, cancelPending, byCheckoutKey, h5ByKey };
}
