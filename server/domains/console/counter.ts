import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '../../../lib/contract/enums';
import type { Payment } from '../../../lib/contract/order';
import type { Db, Tx } from '../db';
import { orders } from '../schema';
import { notFound } from '../../core/errors';
import type { PaymentsService } from '../payment';
import { audit, type Staff } from './staff';

// The counter takes a payment the payer makes on their own phone (decision 071, its amendment on
// the counter): in production a WeChat Pay Native QR code whatever the console's browser is, in
// demo mode the sandbox's checkout. The order belongs to the school through its unit, else 404.

export function createCounter(db: Db, paymentsService: PaymentsService) {
  async function orderAt(tx: Db | Tx, staff: Staff, orderId: number) {
    const [order] = await tx
      .select({ accountId: orders.accountId, orderStatus: orders.orderStatus })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.unitId, staff.unitId)));
    if (!order) throw notFound();
    return order;
  }

  async function start(tx: Tx, staff: Staff, orderId: number, ip: string): Promise<Payment> {
    const order = await orderAt(tx, staff, orderId);
    const payment = await paymentsService.start(tx, order.accountId, orderId, {
      userAgent: '',
      ip,
      scene: 'native',
    });
    await audit(tx, staff, 'order.counterPayment', String(orderId));
    return payment;
  }

  async function status(
    staff: Staff,
    orderId: number,
  ): Promise<{ orderStatus: OrderStatus; payment: Payment | null }> {
    const order = await orderAt(db, staff, orderId);
    const payment = await paymentsService.paymentOf(order.accountId, orderId);
    return { orderStatus: order.orderStatus, payment };
  }

  return { start, status };
}
