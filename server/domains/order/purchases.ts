import { eq } from 'drizzle-orm';
import type { DiningType } from '../../../lib/contract/enums';
import type { Clock } from '../../core/clock';
import type { Tx } from '../db';
import { orders, prepaymentPurchases, prepayments } from '../schema';
import { ownChild } from '../user';
import { post } from '../ledger';
import type { OrdersService } from './service';

// A prepayment purchase paid (decision 029), inside the transaction that records the payment:
// the money in (Recharge), the school's discount (Allowance), and for a multiple-meal package the
// chosen meals ordered and charged from that balance. A meal that can no longer be ordered (its
// cut-off passed, or it was ordered meanwhile) is skipped inside its own savepoint: its money
// stays in the balance, and no payment is ever refused.

export function createPurchaseSettlement(clock: Clock, orderService: OrdersService) {
  /** Whether the purchase still waits for its money. */
  async function canTake(tx: Tx, purchaseId: number): Promise<boolean> {
    const [row] = await tx
      .select({ status: prepaymentPurchases.status })
      .from(prepaymentPurchases)
      .where(eq(prepaymentPurchases.id, purchaseId))
      .for('update');
    return row?.status === 'UnPay' || row?.status === 'PAYING';
  }

  async function orderMeals(
    tx: Tx,
    purchase: typeof prepaymentPurchases.$inferSelect,
    diningType: DiningType,
    dates: string[],
  ): Promise<void> {
    const kid = await ownChild(tx, purchase.accountId, purchase.associatedUserId);
    const open = new Set<string>();
    for (const month of new Set(dates.map((date) => date.slice(0, 7)))) {
      const options = await orderService.options(
        purchase.accountId,
        kid.id,
        diningType,
        kid.mealKind,
        month,
        tx,
      );
      for (const entry of options.dates) if (entry.status === 'Available') open.add(entry.date);
    }
    const chosen = dates.filter((date) => open.has(date)).sort();
    if (chosen.length === 0) return;
    try {
      await tx.transaction(async (savepoint) => {
        const order = await orderService.place(savepoint, purchase.accountId, {
          associatedUserId: kid.id,
          orderType: 'Day',
          diningType,
          mealKind: kid.mealKind,
          dates: chosen,
          payMode: 'Online',
        });
        await savepoint
          .update(orders)
          .set({ orderStatus: 'Pay', paidAt: clock.now() })
          .where(eq(orders.id, order.id));
        await post(savepoint, [
          {
            accountId: purchase.accountId,
            associatedUserId: kid.id,
            unitId: kid.unitId,
            type: 'OrderDay',
            amount: order.amount,
            refType: 'order',
            refId: order.id,
          },
        ]);
      });
    } catch {
      // Not orderable any more: the money stays in the balance (see above).
    }
  }

  async function settle(
    tx: Tx,
    purchaseId: number,
    payment: { id: number; paid: number },
  ): Promise<void> {
    const [purchase] = await tx
      .update(prepaymentPurchases)
      .set({ status: 'Pay', paidAt: clock.now() })
      .where(eq(prepaymentPurchases.id, purchaseId))
      .returning();
    if (!purchase) return;
    // The money is the wallet's at the prepayment's school (decision 066).
    const [school] = await tx
      .select({ unitId: prepayments.unitId })
      .from(prepayments)
      .where(eq(prepayments.id, purchase.prepaymentId));
    const unitId = school!.unitId;
    await post(tx, [
      {
        accountId: purchase.accountId,
        associatedUserId: purchase.associatedUserId,
        unitId,
        type: 'Recharge',
        amount: payment.paid,
        refType: 'payment',
        refId: payment.id,
      },
      {
        accountId: purchase.accountId,
        associatedUserId: purchase.associatedUserId,
        unitId,
        type: 'Allowance',
        amount: purchase.creditAmount - purchase.amount,
        refType: 'purchase',
        refId: purchase.id,
      },
    ]);
    for (const diningType of purchase.plan?.diningTypes ?? [])
      await orderMeals(tx, purchase, diningType, purchase.plan!.dates);
  }

  return { canTake, settle };
}

export type PurchaseSettlement = ReturnType<typeof createPurchaseSettlement>;
