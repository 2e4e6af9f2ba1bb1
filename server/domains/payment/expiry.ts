import type { Clock } from '../../core/clock';
import type { PaymentProvider, ProviderReport } from './provider';
import type { PaymentRow } from './reads';

// A payment the payer never completes must not stay 支付中 for ever: WeChat Pay answers NOTPAY
// for an abandoned order indefinitely (decision 071, amendment on expiry). Every payment is valid
// for this long; WeChat Pay is told so (`time_expire`) and the reconciliation job closes it after.

export const PAYMENT_VALIDITY_MS = 30 * 60_000;

/** WeChat Pay's `time_expire`: RFC 3339 in China's time, seconds precision. */
export function wechatTimeExpire(createdAt: Date): string {
  const at = new Date(createdAt.getTime() + PAYMENT_VALIDITY_MS + 8 * 3_600_000);
  return `${at.toISOString().slice(0, 19)}+08:00`;
}

/**
 * A payment past its validity that its provider still calls pending: closed at the provider,
 * then reported Declined. Null while it is still valid, or when the close is refused (WeChat Pay
 * refuses to close a payment that was paid meanwhile: the next run asks again and records it).
 */
export async function closeExpired(
  provider: PaymentProvider | undefined,
  clock: Clock,
  payment: PaymentRow,
): Promise<ProviderReport | null> {
  if (!provider) return null;
  if (clock.now().getTime() - payment.createdAt.getTime() < PAYMENT_VALIDITY_MS) return null;
  const closed = await provider.close(payment.outTradeNo).then(
    () => true,
    () => false,
  );
  return closed ? { outTradeNo: payment.outTradeNo, status: 'Declined', amount: 0 } : null;
}
