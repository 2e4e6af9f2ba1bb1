import { randomBytes } from 'node:crypto';
import { json, startFake, type FakeServer } from './http';

// The official account's OAuth API (sns/oauth2/access_token) on loopback. A test issues a code
// for an openid, as WeChat does when the parent authorises; the exchange checks appid, secret,
// grant type and code, which is single-use and may be made stale, and answers WeChat's errcode.

export interface WechatOAuthFake extends FakeServer {
  /** A code WeChat would append to the redirect for this openid. */
  issueCode(openid: string): string;
  /** The code outlived its five minutes. */
  expire(code: string): void;
  /** Exchanges answered with an openid. */
  exchanged: number;
  env(): Record<string, string>;
}

export const WECHAT_ACCOUNT = {
  appId: 'wx0fa4e0c0a1b2c3d4',
  secret: 'fake-wechat-app-secret-32-bytes!',
};

export async function startWechatOAuthFake(account = WECHAT_ACCOUNT): Promise<WechatOAuthFake> {
  const codes = new Map<string, { openid: string; used: boolean; expired: boolean }>();
  const server = await startFake((request, response, self) => {
    const fake = self as WechatOAuthFake;
    const url = new URL(request.url ?? '/', 'http://fake');
    const q = (name: string) => url.searchParams.get(name) ?? '';
    const errcode = (code: number, errmsg: string) =>
      json(response, 200, { errcode: code, errmsg });
    if (request.method !== 'GET' || url.pathname !== '/sns/oauth2/access_token')
      return json(response, 404, {});
    if (q('appid') !== account.appId) return errcode(40013, 'invalid appid');
    if (q('secret') !== account.secret) return errcode(40125, 'invalid appsecret');
    if (q('grant_type') !== 'authorization_code') return errcode(40002, 'invalid grant_type');
    const issued = codes.get(q('code'));
    if (!issued || issued.expired) return errcode(40029, 'invalid code');
    if (issued.used) return errcode(40163, 'code been used');
    issued.used = true;
    fake.exchanged += 1;
    json(response, 200, {
      access_token: randomBytes(16).toString('hex'),
      expires_in: 7200,
      refresh_token: randomBytes(16).toString('hex'),
      openid: issued.openid,
      scope: 'snsapi_base',
    });
  });
  const fake = Object.assign(server, {
    exchanged: 0,
    issueCode(openid: string) {
      const code = randomBytes(16).toString('hex');
      codes.set(code, { openid, used: false, expired: false });
      return code;
    },
    expire(code: string) {
      const issued = codes.get(code);
      if (issued) issued.expired = true;
    },
    env: () => ({
      WECHAT_APPID: account.appId,
      WECHAT_SECRET: account.secret,
      WECHAT_API_BASE_URL: server.url,
    }),
  }) as WechatOAuthFake;
  return fake;
}
