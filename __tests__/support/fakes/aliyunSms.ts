import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { json, startFake, type FakeServer } from './http';
import type { SentSms } from './tencentSms';

// Alibaba Cloud SMS (Dysmsapi 2017-05-25, SendSms) on loopback. It checks the ACS3-HMAC-SHA256
// signature the SDK sends (Alibaba's V3 request signature: the canonical request of method, path,
// sorted query, the host, content-type and x-acs-* headers, and the payload's hash) with the
// configured AccessKey secret, and the message (signature name, template, {"code": …}).

export interface AliyunSmsFake extends FakeServer {
  sent: SentSms[];
  refused: number;
  /** Answer every send with this Code (e.g. isv.BUSINESS_LIMIT_CONTROL). */
  failWith?: string;
  lastCode(mobile: string): string | undefined;
  env(): Record<string, string>;
}

export const ALIYUN_SMS = {
  accessKeyId: 'LTAIfake-aliyun-access-key',
  accessKeySecret: 'fake-aliyun-access-secret',
  signName: '食堂',
  templateCode: 'SMS_100001',
};

const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

/** RFC 3986 percent-encoding, as the signature's canonical query has it. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export async function startAliyunSmsFake(keys = ALIYUN_SMS): Promise<AliyunSmsFake> {
  const server = await startFake((request, response, self) => {
    const fake = self as AliyunSmsFake;
    const header = (name: string) => String(request.headers[name] ?? '');
    const auth =
      /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/.exec(
        header('authorization'),
      );
    const url = new URL(request.url ?? '/', 'http://fake');
    let valid = false;
    if (
      auth &&
      auth[1] === keys.accessKeyId &&
      header('x-acs-content-sha256') === sha256(request.body)
    ) {
      const signed = auth[2]!.split(';');
      const required = [
        'host',
        'x-acs-action',
        'x-acs-date',
        'x-acs-signature-nonce',
        'x-acs-version',
      ];
      const query = [...new Set(url.searchParams.keys())]
        .sort()
        .map((name) => `${name}=${encode(url.searchParams.get(name) ?? '')}`)
        .join('&');
      const canonical = [
        request.method,
        url.pathname,
        query,
        signed.map((name) => `${name}:${header(name).trim()}\n`).join(''),
        signed.join(';'),
        sha256(request.body),
      ].join('\n');
      const toSign = `ACS3-HMAC-SHA256\n${sha256(canonical)}`;
      const expected = Buffer.from(
        createHmac('sha256', keys.accessKeySecret).update(toSign).digest('hex'),
      );
      valid =
        required.every((name) => signed.includes(name)) &&
        timingSafeEqual(expected, Buffer.from(auth[3]!));
    }
    if (!valid) {
      fake.refused += 1;
      json(response, 400, {
        Code: 'SignatureDoesNotMatch',
        Message: 'Specified signature does not match our calculation.',
        RequestId: 'fake-request',
      });
      return;
    }
    const param = (name: string) => url.searchParams.get(name) ?? '';
    let code = '';
    try {
      code = String((JSON.parse(param('TemplateParam')) as { code?: unknown }).code ?? '');
    } catch {
      code = '';
    }
    if (
      header('x-acs-action') !== 'SendSms' ||
      param('SignName') !== keys.signName ||
      param('TemplateCode') !== keys.templateCode ||
      !/^1\d{10}$/.test(param('PhoneNumbers')) ||
      !/^\d{4,8}$/.test(code)
    ) {
      json(response, 200, {
        Code: 'isv.INVALID_PARAMETERS',
        Message: 'bad message',
        RequestId: 'fake',
      });
      return;
    }
    if (fake.failWith) {
      json(response, 200, { Code: fake.failWith, Message: 'refused', RequestId: 'fake-request' });
      return;
    }
    fake.sent.push({ mobile: param('PhoneNumbers'), code });
    json(response, 200, {
      Code: 'OK',
      Message: 'OK',
      BizId: 'fake-biz',
      RequestId: 'fake-request',
    });
  });
  const fake = Object.assign(server, {
    sent: [] as SentSms[],
    refused: 0,
    lastCode: (mobile: string) => fake.sent.filter((sms) => sms.mobile === mobile).at(-1)?.code,
    env: () => ({
      SMS_PROVIDER: 'aliyun',
      SMS_SECRET_ID: keys.accessKeyId,
      SMS_SECRET_KEY: keys.accessKeySecret,
      SMS_SIGN_NAME: keys.signName,
      SMS_TEMPLATE_ID: keys.templateCode,
      SMS_ENDPOINT: server.host,
    }),
  }) as AliyunSmsFake;
  return fake;
}
