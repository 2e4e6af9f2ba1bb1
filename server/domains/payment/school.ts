import { eq } from 'drizzle-orm';
import type { Tx } from '../db';
import { associatedUsers, prepaymentPurchases, prepayments } from '../schema';
import type { PaymentRow } from './reads';

/**
 * The school whose wallet a payment without an order is credited to (decision 066): its
 * purchase's prepayment's school, else its child's. Money paid for a school stays at it.
 */
export async function schoolOfPayment(tx: Tx, payment: PaymentRow): Promise<number> {
  if (payment.purchaseId) {
    const [row] = await tx
      .select({ unitId: prepayments.unitId })
      .from(prepaymentPurchases)
      .innerJoin(prepayments, eq(prepayments.id, prepaymentPurchases.prepaymentId))
      .where(eq(prepaymentPurchases.id, payment.purchaseId));
    if (row) return row.unitId;
  }
  const [child] = await tx
    .select({ unitId: associatedUsers.unitId })
    .from(associatedUsers)
    .where(eq(associatedUsers.id, payment.associatedUserId ?? 0));
  if (!child) throw new Error(`payment ${payment.id}: no school to credit`);
  return child.unitId;
}
