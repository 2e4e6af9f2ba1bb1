import {
  bankLogin,
  basicAuthorization,
  clientCredentials,
  login,
  mobileLogin,
  smsVerify,
  socialLogin,
  type TokenResponse,
} from '@/lib/contract/auth';
import { socialBind, type CurrentUser, type Identity } from '@/lib/contract/user';
import { storedWechatAppid } from '@/lib/session/schema';
import {
  clearSession,
  getSession,
  isLoggedIn,
  saveIdentity,
  saveOpenId,
  saveToken,
  saveUser,
  saveWechatAppid,
  selectedIdentityOf,
} from '@/lib/session/store';
import {
  FALLBACK_OPEN_ID_NO,
  getLoginStatus,
  setLoginStatus,
  setOpenIdNo,
  type LoginStatus,
} from '@/lib/user/loginStatus';
import { isApiError } from './errors';
import { returnedState } from './providerSignIn';
import { request, type RequestOptions } from './client';
import { loadIdentities, requestCurrentUser } from './userLoaders';

// The login flows of (docs/product.md, "States and transitions"). The OAuth-style calls carry the client id in the query and
// the client's Basic authorization. Every flow drives lib/user/loginStatus: it starts submitting;
// a failure sets the error flag (no message) and resolves the current-user status; a success
// stores the token, (for account and mobile logins) binds the chat identity, reloads the
// identities, selects one and fetches the current user.

/** The provider of the chat-platform open id (the social login's). */
export const CHAT_PROVIDER = 'wechat';

/** Prefix of an open id generated for a bank login that came without one. */
const FALLBACK_OPEN_ID_PREFIX = 'fallback_';

function clientAuth(): { query: { client_id: string }; options: RequestOptions } {
  const { clientId, clientSecret } = clientCredentials();
  return {
    query: { client_id: clientId },
    options: { headers: { Authorization: basicAuthorization(clientId, clientSecret) } },
  };
}

/** The identity to act for: the one the account last switched to, else the first. */
function pickIdentity(
  list: Identity[],
  currentAssociatedUserId: number | null | undefined,
): Identity | undefined {
  return list.find((identity) => identity.associatedUserId === currentAssociatedUserId) ?? list[0];
}

/** Forgets the account but keeps the open id: it belongs to the device's chat app, not the account. */
async function treatAsLoggedOut(): Promise<void> {
  const { openId } = getSession();
  await clearSession();
  if (openId) await saveOpenId(openId);
  setLoginStatus({ status: 'resolved', loggedOut: true });
}

/**
 * (docs/product.md, "States and transitions"): needs a login or a stored user; with neither, or an empty answer, the user is
 * treated as logged out (resolves undefined). A failed call keeps the session: the server did
 * not say the user is gone.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | undefined> {
  const stored = getSession().user;
  if (!isLoggedIn() && !stored) {
    await treatAsLoggedOut();
    return undefined;
  }
  let answer: CurrentUser | undefined | null;
  try {
    answer = await requestCurrentUser({ silent: true });
  } catch {
    setLoginStatus({ status: 'resolved' });
    return stored;
  }
  if (!answer) {
    await treatAsLoggedOut();
    return undefined;
  }
  saveUser(answer);
  setLoginStatus({ status: 'resolved', loggedOut: false });
  return answer;
}

/** Binds the stored chat open id to the account just logged in; best effort. */
async function bindChatIdentity(): Promise<void> {
  const { openId, wechatAppid } = getSession();
  if (!openId) return;
  await request(
    socialBind,
    { params: { provider: CHAT_PROVIDER, id: openId }, body: { appId: wechatAppid } },
    { silent: true },
  ).catch(() => undefined);
}

/** After any login: token, (chat bind), identities, the current user, the selected identity. */
export async function completeLogin(
  token: Pick<TokenResponse, 'access_token' | 'expires_in'>,
  { bindChat = false }: { bindChat?: boolean } = {},
): Promise<void> {
  await saveToken(token);
  if (bindChat) await bindChatIdentity();
  const list = await loadIdentities();
  const user = await fetchCurrentUser();
  if (getLoginStatus().loggedOut) throw new Error('the current user is absent');
  const chosen = pickIdentity(list, user?.currentAssociatedUserId);
  if (chosen) await saveIdentity(selectedIdentityOf(chosen));
}

