import {
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign as rsaSign,
  verify as rsaVerify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

// A local fake of WeChat Pay's merchant API v3 for the payment tests: keys generated here,
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

/** The fake merchant API: prepay and query, with trade states the test sets. */
export class FakeMerchantApi {
  server: Server = createServer((request, response) => void this.handle(request, response));
  seen: SeenRequest[] = [];
  states = new Map<string, { trade_state: string; total: number }>();

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
    if (request.method === 'POST' && request.url === '/v3/pay/transactions/jsapi') {
      const order = JSON.parse(body) as { out_trade_no: string; amount: { total: number } };
      this.states.set(order.out_trade_no, { trade_state: 'NOTPAY', total: order.amount.total });
      return answer(200, { prepay_id: `wx_prepay_${order.out_trade_no}` });
    }
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

  /** WECHATPAY2-SHA256-RSA2048 over method, path, timestamp, nonce and body. */
  checkSignature(request: IncomingMessage, body: string): boolean {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return false;
    const fields = Object.fromEntries(
      [...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]] as const),
    );
    if (fields.mchid !== MCHID || fields.serial_no !== 'MERCHANT_SERIAL_1') return false;
    const message = `${request.method}\n${request.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    return rsaVerify(
      'sha256',
      Buffer.from(message),
      createPublicKey(merchant.publicKey),
      Buffer.from(fields.signature ?? '', 'base64'),
    );
  }
}
