import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PaymentCallback } from '../../../lib/contract/order';
import type { PaymentProvider } from './provider';

// The sandbox provider (demo mode and tests only; production has no sandbox): its checkout page
// is served by this server at a link holding the payment's random key, and it "calls back" with
// a body signed by HMAC over the exact bytes. The key is random per process unless
// PAYMENT_SANDBOX_SECRET is set: nothing public derives it (decision 017).

export function newSandboxSecret(): string {
  return randomBytes(32).toString('base64url');
}

export interface SandboxPaymentProvider extends PaymentProvider {
  /** The callback's signature over its exact bytes (the checkout page signs its own callbacks). */
  sign(body: Buffer | string): string;
}

export function sandboxPaymentProvider(secret: string): SandboxPaymentProvider {
  const sign = (body: Buffer | string) => createHmac('sha256', secret).update(body).digest('hex');
  return {
    name: 'sandbox',
    sign,
    async start() {
      return {};
    },
    checkoutUrl: (payment) => `/sandbox/pay/${payment.checkoutKey}`,
    launch: () => null,
    async verifyNotification(raw, headers) {
      const header = headers['x-signature'];
      const signature = typeof header === 'string' ? header : '';
      const expected = Buffer.from(sign(raw), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      // Only a genuine body is read at all.
      const body = PaymentCallback.safeParse(JSON.parse(raw.toString('utf8')));
      if (!body.success) return null;
      return {
        outTradeNo: body.data.outTradeNo,
        status: body.data.status,
        amount: body.data.amount,
      };
    },
    // The sandbox keeps no state of its own: until its page is used, a payment is pending.
    async query(outTradeNo) {
      return { outTradeNo, status: 'Pending', amount: 0 };
    },
    // Nothing to close: its checkout page refuses a payment no longer pending.
    async close() {},
    // Its refunds succeed at once, through the same state machine as WeChat Pay's (decision 071).
    async refund(refund) {
      return { outRefundNo: refund.outRefundNo, status: 'Success' };
    },
    async verifyRefundNotification() {
      return null;
    },
    async queryRefund(outRefundNo) {
      return { outRefundNo, status: 'Success' };
    },
  };
}

/** A per-payment checkout key: 192 random bits, URL-safe. */
export function newCheckoutKey(): string {
  return randomBytes(24).toString('base64url');
}
