import {
  createCipheriv,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign as rsaSign,
  verify as rsaVerify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

// A local fake of WeChat Pay's merchant API v3 for the payment tests, server and browser alike
// (the browser tests' additions are in productionPay.ts): keys generated here,
// nothing leaves 127.0.0.1. It checks every request's signature with the merchant's public key
// and signs its answers with the platform key, as the real one does (decisions 017 and 018).

export const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
export const merchant = pem();
export const platform = pem();
export const attacker = pem();
export const API_V3_KEY = randomBytes(16).toString('hex');
export const PLATFORM_SERIAL = 'PUB_KEY_ID_0000000000000001';
export const MERCHANT_SERIAL = 'MERCHANT_SERIAL_1';
export const MCHID = '1900000001';
export const APPID = 'wx0000000000000001';
export const OPENID = 'o-payer-openid';
export const NOTIFY_PATH = '/api/payment/wechat/notify';

export interface SeenRequest {
  method: string;
  url: string;
  body: string;
  signed: boolean;
}

export interface FakeRefund {
  out_trade_no: string;
  refund: number;
  status: string;
}

/**
 * A notification as WeChat Pay sends it: the AES-256-GCM resource, signed by the platform key
 * (or `key`) at `at` (ms).
 */
export function signedNotification(
  eventType: string,
  associatedData: 'transaction' | 'refund',
  resource: object,
  at: number,
  options: { key?: string; serial?: string } = {},
) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', API_V3_KEY, nonce);
  cipher.setAAD(Buffer.from(associatedData));
  const ciphertext = Buffer.concat([
    cipher.update(JSON.stringify(resource)),
    cipher.final(),
    cipher.getAuthTag(),
  ]).toString('base64');
  // Spacing as sent: the signature is over these exact bytes.
  const raw = `{"id":"${randomBytes(8).toString('hex')}", "event_type":"${eventType}","resource_type":"encrypt-resource","resource":{"algorithm":"AEAD_AES_256_GCM","ciphertext":"${ciphertext}","associated_data":"${associatedData}","nonce":"${nonce}"}}`;
  const timestamp = String(Math.floor(at / 1000));
  const headerNonce = randomBytes(16).toString('hex');
  const signature = rsaSign(
    'sha256',
    Buffer.from(`${timestamp}\n${headerNonce}\n${raw}\n`),
    options.key ?? platform.privateKey,
  ).toString('base64');
  return {
    raw,
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': headerNonce,
      'wechatpay-serial': options.serial ?? PLATFORM_SERIAL,
      'wechatpay-signature': signature,
    },
  };
}

/** A refund's notification (REFUND.SUCCESS, REFUND.CLOSED, REFUND.ABNORMAL). */
export function refundNotification(
  outRefundNo: string,
  status: 'SUCCESS' | 'CLOSED' | 'ABNORMAL',
  at: number,
  options: { key?: string } = {},
) {
  return signedNotification(
    `REFUND.${status}`,
    'refund',
    {
      mchid: MCHID,
      out_refund_no: outRefundNo,
      refund_id: `5030${outRefundNo}`,
      refund_status: status,
    },
    at,
    options,
  );
}

/** A payment's TRANSACTION.SUCCESS notification. */
export function paidNotification(outTradeNo: string, total: number, at: number) {
  return signedNotification(
    'TRANSACTION.SUCCESS',
    'transaction',
    {
      mchid: MCHID,
      appid: APPID,
      out_trade_no: outTradeNo,
      transaction_id: `4200${outTradeNo}`,
      trade_state: 'SUCCESS',
      payer: { openid: OPENID },
      amount: { total, payer_total: total, currency: 'CNY' },
    },
    at,
  );
}

/** The fake merchant API: prepay (JSAPI, H5, Native), query and refunds, with states the test sets. */
export class FakeMerchantApi {
  server: Server = createServer((request, response) => void this.handle(request, response));
  seen: SeenRequest[] = [];
  states = new Map<string, { trade_state: string; total: number }>();
  refunds = new Map<string, FakeRefund>();
  /** What a new refund answers at once (WeChat Pay mostly says PROCESSING). */
  refundAnswer = 'PROCESSING';
  /** While true every call answers 500, as an outage would. */
  down = false;
  /** The notify_url each payment (by out_trade_no) and refund (by out_refund_no) named. */
  notifyUrls = new Map<string, string>();
  /** The time_expire each payment was created with. */
  expires = new Map<string, string>();
  /** The payments closed (by out_trade_no), in order. */
  closed: string[] = [];

