import * as z from 'zod/mini';
import { SMS_DEFAULT_REGION, type SmsSettings } from '../sms/settings';
import {
  SIGN_IN_RETURN_PATH,
  WECHAT_API_BASE_URL,
  type BankOAuthSettings,
  type WechatSignInSettings,
} from './settings';

// The sign-in providers' variables (decision 069), read with the rest by server/core/env.ts. A
// provider is on when its first variable is set (SMS_PROVIDER, WECHAT_APPID, BANK_OAUTH_CLIENT_ID);
// then every variable it needs must be set, in demo mode as in production, or the server refuses
// to start naming the first one missing.

const text = z.optional(z.string());

export const SMS_VARS = [
  'SMS_PROVIDER',
  'SMS_SECRET_ID',
  'SMS_SECRET_KEY',
  'SMS_SIGN_NAME',
  'SMS_TEMPLATE_ID',
  'SMS_APP_ID',
  'SMS_REGION',
  'SMS_ENDPOINT',
] as const;
export const WECHAT_VARS = ['WECHAT_APPID', 'WECHAT_SECRET', 'WECHAT_API_BASE_URL'] as const;
export const BANK_VARS = [
  'BANK_OAUTH_CLIENT_ID',
  'BANK_OAUTH_CLIENT_SECRET',
  'BANK_OAUTH_AUTHORIZATION_URL',
  'BANK_OAUTH_TOKEN_URL',
  'BANK_OAUTH_USERINFO_URL',
  'BANK_OAUTH_ISSUER',
  'BANK_OAUTH_SCOPE',
  'BANK_OAUTH_MOBILE_CLAIM',
  'BANK_OAUTH_SUBJECT_CLAIM',
] as const;

type Var = (typeof SMS_VARS)[number] | (typeof WECHAT_VARS)[number] | (typeof BANK_VARS)[number];
export const signInFields = Object.fromEntries(
  [...SMS_VARS, ...WECHAT_VARS, ...BANK_VARS].map((name) => [name, text]),
) as Record<Var, typeof text>;

export interface SignInProviderSettings {
  sms?: SmsSettings;
  wechat?: WechatSignInSettings;
  bankOAuth?: BankOAuthSettings;
}

/** An address a provider is asked at: https, or http to this machine (the tests' fakes). */
function providerUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/** Reads the providers' settings; each fault is pushed to `problems` (the first one refuses). */
export function signInSettings(
  env: Partial<Record<Var, string>>,
  publicOrigin: string,
  problems: string[],
): SignInProviderSettings {
  const value = (name: Var) => env[name] || undefined;
  const required = (name: Var, because: Var): string => {
    const found = value(name);
    if (!found) problems.push(`${because} is set, so ${name} must be set too`);
    return found ?? '';
  };
  const address = (name: Var, because: Var, fallback?: string): string => {
    const found = fallback !== undefined ? (value(name) ?? fallback) : required(name, because);
    if (found && !providerUrl(found))
      problems.push(`${name} must be an https URL (or http on 127.0.0.1 for a test's fake)`);
    return found;
  };
  const settings: SignInProviderSettings = {};

  const provider = value('SMS_PROVIDER');
  if (provider !== undefined) {
    if (provider !== 'tencent' && provider !== 'aliyun') {
      problems.push(`SMS_PROVIDER must be tencent or aliyun, not "${provider.slice(0, 20)}"`);
    } else {
      const endpoint = value('SMS_ENDPOINT');
      if (endpoint && !/^(127\.0\.0\.1|localhost):\d+$/.test(endpoint))
        problems.push('SMS_ENDPOINT is for a test fake only: 127.0.0.1:<port>');
      settings.sms = {
        provider,
        secretId: required('SMS_SECRET_ID', 'SMS_PROVIDER'),
        secretKey: required('SMS_SECRET_KEY', 'SMS_PROVIDER'),
        signName: required('SMS_SIGN_NAME', 'SMS_PROVIDER'),
        templateId: required('SMS_TEMPLATE_ID', 'SMS_PROVIDER'),
        appId: provider === 'tencent' ? required('SMS_APP_ID', 'SMS_PROVIDER') : undefined,
        region: value('SMS_REGION') ?? SMS_DEFAULT_REGION[provider],
        endpoint,
      };
    }
  }

  if (value('WECHAT_APPID')) {
    settings.wechat = {
      appId: value('WECHAT_APPID')!,
      secret: required('WECHAT_SECRET', 'WECHAT_APPID'),
      apiBaseUrl: address('WECHAT_API_BASE_URL', 'WECHAT_APPID', WECHAT_API_BASE_URL),
      redirectUri: `${publicOrigin}${SIGN_IN_RETURN_PATH.wechat}`,
    };
  }

  if (value('BANK_OAUTH_CLIENT_ID')) {
    const because = 'BANK_OAUTH_CLIENT_ID';
    const authorizationUrl = address('BANK_OAUTH_AUTHORIZATION_URL', because);
    settings.bankOAuth = {
      clientId: value('BANK_OAUTH_CLIENT_ID')!,
      clientSecret: required('BANK_OAUTH_CLIENT_SECRET', because),
      authorizationUrl,
      tokenUrl: address('BANK_OAUTH_TOKEN_URL', because),
      userInfoUrl: address('BANK_OAUTH_USERINFO_URL', because),
      issuer:
        value('BANK_OAUTH_ISSUER') ??
        (providerUrl(authorizationUrl) ? new URL(authorizationUrl).origin : ''),
      scope: value('BANK_OAUTH_SCOPE') ?? 'openid phone',
      mobileClaim: value('BANK_OAUTH_MOBILE_CLAIM') ?? 'phone_number',
      subjectClaim: value('BANK_OAUTH_SUBJECT_CLAIM') ?? 'sub',
      redirectUri: `${publicOrigin}${SIGN_IN_RETURN_PATH.bank}`,
    };
  }
  return settings;
}
