import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import { serverMessages } from '../../messages';
import type { WechatPayConfig } from '../../core/settings';
import type { PaymentProvider, ProviderReport } from './provider';

// WeChat Pay API v3, JSAPI (the spec's payment call carries the payer's open id), through
// wechatpay-axios-plugin (decision 018): it signs every request with the merchant key and checks
// every response's signature against the platform key. Notifications are ours to check: the
// signature over the exact bytes received, the time window, then the AES-256-GCM resource.

/** A notification older (or newer) than this is refused: it can only be a replay. */
export const NOTIFICATION_WINDOW_SECONDS = 300;

interface Transaction {
  out_trade_no: string;
  trade_state: string;
  transaction_id?: string;
  amount?: { total?: number; payer_total?: number };
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name.toLowerCase()];
  return typeof value === 'string' ? value : '';
};

function report(transaction: Transaction): ProviderReport {
  const status =
    transaction.trade_state === 'SUCCESS'
      ? 'Paid'
      : ['CLOSED', 'REVOKED', 'PAYERROR'].includes(transaction.trade_state)
        ? 'Declined'
        : 'Pending';
  return {
    outTradeNo: transaction.out_trade_no,
    status,
    amount: transaction.amount?.payer_total ?? transaction.amount?.total ?? 0,
    providerRef: transaction.transaction_id,
  };
}

/**
 * A call to the merchant API. Its failures (refused, timed out, an error answer) are the
 * provider's: they answer PAYMENT_PROVIDER_UNAVAILABLE, never the database's 503 (an ECONNREFUSED
 * from WeChat Pay once did, and counted as a database fault).
 */
async function outside<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw new DomainError(
      'PAYMENT_PROVIDER_UNAVAILABLE',
      serverMessages.paymentProviderUnavailable,
    );
  }
}

/** The library's chain, addressed by path (its own typings leave every segment optional). */
type Endpoint = {
  post(data: object): Promise<{ data: unknown }>;
  get(config: object): Promise<{ data: unknown }>;
};

export function wechatPaymentProvider(config: WechatPayConfig, clock: Clock): PaymentProvider {
  const privateKey = Rsa.from(config.merchantPrivateKey, Rsa.KEY_TYPE_PRIVATE);
  const platformKey = Rsa.from(config.platformPublicKey, Rsa.KEY_TYPE_PUBLIC);
  const client = new Wechatpay({
    mchid: config.mchid,
    serial: config.merchantSerial,
    privateKey: config.merchantPrivateKey,
    certs: { [config.platformSerial]: platformKey },
    ...(config.baseURL && { baseURL: config.baseURL }),
    timeout: 10_000,
  });
  const api = (path: string) => (client as unknown as Record<string, Endpoint>)[path]!;

  return {
    name: 'wechat',
    async start(payment) {
      if (!payment.openid) throw new Error('WeChat Pay JSAPI needs the payer openid');
      const { data } = await outside(() =>
        api('v3/pay/transactions/jsapi').post({
          appid: config.appid,
          mchid: config.mchid,
          description: payment.description,
          out_trade_no: payment.outTradeNo,
          notify_url: config.notifyUrl,
          amount: { total: payment.amount, currency: 'CNY' },
          payer: { openid: payment.openid },
        }),
      );
      return { prepayId: (data as { prepay_id: string }).prepay_id };
    },
    checkoutUrl: () => '',
    launch(payment) {
      if (!payment.prepayId) return null;
      const timeStamp = String(Math.floor(clock.now().getTime() / 1000));
      const nonceStr = Formatter.nonce();
      const pkg = `prepay_id=${payment.prepayId}`;
      return {
        appId: config.appid,
        timeStamp,
        nonceStr,
        package: pkg,
        signType: 'RSA',
        paySign: Rsa.sign(
          Formatter.joinedByLineFeed(config.appid, timeStamp, nonceStr, pkg),
          privateKey,
        ),
      };
    },
    async verifyNotification(raw, headers) {
      const timestamp = header(headers, 'Wechatpay-Timestamp');
      const nonce = header(headers, 'Wechatpay-Nonce');
      const serial = header(headers, 'Wechatpay-Serial');
      const signature = header(headers, 'Wechatpay-Signature');
      if (!timestamp || !nonce || !signature || serial !== config.platformSerial) return null;
      const age = Math.abs(clock.now().getTime() / 1000 - Number(timestamp));
      if (!Number.isFinite(age) || age > NOTIFICATION_WINDOW_SECONDS) return null;
      // Over the bytes as received: re-serialised JSON would not match a real notification.
      const message = Formatter.response(timestamp, nonce, raw.toString('utf8'));
      if (!Rsa.verify(message, signature, platformKey)) return null;
      const body = JSON.parse(raw.toString('utf8')) as {
        resource?: { ciphertext?: string; nonce?: string; associated_data?: string };
      };
      const resource = body.resource;
      if (!resource?.ciphertext || !resource.nonce) return null;
      const plain = Aes.AesGcm.decrypt(
        resource.ciphertext,
        config.apiV3Key,
        resource.nonce,
        resource.associated_data ?? '',
      );
      return report(JSON.parse(plain) as Transaction);
    },
    async query(outTradeNo) {
      const { data } = await outside(() =>
        api('v3/pay/transactions/out-trade-no/{out_trade_no}').get({
          params: { mchid: config.mchid },
          out_trade_no: outTradeNo,
        }),
      );
      return report(data as Transaction);
    },
  };
}
