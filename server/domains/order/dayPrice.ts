import type { Db, Tx } from '../db';
import type { orderDays, orders } from '../schema';
import { receiptsOf } from './receipt';

// What a family actually paid for one meal of an order (decision 086), the only amount a meal
// taken out of a paid order may give back: a coupon's or a package's discount was the school's
// money, and crediting the list price would turn it into balance, then into cash. The order's
// receipt says what was paid; each meal's share is its price in that ratio, rounded down, so
// the shares never add up to more than was paid.

type OrderRow = typeof orders.$inferSelect;
type DayRow = typeof orderDays.$inferSelect;

export function shareOf(price: number, paid: number, amount: number): number {
  if (amount <= 0 || paid >= amount) return price;
  return Math.floor((price * Math.max(0, paid)) / amount);
}

/** Fen paid for each of `days` of the paid order `row`. */
export async function paidPricesOf(
  tx: Db | Tx,
  row: OrderRow,
  days: Pick<DayRow, 'id' | 'price'>[],
): Promise<Map<number, number>> {
  const receipt = (await receiptsOf(tx, [row])).get(row.id)!;
  return new Map(days.map((day) => [day.id, shareOf(day.price, receipt.paid, row.amount)]));
}
