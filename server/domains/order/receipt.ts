import { and, eq, inArray } from 'drizzle-orm';
import type { PayMethod } from '../../../lib/contract/enums';
import type { Receipt, ReceiptDiscount } from '../../../lib/contract/order';
import type { Db, Tx } from '../db';
import { coupons, ledger, orders, payments } from '../schema';

// An order's receipt (decision 072), read from what settled it, so the result page, the detail
// and the Orders card cannot disagree: the payment that paid the order (its channel and amount;
// a coupon is the difference to the price), the school's counter, or a meal package's money and
// its share of the package's discount (the Allowance row the package wrote under the order's
// number).

type OrderRow = typeof orders.$inferSelect;

/** The ledger remark under which a package writes an order's share of its discount. */
export const packageShareRemark = (orderNo: string) => orderNo;

export async function receiptsOf(tx: Db | Tx, rows: OrderRow[]): Promise<Map<number, Receipt>> {
  const result = new Map<number, Receipt>();
  const paid = rows.filter((row) => row.orderStatus !== 'UnPay');
  for (const row of rows)
    result.set(row.id, { price: row.amount, discounts: [], paid: 0, method: null, paidAt: null });
  if (paid.length === 0) return result;
  const ids = paid.map((row) => row.id);
  const settled = await tx
    .select({ orderId: payments.orderId, channel: payments.channel, amount: payments.amount })
    .from(payments)
    .where(
      and(
        inArray(payments.orderId, ids),
        eq(payments.status, 'Paid'),
        eq(payments.outcome, 'order'),
      ),
    );
  const used = await tx
    .select({ orderId: coupons.usedOrderId, name: coupons.name })
    .from(coupons)
    .where(inArray(coupons.usedOrderId, ids));
  const shares = await tx
    .select({ remark: ledger.remark, amount: ledger.amount })
    .from(ledger)
    .where(
      and(
        eq(ledger.type, 'Allowance'),
        eq(ledger.refType, 'purchase'),
        inArray(
          ledger.remark,
          paid.map((row) => packageShareRemark(row.orderNo)),
        ),
      ),
    );
  for (const row of paid) {
    const payment = settled.find((p) => p.orderId === row.id);
    const discounts: ReceiptDiscount[] = [];
    let method: PayMethod;
    let paidFen: number;
    if (payment) {
      method = payment.channel;
      paidFen = payment.amount;
      const off = row.amount - payment.amount;
      if (off > 0)
        discounts.push({
          kind: 'coupon',
          name: used.find((c) => c.orderId === row.id)?.name ?? null,
          amount: off,
        });
    } else if (row.payMode === 'Offline') {
      method = 'offline';
      paidFen = row.amount;
    } else {
      // No payment of its own: a meal package ordered it from the package's money.
      method = 'package';
      const share = shares
        .filter((s) => s.remark === packageShareRemark(row.orderNo))
        .reduce((sum, s) => sum + s.amount, 0);
      if (share > 0) discounts.push({ kind: 'package', name: null, amount: share });
      paidFen = row.amount - share;
    }
    result.set(row.id, {
      price: row.amount,
      discounts,
      paid: paidFen,
      method,
      paidAt: row.paidAt?.toISOString() ?? null,
    });
  }
  return result;
}
