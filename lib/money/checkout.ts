import { route } from '@/lib/router/routes';
import { hashHref } from '@/lib/router/url';

/** The sandbox checkout for a prepayment purchase, returning to the bank-card progress screen. */
export function purchaseCheckoutHref(checkoutUrl: string, purchaseId: number): string {
  const back = hashHref(route('prepaymentOrangebank', { purchaseId }));
  const separator = checkoutUrl.includes('?') ? '&' : '?';
  return `${checkoutUrl}${separator}return=${encodeURIComponent(back)}`;
}
