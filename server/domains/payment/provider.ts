import type { PaymentLaunch } from '../../../lib/contract/order';

// One interface for every payment provider (decision 018). The service owns the state machine
// and the ledger; a provider only talks to the outside: start, verify a notification, ask.

/** What a provider says about one payment, from a verified notification or a query. */
export interface ProviderReport {
  outTradeNo: string;
  status: 'Paid' | 'Declined' | 'Pending';
  /** Fen the payer actually paid (Paid only; may differ from what we asked). */
  amount: number;
  /** The provider's own transaction id, when it has one. */
  providerRef?: string;
}

export interface PaymentToStart {
  outTradeNo: string;
  amount: number;
  description: string;
  /** The sandbox's per-payment link secret. */
  checkoutKey: string;
  /** The payer's chat-app open id (WeChat Pay JSAPI). */
  openid?: string;
  /** How WeChat Pay is to be asked (decision 071); the sandbox ignores it. */
  scene?: WechatScene;
  /** The payer's address, which WeChat Pay H5 requires. */
  payerIp?: string;
}

/** JSAPI inside WeChat, H5 in a phone's other browsers, Native (a QR code) on a computer. */
export type WechatScene = 'jsapi' | 'h5' | 'native';

export interface StartedPayment {
  prepayId?: string;
  /** WeChat Pay H5's h5_url or Native's code_url. */
  payUrl?: string;
}

/** A refund of (part of) one paid payment, back to where its money came from (decision 071). */
export interface RefundToStart {
  outTradeNo: string;
  /** Ours, derived from the refund and the payment: asking again is the same refund. */
  outRefundNo: string;
  amount: number;
  /** What the payment paid in all, fen. */
  total: number;
  reason: string;
}

export type PayoutStatus = 'Processing' | 'Success' | 'Closed' | 'Abnormal';

/** What a provider says about one refund. */
export interface RefundReport {
  outRefundNo: string;
  status: PayoutStatus;
  providerRef?: string;
}

/** The stored payment a provider is asked to present again (checkout link, launch). */
export interface StoredPayment {
  outTradeNo: string;
  checkoutKey: string | null;
  prepayId: string | null;
  scene: string | null;
  payUrl: string | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'wechat';
  /** Creates the payment at the provider (a signed prepay request for WeChat Pay). */
  start(payment: PaymentToStart): Promise<StartedPayment>;
  /** Where the payer's browser goes (empty when the app launches the provider itself). */
  checkoutUrl(payment: StoredPayment): string;
  /** WeChat Pay JSAPI parameters; null for the sandbox. */
  launch(payment: StoredPayment): PaymentLaunch | null;
  /**
   * Checks the notification's signature over the exact bytes received, before anything reads
   * the body; null when it is not genuine (or too old to be anything but a replay).
   */
  verifyNotification(
    raw: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<ProviderReport | null>;
  /** Asks the provider how a payment stands (reconciliation). */
  query(outTradeNo: string): Promise<ProviderReport>;
  /** Closes an unpaid payment at the provider, so it can no longer be paid (its expiry). */
  close(outTradeNo: string): Promise<void>;
  /** Pays (part of) a paid payment back to the payer. */
  refund(refund: RefundToStart): Promise<RefundReport>;
  /** A refund notification, checked as a payment's is; null when it is not genuine. */
  verifyRefundNotification(
    raw: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<RefundReport | null>;
  /** Asks the provider how a refund stands (reconciliation). */
  queryRefund(outRefundNo: string): Promise<RefundReport>;
}
