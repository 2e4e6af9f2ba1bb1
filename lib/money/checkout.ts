import { route } from '@/lib/router/routes';
import { hashHref } from '@/lib/router/url';

/** The sandbox checkout for a prepayment purchase, returning to the bank-card progress screen. */
export function purchaseCheckoutHref(checkoutUrl: string, purchaseId: number): string {
  const back = hashHref(route('prepaymentOrangebank', { purchaseId }));
  const separator = checkoutUrl.includes('?') ? '&' : '?';
  return `${checkoutUrl}${separator}return=${encodeURIComponent(back)}`;
}

/** Percent of the price -> what is paid, rounded to the fen like the server. */
export function payableOf(creditFen: number, discountRate: number): number {
  return Math.round((creditFen * discountRate) / 100);
}

/** `12.5` yuan typed by a person -> 1250 fen; undefined when it is not an amount. */
export function fenOfYuan(text: string): number | undefined {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text.trim())) return undefined;
  const [whole, part = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}
