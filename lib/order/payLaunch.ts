import { errorMessage } from '@/lib/api/errors';
import { payOrder } from '@/lib/api/order';
import { messages } from '@/lib/i18n';
import { showToast } from '@/lib/platform/feedback';
import { browser, checkoutHref } from './checkout';
import type { OrderMealAction } from './state';

export interface PayLaunch {
  orderId: number;
  /** The payment progress screen the provider sends the browser back to. */
  returnTo: 'mealOrangebank' | 'orderOrangebank';
  dispatch: (action: OrderMealAction) => void;
  /** Where the failure is stored (SPEC section 8): 'pay' after ordering, 'payOrder' otherwise. */
  failureKey: 'pay' | 'payOrder';
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
}: PayLaunch): Promise<boolean> {
  try {
    const payment = await payOrder(orderId);
    dispatch({ type: 'payStarted', payment });
    browser.assign(checkoutHref(payment.checkoutUrl, orderId, returnTo));
    return true;
  } catch (error) {
    const fallback = messages().errors.payLaunchFailed;
    dispatch({ type: 'failed', key: failureKey, message: errorMessage(error, fallback) });
    showToast({ title: errorMessage(error, fallback, { serverText: false }) });
    return false;
  }
}
