import { and, desc, eq } from 'drizzle-orm';
import type { Payment } from '../../../lib/contract/order';
import type { Clock } from '../../core/clock';
import type { Db, Tx } from '../db';
import { payments } from '../schema';
import { invalidField } from '../../core/errors';
import type { Payer, Resolved } from './channel';
import { newCheckoutKey } from './sandbox';

// The payments of prepayment purchases (decision 029): started like an order's through the
// provider interface, recorded by the same `record` (service.ts), which settles the purchase.

type PaymentRow = typeof payments.$inferSelect;

export function createPurchasePayments(
  clock: Clock,
  resolve: (tx: Tx, accountId: number, payer: Payer) => Promise<Resolved>,
  toPayment: (row: PaymentRow) => Promise<Payment>,
  newTradeNo: (prefix?: string) => string,
) {
  /** Starts the payment of a prepayment purchase (decision 029); never from the balance. */
  async function startPurchase(
    tx: Tx,
    purchase: {
      id: number;
      accountId: number;
      associatedUserId: number;
      orderNo: string;
      amount: number;
    },
    payer: Payer,
  ): Promise<Payment> {
    const { channel, provider, ...how } = await resolve(tx, purchase.accountId, payer);
    if (!provider) throw invalidField('channel');
    const outTradeNo = newTradeNo('P');
    const checkoutKey = newCheckoutKey();
    const started = await provider.start({
      outTradeNo,
      amount: purchase.amount,
      description: purchase.orderNo,
      checkoutKey,
      ...how,
    });
    const [payment] = await tx
      .insert(payments)
      .values({
        purchaseId: purchase.id,
        accountId: purchase.accountId,
        associatedUserId: purchase.associatedUserId,
        outTradeNo,
        channel,
        amount: purchase.amount,
        checkoutKey,
        prepayId: started.prepayId ?? null,
        scene: how.scene ?? null,
        payUrl: started.payUrl ?? null,
        createdAt: clock.now(),
      })
      .returning();
    return toPayment(payment!);
  }

  /** The latest payment of a purchase. */
  async function ofPurchase(tx: Db | Tx, purchaseId: number): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(eq(payments.purchaseId, purchaseId))
      .orderBy(desc(payments.id))
      .limit(1);
    return row;
  }

  /** The Native QR code of the purchase's latest payment while it is pending (decision 071). */
  async function purchaseQrCode(tx: Db | Tx, purchaseId: number): Promise<string | null> {
    const row = await ofPurchase(tx, purchaseId);
    return row ? ((await toPayment(row)).qrCode ?? null) : null;
  }

  /** Cancels the purchase's Pending payments (the parent gave it up). */
  async function cancelPurchasePayments(tx: Tx, purchaseId: number): Promise<void> {
    await tx
      .update(payments)
      .set({ status: 'Cancelled', settledAt: clock.now() })
      .where(and(eq(payments.purchaseId, purchaseId), eq(payments.status, 'Pending')));
  }

  return { startPurchase, ofPurchase, purchaseQrCode, cancelPurchasePayments };
}