  async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const signed = this.checkSignature(request, body);
    this.seen.push({ method: request.method!, url: request.url!, body, signed });
    const answer = (status: number, value: object) => {
      const text = JSON.stringify(value);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonce = randomBytes(16).toString('hex');
      const signature = rsaSign(
        'sha256',
        Buffer.from(`${timestamp}\n${nonce}\n${text}\n`),
        platform.privateKey,
      ).toString('base64');
      response.writeHead(status, {
        'content-type': 'application/json',
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': nonce,
        'wechatpay-serial': PLATFORM_SERIAL,
        'wechatpay-signature': signature,
      });
      response.end(text);
    };
    if (!signed) return answer(401, { code: 'SIGN_ERROR', message: 'bad signature' });
    if (this.down) return answer(500, { code: 'SYSTEM_ERROR', message: 'down' });
    const prepay = /^\/v3\/pay\/transactions\/(jsapi|h5|native)$/.exec(request.url!);
    if (request.method === 'POST' && prepay) {
      const order = JSON.parse(body) as {
        out_trade_no: string;
        notify_url: string;
        time_expire?: string;
        amount: { total: number };
      };
      const no = order.out_trade_no;
      this.notifyUrls.set(no, order.notify_url);
      if (order.time_expire) this.expires.set(no, order.time_expire);
      this.states.set(no, { trade_state: 'NOTPAY', total: order.amount.total });
      if (prepay[1] === 'h5')
        return answer(200, { h5_url: `https://wx.tenpay.com/checkmweb?prepay_id=wx_${no}` });
      if (prepay[1] === 'native')
        return answer(200, { code_url: `weixin://wxpay/bizpayurl?pr=${no}` });
      return answer(200, { prepay_id: `wx_prepay_${no}` });
    }
    const close = /^\/v3\/pay\/transactions\/out-trade-no\/([^?/]+)\/close$/.exec(request.url!);
    if (request.method === 'POST' && close) return this.close(close[1]!, body, response, answer);
    if (request.method === 'POST' && request.url === '/v3/refund/domestic/refunds')
      return this.refund(JSON.parse(body), answer);
    const refundQuery = /^\/v3\/refund\/domestic\/refunds\/([^?/]+)$/.exec(request.url!);
    const known = refundQuery && this.refunds.get(refundQuery[1]!);
    if (request.method === 'GET' && known)
      return answer(200, {
        out_refund_no: refundQuery[1],
        refund_id: `5030${refundQuery[1]}`,
        status: known.status,
      });
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^?]+)\?mchid=(\d+)$/.exec(
      request.url!,
    );
    const state = query && this.states.get(query[1]!);
    if (request.method === 'GET' && state && query[2] === MCHID)
      return answer(200, {
        out_trade_no: query[1],
        trade_state: state.trade_state,
        transaction_id: `4200${query[1]}`,
        amount: { total: state.total, payer_total: state.total },
      });
    return answer(404, { code: 'ORDER_NOT_EXIST', message: 'no such order' });
  }

  /**
   * As WeChat Pay's close: the body names the merchant; a paid order is not closed (ORDERPAID);
   * closing answers 204 with an empty, signed body.
   */
  close(
    no: string,
    body: string,
    response: ServerResponse,
    answer: (status: number, value: object) => void,
  ) {
    const state = this.states.get(no);
    const asked = JSON.parse(body || '{}') as { mchid?: string };
    if (asked.mchid !== MCHID) return answer(400, { code: 'PARAM_ERROR', message: 'mchid' });
    if (!state) return answer(404, { code: 'ORDER_NOT_EXIST', message: 'no such order' });
    if (state.trade_state === 'SUCCESS')
      return answer(400, { code: 'ORDERPAID', message: 'order paid' });
    state.trade_state = 'CLOSED';
    this.closed.push(no);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = rsaSign(
      'sha256',
      Buffer.from(`${timestamp}\n${nonce}\n\n`),
      platform.privateKey,
    ).toString('base64');
    response.writeHead(204, {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': PLATFORM_SERIAL,
      'wechatpay-signature': signature,
    });
    response.end();
  }

  /**
   * As WeChat Pay does: the same out_refund_no is the same refund; a refund of a payment it
   * never saw paid, or for more than the payment has left, is refused.
   */
  refund(
    asked: {
      out_trade_no: string;
      out_refund_no: string;
      notify_url: string;
      amount: { refund: number; total: number };
    },
    answer: (status: number, value: object) => void,
  ) {
    const known = this.refunds.get(asked.out_refund_no);
    if (known) return answer(200, { out_refund_no: asked.out_refund_no, status: known.status });
    const paid = this.states.get(asked.out_trade_no);
    const given = [...this.refunds.values()]
      .filter((refund) => refund.out_trade_no === asked.out_trade_no && refund.status !== 'CLOSED')
      .reduce((sum, refund) => sum + refund.refund, 0);
    if (!paid || paid.trade_state !== 'SUCCESS' || asked.amount.total !== paid.total)
      return answer(400, { code: 'INVALID_REQUEST', message: 'no such paid order' });
    if (given + asked.amount.refund > paid.total)
      return answer(403, { code: 'NOT_ENOUGH', message: 'refund exceeds the payment' });
    this.notifyUrls.set(asked.out_refund_no, asked.notify_url);
    this.refunds.set(asked.out_refund_no, {
      out_trade_no: asked.out_trade_no,
      refund: asked.amount.refund,
      status: this.refundAnswer,
    });
    return answer(200, {
      out_refund_no: asked.out_refund_no,
      refund_id: `5030${asked.out_refund_no}`,
      status: this.refundAnswer,
    });
  }

  /** WECHATPAY2-SHA256-RSA2048 over method, path, timestamp, nonce and body. */
  checkSignature(request: IncomingMessage, body: string): boolean {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return false;
    const fields = Object.fromEntries(
      [...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]] as const),
    );
    if (fields.mchid !== MCHID || fields.serial_no !== MERCHANT_SERIAL) return false;
    const message = `${request.method}\n${request.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    return rsaVerify(
      'sha256',
      Buffer.from(message),
      createPublicKey(merchant.publicKey),
      Buffer.from(fields.signature ?? '', 'base64'),
    );
  }
}
