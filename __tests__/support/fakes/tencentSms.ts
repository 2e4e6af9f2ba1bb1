import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { json, startFake, type FakeServer } from './http';

// Tencent Cloud SMS's API 3.0 (SendSms, 2021-01-11) on loopback. It checks the request's
// TC3-HMAC-SHA256 signature with the configured key, written from Tencent's documentation and
// not from the SDK, and the message (app id, signature name, template and its one parameter),
// answering as Tencent does; it records each code sent, so a test reads what the phone got.

export interface SentSms {
  mobile: string;
  code: string;
}

export interface TencentSmsFake extends FakeServer {
  sent: SentSms[];
  /** Requests refused for their signature. */
  refused: number;
  /** Answer every send with this SendStatus code (e.g. LimitExceeded.PhoneNumberDailyLimit). */
  failWith?: string;
  /** The code the number received last. */
  lastCode(mobile: string): string | undefined;
  /** The variables a server sends through it (SMS_ENDPOINT points at this fake). */
  env(): Record<string, string>;
}

export const TENCENT_SMS = {
  secretId: 'AKIDfake-tencent-secret-id',
  secretKey: 'fake-tencent-secret-key',
  appId: '1400000001',
  signName: '食堂',
  templateId: '100001',
};

const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');
const hmac = (key: string | Buffer, value: string) =>
  createHmac('sha256', key).update(value).digest();

function error(code: string, message: string) {
  return { Response: { Error: { Code: code, Message: message }, RequestId: 'fake-request' } };
}

export async function startTencentSmsFake(keys = TENCENT_SMS): Promise<TencentSmsFake> {
  const server = await startFake((request, response, self) => {
    const fake = self as TencentSmsFake;
    const header = (name: string) => String(request.headers[name] ?? '');
    const auth =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z0-9]+)\/tc3_request, SignedHeaders=([a-z;-]+), Signature=([0-9a-f]{64})$/.exec(
        header('authorization'),
      );
    const timestamp = header('x-tc-timestamp');
    const date = new Date(Number(timestamp) * 1000).toISOString().slice(0, 10);
    // Tencent names the service by the endpoint's first label (sms.tencentcloudapi.com); this
    // fake's endpoint is 127.0.0.1:<port>, so the SDK signs for "127", as the real API would check.
    const service = header('host').split('.')[0] ?? '';
    let valid = false;
    if (auth && auth[1] === keys.secretId && auth[2] === date && auth[3] === service) {
      const signed = auth[4]!.split(';');
      const hostname = header('host').replace(/:\d+$/, '');
      const values: Record<string, string> = {
        'content-type': header('content-type'),
        host: hostname,
      };
      const canonical = [
        request.method,
        new URL(request.url ?? '/', 'http://fake').pathname,
        '',
        signed.map((name) => `${name}:${values[name] ?? header(name)}\n`).join(''),
        signed.join(';'),
        sha256(request.body),
      ].join('\n');
      const toSign = [
        'TC3-HMAC-SHA256',
        timestamp,
        `${date}/${service}/tc3_request`,
        sha256(canonical),
      ].join('\n');
      const key = hmac(hmac(hmac(`TC3${keys.secretKey}`, date), service), 'tc3_request');
      const expected = Buffer.from(hmac(key, toSign).toString('hex'));
      valid = expected.length === 64 && timingSafeEqual(expected, Buffer.from(auth[5]!));
    }
    if (!valid) {
      fake.refused += 1;
      json(
        response,
        200,
        error('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.'),
      );
      return;
    }
    const body = JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
    const params = body.TemplateParamSet as unknown;
    const phones = body.PhoneNumberSet as unknown;
    if (
      header('x-tc-action') !== 'SendSms' ||
      body.SmsSdkAppId !== keys.appId ||
      body.SignName !== keys.signName ||
      body.TemplateId !== keys.templateId ||
      !Array.isArray(params) ||
      params.length !== 1 ||
      !/^\d{4,8}$/.test(String(params[0])) ||
      !Array.isArray(phones) ||
      phones.length !== 1 ||
      !/^\+861\d{10}$/.test(String(phones[0]))
    ) {
      json(
        response,
        200,
        error('InvalidParameterValue.TemplateParameterFormatError', 'bad message'),
      );
      return;
    }
    const mobile = String(phones[0]).slice(3);
    if (fake.failWith) {
      json(response, 200, {
        Response: {
          SendStatusSet: [{ Code: fake.failWith, Message: 'refused', PhoneNumber: phones[0] }],
          RequestId: 'fake-request',
        },
      });
      return;
    }
    fake.sent.push({ mobile, code: String(params[0]) });
    json(response, 200, {
      Response: {
        SendStatusSet: [
          { Code: 'Ok', Message: 'send success', PhoneNumber: phones[0], SerialNo: 'fake', Fee: 1 },
        ],
        RequestId: 'fake-request',
      },
    });
  });
  const fake = Object.assign(server, {
    sent: [] as SentSms[],
    refused: 0,
    lastCode: (mobile: string) => fake.sent.filter((sms) => sms.mobile === mobile).at(-1)?.code,
    env: () => ({
      SMS_PROVIDER: 'tencent',
      SMS_SECRET_ID: keys.secretId,
      SMS_SECRET_KEY: keys.secretKey,
      SMS_APP_ID: keys.appId,
      SMS_SIGN_NAME: keys.signName,
      SMS_TEMPLATE_ID: keys.templateId,
      SMS_ENDPOINT: server.host,
    }),
  }) as TencentSmsFake;
  return fake;
}
