import { Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import type { Clock } from '../../core/clock';
import type { WechatPayConfig } from '../../core/settings';
import type { PaymentProvider, ProviderReport } from './provider';
import { wechatTimeExpire } from './expiry';
import { refundReport, wechatRefunds } from './wechatRefunds';
import { openNotification, outside, type Endpoint } from './wechatNotification';

// WeChat Pay API v3 through wechatpay-axios-plugin (decision 018): it signs every request with
// the merchant key and checks every response's signature against the platform key. A payment is
// asked for the way the payer's browser can pay (decision 071): JSAPI inside WeChat (as the open
// id the account's WeChat sign-in bound), H5 in a phone's other browsers, Native on a computer.

interface Transaction {
  out_trade_no: string;
  trade_state: string;
  transaction_id?: string;
  amount?: { total?: number; payer_total?: number };
}

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
  const open = (raw: Buffer, headers: Record<string, string | string[] | undefined>) =>
    openNotification(config, platformKey, clock, raw, headers);

  return {
    name: 'wechat',
    async start(payment) {
      const scene = payment.scene ?? 'jsapi';
      if (scene === 'jsapi' && !payment.openid)
        throw new Error('WeChat Pay JSAPI needs the payer openid');
      const common = {
        appid: config.appid,
        mchid: config.mchid,
        description: payment.description,
        out_trade_no: payment.outTradeNo,
        notify_url: config.notifyUrl,
        time_expire: wechatTimeExpire(clock.now()),
        amount: { total: payment.amount, currency: 'CNY' },
      };
      const asked =
        scene === 'jsapi'
          ? { ...common, payer: { openid: payment.openid } }
          : scene === 'h5'
            ? {
                ...common,
                scene_info: {
                  payer_client_ip: payment.payerIp ?? '127.0.0.1',
                  h5_info: { type: 'Wap' },
                },
              }
            : common;
      const { data } = await outside(() => api(`v3/pay/transactions/${scene}`).post(asked));
      const answer = data as { prepay_id?: string; h5_url?: string; code_url?: string };
      return scene === 'jsapi'
        ? { prepayId: answer.prepay_id }
        : { payUrl: scene === 'h5' ? answer.h5_url : answer.code_url };
    },
    // H5 leaves through our own redirect, which checks where WeChat Pay sends the payer back.
    checkoutUrl: (payment) =>
      payment.scene === 'h5' && payment.checkoutKey
        ? `/api/payment/wechat/h5/${payment.checkoutKey}`
        : '',
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
        // WeChat Pay v3's JSAPI paySign: the merchant key over appId, timeStamp, nonceStr, package.
        paySign: Rsa.sign(
          Formatter.joinedByLineFeed(config.appid, timeStamp, nonceStr, pkg),
          privateKey,
        ),
      };
    },
    async verifyNotification(raw, headers) {
      const transaction = open(raw, headers) as Transaction | null;
      return transaction?.out_trade_no ? report(transaction) : null;
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
    async close(outTradeNo) {
      await outside(() =>
        api('v3/pay/transactions/out-trade-no/{out_trade_no}/close').post(
          { mchid: config.mchid },
          { out_trade_no: outTradeNo },
        ),
      );
    },
    ...wechatRefunds(config, api),
    async verifyRefundNotification(raw, headers) {
      const refund = open(raw, headers);
      return refund ? refundReport(refund as Parameters<typeof refundReport>[0]) : null;
    },
  };
}
