'use client';

import { useRef, useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api/errors';
import type { PurchasePayment } from '@/lib/contract/prepayment';
import { messages } from '@/lib/i18n';
import { purchaseCheckoutHref } from '@/lib/money/checkout';
import { browser } from '@/lib/order/checkout';
import { showToast } from '@/lib/platform/feedback';

/**
 * Starts a purchase's payment once per press and leaves for the checkout; a failure toasts and
 * shows 拉起支付失败，请重试！ (docs/product.md, "Errors and messages", anonymous payment failure).
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
      browser.assign(purchaseCheckoutHref(payment.checkoutUrl, purchase.id));
    } catch (error) {
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
