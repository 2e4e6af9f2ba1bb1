import type { Clock } from '../clock';
import { DomainError } from '../errors';
import type { GuardedFetch } from '../outbound/fetch';
import type { SocialProvider } from '../providers';
import { serverMessages } from '../../messages';
import { WECHAT_AUTHORIZE_URL, type WechatSignInSettings } from './settings';
import { issueState, stateIsValid } from './state';

// The official account's web authorisation (公众号网页授权, snsapi_base): the parent is sent to
// WeChat, comes back with a single-use code, and the server trades it, with the account's secret,
// for the parent's openid at sns/oauth2/access_token. Only the openid is kept: the access token
// of snsapi_base reads nothing else.

const PROVIDER = 'wechat';
const failed = (message: string) => new DomainError('SOCIAL_AUTH_FAILED', message);

export function wechatSocialProvider(
  settings: WechatSignInSettings,
  clock: Clock,
  fetch: GuardedFetch,
): SocialProvider {
  return {
    authorise() {
      const state = issueState(settings.secret, PROVIDER, clock.now());
      const query = new URLSearchParams({
        appid: settings.appId,
        redirect_uri: settings.redirectUri,
        response_type: 'code',
        scope: 'snsapi_base',
        state,
      });
      // WeChat reads its parameters in this order and needs the fragment to open the page.
      return { url: `${WECHAT_AUTHORIZE_URL}?${query}#wechat_redirect`, state };
    },

    async exchange(appId, code, state) {
      if (appId !== settings.appId) return null;
      if (!state || !stateIsValid(settings.secret, PROVIDER, state, clock.now()))
        throw failed(serverMessages.signInStateInvalid);
      const url = new URL('/sns/oauth2/access_token', settings.apiBaseUrl);
      url.search = new URLSearchParams({
        appid: settings.appId,
        secret: settings.secret,
        code,
        grant_type: 'authorization_code',
      }).toString();
      let answer: { openid?: unknown; errcode?: unknown };
      try {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`answered ${response.status}`);
        answer = (await response.json()) as typeof answer;
      } catch {
        throw new DomainError('PROVIDER_UNAVAILABLE', serverMessages.signInProviderFailed);
      }
      if (answer.errcode === -1)
        throw new DomainError('PROVIDER_UNAVAILABLE', serverMessages.signInProviderFailed);
      // An errcode (40029 invalid code, 40163 code used, 40125 wrong secret, …) is a refusal.
      if (answer.errcode || typeof answer.openid !== 'string' || answer.openid === '') return null;
      return { openId: answer.openid };
    },
  };
}
