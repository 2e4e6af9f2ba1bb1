import { errorMessage, isApiError } from '@/lib/api/errors';
import { forgetPayIntent, payOrder } from '@/lib/api/order';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { messages } from '@/lib/i18n';
import { showToast } from '@/lib/platform/feedback';
import { browser, checkoutHref } from './checkout';
import { startChatSignIn } from './chatSignIn';
import { payInWechat } from './wechatBridge';
import type { OrderMealAction } from './state';
import { orderMessages } from '@/lib/i18n/areas/order';

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
 * cannot charge twice) without naming a channel (the server chooses, decision 071), then pay as
 * it says: WeChat's bridge, the provider's checkout, or the result page (a QR code). A failure is stored and toasted
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
    const channel = fromBalance ? 'balance' : undefined;
    const payment = await payOrder(orderId, channel, couponId);
    dispatch({ type: 'payStarted', payment });
    const result = route(returnTo, { orderId });
    // Settled at once (the balance, or a coupon worth the whole order): straight to the result.
    if (payment.status === 'Paid') {
      forgetPayIntent(orderId, channel, couponId);
      await navigateTo({ url: result });
      return true;
    }
    // In WeChat: its bridge, then the result as the server has it (never the bridge's word).
    if (payment.launch) {
      const outcome = await payInWechat(payment.launch);
      if (outcome === 'fail') throw new Error('getBrandWCPayRequest failed');
      if (outcome === 'cancel') {
        showToast({ title: orderMessages().paymentCancelled });
        return false;
      }
      await navigateTo({ url: result });
      return true;
    }
    // Native (a computer): the result page shows the QR code while it waits.
    if (payment.checkoutUrl === '') {
      await navigateTo({ url: result });
      return true;
    }
    browser.assign(checkoutHref(payment.checkoutUrl, orderId, returnTo));
    return true;
  } catch (error) {
    // Inside WeChat without a bound open id: the chat-app sign-in binds it, then the parent pays.
    if (isApiError(error) && error.code === 'WECHAT_BIND_REQUIRED') {
      showToast({ title: errorMessage(error, messages().errors.payLaunchFailed) });
      await startChatSignIn();
      // On its way elsewhere, as to a checkout: the caller must not navigate over it.
      return true;
    }
    const fallback = messages().errors.payLaunchFailed;
    dispatch({ type: 'failed', key: failureKey, message: errorMessage(error, fallback) });
    showToast({ title: errorMessage(error, fallback, { serverText: false }) });
    return false;
  }
}