/** Runs one login attempt through the login status. */
async function attempt<T>(
  run: () => Promise<T>,
  onFailure: (error: unknown) => Partial<LoginStatus> = () => ({}),
): Promise<T> {
  setLoginStatus({ submitting: true, error: false, status: 'pending', loggedOut: false });
  try {
    const result = await run();
    setLoginStatus({ submitting: false, error: false, status: 'resolved' });
    return result;
  } catch (error) {
    setLoginStatus({ submitting: false, error: true, status: 'resolved', ...onFailure(error) });
    throw error;
  }
}

export function loginWithPassword(username: string, password: string): Promise<void> {
  return attempt(async () => {
    const { query, options } = clientAuth();
    const token = await request(
      login,
      { query, body: { username, password, grant_type: 'password' } },
      options,
    );
    await completeLogin(token, { bindChat: true });
  });
}

/** accountNew as a failed mobile login's answer carries it (top level or in data). */
function accountNewOf(error: unknown): boolean | undefined {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return undefined;
  const body = error.body as { accountNew?: unknown; data?: { accountNew?: unknown } | null };
  const value = body.accountNew ?? body.data?.accountNew;
  return typeof value === 'boolean' ? value : undefined;
}

/** Resolves accountNew (the number had no account and one was made for it). */
export function loginWithMobile(mobile: string, code: string): Promise<{ accountNew: boolean }> {
  return attempt(
    async () => {
      const { query, options } = clientAuth();
      const token = await request(mobileLogin, { query, body: { mobile, code } }, options);
      const accountNew = token.accountNew ?? false;
      setLoginStatus({ accountNew });
      await completeLogin(token, { bindChat: true });
      return { accountNew };
    },
    (error) => ({ accountNew: accountNewOf(error) }),
  );
}

/**
 * The chat app's authorisation code (the login page opened with `code`, maybe `appid`). The
 * appid falls back to the stored one (whose default covers a missing or 'null'/'undefined'
 * value). Stores the open id; logs in only when the answer carries a token (the open id is
 * already bound), else the user logs in by account or mobile and the open id is bound then.
 */
export function loginWithSocialCode(
  code: string,
  appid?: string,
  returned?: string,
): Promise<{ loggedIn: boolean }> {
  return attempt(async () => {
    const state = returnedState('wechat', returned);
    if (storedWechatAppid.safeParse(appid).success) await saveWechatAppid(appid);
    const { query, options } = clientAuth();
    const answer = await request(
      socialLogin,
      { query, body: { appid: getSession().wechatAppid, code, state } },
      options,
    );
    await saveOpenId(answer.openid);
    setOpenIdNo(undefined);
    if (!answer.access_token || !answer.expires_in) return { loggedIn: false };
    await completeLogin({ access_token: answer.access_token, expires_in: answer.expires_in });
    return { loggedIn: true };
  });
}

export function isFallbackOpenId(openId: string): boolean {
  return openId.startsWith(FALLBACK_OPEN_ID_PREFIX);
}

/**
 * The open id a bank login goes on with: the query's, else the stored one, else a generated
 * fallback (marked with open-id number 999, (docs/product.md, "Rules and limits")). It is stored for the payments.
 */
async function bankOpenId(fromQuery: string | undefined): Promise<string> {
  const openId =
    fromQuery || getSession().openId || `${FALLBACK_OPEN_ID_PREFIX}${crypto.randomUUID()}`;
  await saveOpenId(openId);
  setOpenIdNo(isFallbackOpenId(openId) ? FALLBACK_OPEN_ID_NO : undefined);
  return openId;
}

/** The bank app points at production only when the build says so. */
export function bankIsProd(): boolean {
  return process.env.NEXT_PUBLIC_BANK_IS_PROD === 'true';
}

/**
 * The bank-card entrances: POST /bank/login with the query's token (else the open id) and code.
 * Rejects when the code is missing or the bank refuses.
 */
export function loginWithBank(input: {
  code: string | undefined;
  token?: string;
  openId?: string;
  state?: string;
}): Promise<void> {
  return attempt(async () => {
    const state = returnedState('bank', input.state);
    const openId = await bankOpenId(input.openId);
    if (!input.code) throw new Error('no authorisation code');
    const { query, options } = clientAuth();
    const body = { token: input.token || openId, code: input.code, isProd: bankIsProd(), state };
    const token = await request(bankLogin, { query, body }, options);
    await completeLogin(token);
  });
}

/** Sends a login code; rejects with the server's ApiError (cooldown, daily limit). */
export async function sendLoginCode(mobile: string): Promise<void> {
  await request(smsVerify, { body: { mobile } });
}
