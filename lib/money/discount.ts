import { format } from '@/lib/i18n';
import { moneyMessages } from '@/lib/i18n/areas/money';

/**
 * A child's prepayment discount in words. `rate` is the percent of the price paid (80): Chinese
 * counts what is paid in tenths (8 折, 8.5 折), English what is taken off (20% off).
 */
export function discountText(rate: number): string {
  const m = moneyMessages().prepayment;
  if (rate >= 100) return m.noDiscount;
  return format(m.discountRate, { tenths: rate / 10, off: 100 - rate });
}
