import { and, eq, inArray } from 'drizzle-orm';
import type { DiningType } from '../../../lib/contract/enums';
import type { Clock } from '../../core/clock';
import type { Tx } from '../db';
import { orders, prepaymentPurchases, prepayments } from '../schema';
import { ownChild } from '../user';
import { post } from '../ledger';
import { packageShareRemark } from './receipt';
import type { OrdersService } from './service';

// A prepayment purchase paid (decision 029), inside the transaction that records the payment:
// the money in (Recharge), the school's discount (Allowance), and for a multiple-meal package the
// chosen meals ordered and charged from that balance. A package was checked in full before it
// was paid (decision 065); a meal that still cannot be ordered when the money arrives (its cut-off
// passed meanwhile) is skipped inside its own savepoint and no payment is ever refused. The
// discount goes only with the meals placed: a skipped meal is credited at the price actually
// paid, so the school's discount never becomes balance that could be refunded as cash.

type PurchaseRow = typeof prepaymentPurchases.$inferSelect;

/** The discount due on `placed` fen of a package's meals: the purchase's own ratio, rounded down. */
export function discountOn(purchase: Pick<PurchaseRow, 'amount' | 'creditAmount'>, placed: number) {
  if (purchase.creditAmount <= 0) return 0;
  const discount = purchase.creditAmount - purchase.amount;
  return Math.floor((placed * discount) / purchase.creditAmount);
}

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

  /**
   * Orders one dining type's meals of the package, paid from the balance, with its share of the
   * discount in the same savepoint (both or neither). Returns the fen placed.
   */
  async function orderMeals(
    tx: Tx,
    purchase: PurchaseRow,
    diningType: DiningType,
    placedBefore: number,
  ): Promise<number> {
    const kid = await ownChild(tx, purchase.accountId, purchase.associatedUserId);
    const { open } = await orderService.orderable(
      tx,
      purchase.accountId,
      kid.id,
      diningType,
      purchase.plan!.dates,
    );
    if (open.length === 0) return 0;
    try {
      return await tx.transaction(async (savepoint) => {
        const order = await orderService.place(savepoint, purchase.accountId, {
          associatedUserId: kid.id,
          orderType: 'Day',
          diningType,
          mealKind: kid.mealKind,
          dates: open,
          payMode: 'Online',
        });
        await savepoint
          .update(orders)
          .set({ orderStatus: 'Pay', paidAt: clock.now() })
          .where(eq(orders.id, order.id));
        const share =
          discountOn(purchase, placedBefore + order.amount) - discountOn(purchase, placedBefore);
        await post(savepoint, [
          {
            accountId: purchase.accountId,
            associatedUserId: kid.id,
            unitId: kid.unitId,
            type: 'Allowance',
            amount: share,
            // The order's receipt and the balance details find its share here (decision 072).
            remark: packageShareRemark(order.orderId),
            refType: 'purchase',
            refId: purchase.id,
          },
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
        return order.amount;
      });
    } catch {
      // Not orderable any more: the money paid for these meals stays in the balance (see above).
      return 0;
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
    const meals = purchase.plan?.diningTypes ?? [];
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
      // A balance package's discount is the package itself; a meal package's goes with its meals.
      {
        accountId: purchase.accountId,
        associatedUserId: purchase.associatedUserId,
        unitId,
        type: 'Allowance',
        amount: meals.length > 0 ? 0 : purchase.creditAmount - purchase.amount,
        refType: 'purchase',
        refId: purchase.id,
      },
    ]);
    let placed = 0;
    for (const diningType of meals) placed += await orderMeals(tx, purchase, diningType, placed);
  }

  /**
   * Its payment was declined: a purchase still waiting ends as cancelled, so the family's list
   * stops saying 支付中 and the package can be bought again (decision 072). Money that still
   * comes for it goes to the balance undiscounted, as for any purchase given up.
   */
  async function decline(tx: Tx, purchaseId: number): Promise<void> {
    await tx
      .update(prepaymentPurchases)
      .set({ status: 'Cancel' })
      .where(
        and(
          eq(prepaymentPurchases.id, purchaseId),
          inArray(prepaymentPurchases.status, ['UnPay', 'PAYING']),
        ),
      );
  }

  return { canTake, settle, decline };
}

export type PurchaseSettlement = ReturnType<typeof createPurchaseSettlement>;
