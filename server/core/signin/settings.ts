/** The official account's web authorisation (公众号网页授权, snsapi_base), decision 069. */
export interface WechatSignInSettings {
  appId: string;
  secret: string;
  /** Where sns/oauth2/access_token is asked: https://api.weixin.qq.com unless a test's fake. */
  apiBaseUrl: string;
  /** Where the parent returns with `code` and `state`: PUBLIC_ORIGIN's login page. */
  redirectUri: string;
}

/** A bank's OAuth 2.0 authorisation-code sign-in (with PKCE), all from settings (decision 069). */
export interface BankOAuthSettings {
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** The user-info claim that carries the mobile (e.g. phone_number). */
  mobileClaim: string;
  /** The user-info claim that names the bank's user (sub unless the bank says otherwise). */
  subjectClaim: string;
  redirectUri: string;
}

export const WECHAT_API_BASE_URL = 'https://api.weixin.qq.com';
export const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';
/**
 * Where each provider sends the parent back: a server address (OAuth forbids a fragment in a
 * redirect URI), which passes `code` and `state` on to the screen that finishes the sign-in.
 */
export const SIGN_IN_RETURN_PATH = {
  wechat: '/api/sign-in/wechat/return',
  bank: '/api/sign-in/bank/return',
} as const;
