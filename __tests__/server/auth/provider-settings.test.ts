import { configFromEnv as fromEnv } from '@/server/core/env';

// Decision 069: a provider turned on by its first variable needs all the others, or the server
// refuses to start and names the one missing; addresses must be https (http only to loopback).

const configFromEnv = (env: Record<string, string>) =>
  fromEnv({ NODE_ENV: 'test', ...env } as NodeJS.ProcessEnv);

const TENCENT = {
  SMS_PROVIDER: 'tencent',
  SMS_SECRET_ID: 'AKIDexample',
  SMS_SECRET_KEY: 'key',
  SMS_SIGN_NAME: '食堂',
  SMS_TEMPLATE_ID: '100001',
  SMS_APP_ID: '1400000001',
};

it('reads a Tencent SMS provider, with its default region', () => {
  expect(configFromEnv(TENCENT).sms).toEqual({
    provider: 'tencent',
    secretId: 'AKIDexample',
    secretKey: 'key',
    signName: '食堂',
    templateId: '100001',
    appId: '1400000001',
    region: 'ap-guangzhou',
    endpoint: undefined,
  });
  expect(configFromEnv({}).sms).toBeUndefined();
});

it.each(['SMS_SECRET_ID', 'SMS_SECRET_KEY', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_ID', 'SMS_APP_ID'])(
  'refuses to start with SMS_PROVIDER set and %s missing, naming it',
  (name) => {
    expect(() => configFromEnv({ ...TENCENT, [name]: '' })).toThrow(
      `SMS_PROVIDER is set, so ${name} must be set too`,
    );
  },
);

it('refuses an unknown SMS provider and an endpoint override that is not this machine', () => {
  expect(() => configFromEnv({ ...TENCENT, SMS_PROVIDER: 'twilio' })).toThrow(
    'SMS_PROVIDER must be tencent or aliyun, not "twilio"',
  );
  expect(() => configFromEnv({ ...TENCENT, SMS_ENDPOINT: 'evil.example:443' })).toThrow(
    'SMS_ENDPOINT is for a test fake only',
  );
});

it('Alibaba Cloud needs no app id', () => {
  const { SMS_APP_ID: _none, ...rest } = TENCENT;
  expect(configFromEnv({ ...rest, SMS_PROVIDER: 'aliyun' }).sms).toMatchObject({
    provider: 'aliyun',
    region: 'cn-hangzhou',
    appId: undefined,
  });
});

it('WeChat needs its secret; its API address must be https', () => {
  expect(() => configFromEnv({ WECHAT_APPID: 'wx1' })).toThrow(
    'WECHAT_APPID is set, so WECHAT_SECRET must be set too',
  );
  expect(() =>
    configFromEnv({
      WECHAT_APPID: 'wx1',
      WECHAT_SECRET: 's',
      WECHAT_API_BASE_URL: 'http://api.example',
    }),
  ).toThrow('WECHAT_API_BASE_URL must be an https URL');
  expect(configFromEnv({ WECHAT_APPID: 'wx1', WECHAT_SECRET: 's' }).wechat).toEqual({
    appId: 'wx1',
    secret: 's',
    apiBaseUrl: 'https://api.weixin.qq.com',
    redirectUri: 'http://localhost:3000/api/sign-in/wechat/return',
  });
});

it('the bank needs its secret and its three addresses', () => {
  const bank = {
    BANK_OAUTH_CLIENT_ID: 'c',
    BANK_OAUTH_CLIENT_SECRET: 's',
    BANK_OAUTH_AUTHORIZATION_URL: 'https://bank.example/authorize',
    BANK_OAUTH_TOKEN_URL: 'https://bank.example/token',
    BANK_OAUTH_USERINFO_URL: 'https://bank.example/userinfo',
  };
  expect(configFromEnv(bank).bankOAuth).toMatchObject({
    issuer: 'https://bank.example',
    mobileClaim: 'phone_number',
    subjectClaim: 'sub',
  });
  for (const name of Object.keys(bank).slice(1))
    expect(() => configFromEnv({ ...bank, [name]: '' })).toThrow(
      `BANK_OAUTH_CLIENT_ID is set, so ${name} must be set too`,
    );
  expect(() => configFromEnv({ ...bank, BANK_OAUTH_TOKEN_URL: 'http://10.0.0.5/token' })).toThrow(
    'BANK_OAUTH_TOKEN_URL must be an https URL',
  );
});
