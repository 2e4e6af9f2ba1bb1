import { route } from '@/lib/router/routes';
import { hashHref } from '@/lib/router/url';

/**
 * Leaves the app for the payment provider's checkout page; the provider sends the browser back
 * to the payment progress screen of `returnTo`, which polls the order until the callback landed.
 */
export function checkoutHref(
  checkoutUrl: string,
  orderId: number,
  returnTo: 'mealOrangebank' | 'orderOrangebank',
): string {
  const back = hashHref(route(returnTo, { orderId }));
  const separator = checkoutUrl.includes('?') ? '&' : '?';
  return `${checkoutUrl}${separator}return=${encodeURIComponent(back)}`;
}

/** Kept in its own function so tests can observe the page change instead of navigating jsdom. */
export const browser = {
  assign(href: string): void {
    window.location.assign(href);
  },
};
