import { errorMessage } from '@/lib/api/errors';
import { forgetPayIntent, payOrder } from '@/lib/api/order';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { messages } from '@/lib/i18n';
import { showToast } from '@/lib/platform/feedback';
import { browser, checkoutHref } from './checkout';
import type { OrderMealAction } from './state';

export interface PayLaunch {
  orderId: number;
  /** The payment progress screen the provider sends the browser back to. */
  returnTo: 'mealOrangebank' | 'orderOrangebank';
  dispatch: (action: OrderMealAction) => void;
  /** Where the failure is stored (docs/product.md, "Errors and messages"): 'pay' after ordering, 'payOrder' otherwise. */
  failureKey: 'pay' | 'payOrder';
  /** A coupon of the account, and the balance instead of the provider (decision 031). */
  couponId?: number;
  fromBalance?: boolean;
}

/**
 * The one way a payment is started, from the meal order screen right after ordering and from the
 * Orders tab and order detail: ask for a payment (one idempotency key per intent, so a retry
 * cannot charge twice), then leave for the provider's checkout. A failure is stored and toasted
 * 拉起支付失败，请重试！ (a 401 reads 身份过期，请重新登录 while the client logs out). Resolves
 * true when the browser is on its way to the checkout.
 */
export async function launchPayment({
  orderId,
  returnTo,
  dispatch,
  failureKey,
  couponId,
  fromBalance = false,
}: PayLaunch): Promise<boolean> {
  try {
    const payment = await payOrder(orderId, fromBalance ? 'balance' : 'sandbox', couponId);
    dispatch({ type: 'payStarted', payment });
    // Settled at once (the balance, or a coupon worth the whole order): straight to the result.
    if (payment.status === 'Paid' || payment.checkoutUrl === '') {
      forgetPayIntent(orderId, fromBalance ? 'balance' : 'sandbox', couponId);
      await navigateTo({ url: route(returnTo, { orderId }) });
      return true;
    }
    browser.assign(checkoutHref(payment.checkoutUrl, orderId, returnTo));
    return true;
  } catch (error) {
    const fallback = messages().errors.payLaunchFailed;
    dispatch({ type: 'failed', key: failureKey, message: errorMessage(error, fallback) });
    showToast({ title: errorMessage(error, fallback, { serverText: false }) });
    return false;
  }
}
