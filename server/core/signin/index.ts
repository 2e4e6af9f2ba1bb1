import type { Clock } from '../clock';
import { guardedFetch } from '../outbound/fetch';
import type { Providers } from '../providers';
import type { Settings } from '../settings';
import { aliyunSmsProvider } from '../sms/aliyun';
import { tencentSmsProvider } from '../sms/tencent';
import { bankOAuthProvider } from './bankOAuth';
import { wechatSocialProvider } from './wechat';

// The real sign-in providers the settings configure (decision 069), in either mode: what is
// configured replaces the demo's sandbox; what is not stays as the mode has it.

/** A provider address on this machine is a test's fake: the guard lets loopback through for it. */
function onThisMachine(address: string): boolean {
  const host = new URL(address).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

export function configuredProviders(
  settings: Pick<Settings, 'sms' | 'wechat' | 'bankOAuth'>,
  clock: Clock,
): Partial<Providers> {
  const { sms, wechat, bankOAuth } = settings;
  const providers: Partial<Providers> = {};
  if (sms)
    providers.sms = sms.provider === 'tencent' ? tencentSmsProvider(sms) : aliyunSmsProvider(sms);
  if (wechat) {
    const fetch = guardedFetch({ allowance: { loopback: onThisMachine(wechat.apiBaseUrl) } });
    providers.social = wechatSocialProvider(wechat, clock, fetch);
  }
  if (bankOAuth) {
    const loopback = [bankOAuth.tokenUrl, bankOAuth.userInfoUrl].every(onThisMachine);
    providers.bank = bankOAuthProvider(bankOAuth, clock, guardedFetch({ allowance: { loopback } }));
  }
  return providers;
}
