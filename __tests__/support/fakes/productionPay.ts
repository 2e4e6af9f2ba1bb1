import { createPublicKey, verify as rsaVerify } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import {
  API_V3_KEY,
  APPID,
  FakeMerchantApi,
  MCHID,
  merchant,
  MERCHANT_SERIAL,
  paidNotification,
  platform,
  PLATFORM_SERIAL,
  refundNotification,
} from './wechatPayMerchant';

// The fake merchant API as a production server (DEMO=0) meets it in a browser test: listening on
// loopback, the settings that point the server at it, and WeChat's side of a payment (the JSAPI
// launch checked, the money taken, the signed and encrypted notifications posted to the
// notify_url the server named in its own request).

/** The parameters the server hands to WeixinJSBridge's getBrandWCPayRequest. */
export interface JsapiLaunch {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

export interface RefundAsked {
  out_trade_no: string;
  out_refund_no: string;
  notify_url: string;
  amount: { refund: number; total: number; currency: string };
}

export class ProductionMerchantApi extends FakeMerchantApi {
  url = '';

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /**
   * The DEMO=0 settings of a server that pays through this fake, but for PUBLIC_ORIGIN: every
   * production secret set to a value no repository holds (a VAPID pair made now), WeChat Pay's
   * keys the fake's.
   */
  serverEnv(): Record<string, string> {
    const vapid = webpush.generateVAPIDKeys();
    return {
      DEMO: '0',
      CLIENT_SECRET: 'browser-test-client-secret-not-in-any-repository',
      UPLOAD_SECRET: 'browser-test-upload-secret-not-in-any-repository',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@canteen.example',
      WECHATPAY_MCHID: MCHID,
      WECHATPAY_APPID: APPID,
      WECHATPAY_MERCHANT_SERIAL: MERCHANT_SERIAL,
      WECHATPAY_MERCHANT_PRIVATE_KEY: merchant.privateKey,
      WECHATPAY_PLATFORM_SERIAL: PLATFORM_SERIAL,
      WECHATPAY_PLATFORM_PUBLIC_KEY: platform.publicKey,
      WECHATPAY_APIV3_KEY: API_V3_KEY,
      WECHATPAY_BASE_URL: this.url,
    };
  }

  /**
   * What WeChat does when the payer confirms in its bridge: the launch must be for our app and
   * signed with the merchant key over appId, timeStamp, nonceStr and package (WeChat Pay v3), and
   * name a prepay id this fake gave out; then the payment succeeds and its notification is posted,
   * stamped `at` (the server's time). Resolves with the notification's HTTP status.
   */
  async payLaunched(launch: JsapiLaunch, at: Date): Promise<number> {
    const message = `${launch.appId}\n${launch.timeStamp}\n${launch.nonceStr}\n${launch.package}\n`;
    const signed = rsaVerify(
      'sha256',
      Buffer.from(message),
      createPublicKey(merchant.publicKey),
      Buffer.from(launch.paySign, 'base64'),
    );
    if (!signed || launch.appId !== APPID || launch.signType !== 'RSA')
      throw new Error(`a JSAPI launch WeChat would refuse: ${JSON.stringify(launch)}`);
    const outTradeNo = /^prepay_id=wx_prepay_(.+)$/.exec(launch.package)?.[1];
    const state = outTradeNo ? this.states.get(outTradeNo) : undefined;
    if (!outTradeNo || !state) throw new Error(`no such prepay id: ${launch.package}`);
    state.trade_state = 'SUCCESS';
    const note = paidNotification(outTradeNo, state.total, at.getTime());
    return this.post(this.notifyUrls.get(outTradeNo)!, note);
  }

  /** The refunds the server asked for, as it asked. */
  refundsAsked(): RefundAsked[] {
    return this.seen
      .filter(
        (request) => request.method === 'POST' && request.url === '/v3/refund/domestic/refunds',
      )
      .map((request) => JSON.parse(request.body) as RefundAsked);
  }

  /** WeChat Pay pays a refund out and says so (REFUND.SUCCESS), stamped `at`. */
  async confirmRefund(outRefundNo: string, at: Date): Promise<number> {
    const refund = this.refunds.get(outRefundNo);
    if (!refund) throw new Error(`no such refund: ${outRefundNo}`);
    refund.status = 'SUCCESS';
    const note = refundNotification(outRefundNo, 'SUCCESS', at.getTime());
    return this.post(this.notifyUrls.get(outRefundNo)!, note);
  }

  private async post(url: string, note: { raw: string; headers: Record<string, string> }) {
    const response = await fetch(url, { method: 'POST', headers: note.headers, body: note.raw });
    return response.status;
  }
}
