'use client';

import { useRef, useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api/errors';
import type { PurchasePayment } from '@/lib/contract/prepayment';
import { messages } from '@/lib/i18n';
import { purchaseCheckoutHref } from '@/lib/money/checkout';
import { browser } from '@/lib/order/checkout';
import { startChatSignIn } from '@/lib/order/chatSignIn';
import { payInWechat } from '@/lib/order/wechatBridge';
import { showToast } from '@/lib/platform/feedback';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { orderMessages } from '@/lib/i18n/areas/order';

/**
 * Starts a purchase's payment once per press and pays as the server says, as an order's payment
 * does (decision 071): WeChat's bridge then the result page (read from the server, never the
 * bridge's word), or the provider's checkout (the sandbox, H5), or straight to the result page
 * when there is no checkout to leave for (Native). A failure toasts and shows 拉起支付失败，请重试！
 * (docs/product.md, "Errors and messages", anonymous payment failure).
 */
export function usePurchaseLaunch(buy: () => Promise<PurchasePayment>) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);
  const launch = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const { purchase, payment } = await buy();
      const result = route('prepaymentOrangebank', { purchaseId: purchase.id });
      if (payment.launch) {
        const outcome = await payInWechat(payment.launch);
        if (outcome === 'fail') throw new Error('getBrandWCPayRequest failed');
        if (outcome === 'cancel') showToast({ title: orderMessages().paymentCancelled });
        else await navigateTo({ url: result });
      } else if (payment.checkoutUrl === '') await navigateTo({ url: result });
      else browser.assign(purchaseCheckoutHref(payment.checkoutUrl, purchase.id));
    } catch (error) {
      // Inside WeChat without a bound open id: the chat-app sign-in binds it, then the parent pays.
      if (isApiError(error) && error.code === 'WECHAT_BIND_REQUIRED') {
        showToast({ title: errorMessage(error, messages().errors.payLaunchFailed) });
        await startChatSignIn();
        return;
      }
      const fallback = messages().errors.payLaunchFailed;
      // A refusal the parent can act on (bought already, closed) is said; anything else is the
      // spec's anonymous payment failure.
      setFailure(
        isApiError(error) && error.status < 500 ? errorMessage(error, fallback) : fallback,
      );
      showToast({ title: errorMessage(error, fallback, { serverText: false }) });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, failure, launch };
}
