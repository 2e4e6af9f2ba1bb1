import {
  basicAuthorization,
  clientCredentials,
  login,
  mobileLogin,
  smsVerify,
  type TokenResponse,
} from '../contract/auth';
import { currentUser, identities, type Identity } from '../contract/user';
import {
  saveIdentities,
  saveIdentity,
  saveToken,
  saveUser,
  selectedIdentityOf,
} from '../session/store';
import { request, type RequestOptions } from './client';

// The login flows of SPEC section 4: the OAuth-style calls carry the client id in the query and
// the client's Basic authorization; a success stores the token, reloads the identities, selects
// one and fetches the current user.

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

/** After any login: token, identities, the selected identity, then the current user. */
export async function completeLogin(
  token: Pick<TokenResponse, 'access_token' | 'expires_in'>,
): Promise<void> {
  await saveToken(token);
  const list = await request(identities);
  saveIdentities(list);
  // The current user only refines which identity is selected; its failure must not undo a login.
  const user = await request(
    currentUser,
    { query: { userTypes: 'Student' } },
    { silent: true },
  ).catch(() => undefined);
  if (user) saveUser(user);
  const chosen = pickIdentity(list, user?.currentAssociatedUserId);
  if (chosen) await saveIdentity(selectedIdentityOf(chosen));
}

export async function loginWithPassword(username: string, password: string): Promise<void> {
  const { query, options } = clientAuth();
  const token = await request(
    login,
    { query, body: { username, password, grant_type: 'password' } },
    options,
  );
  await completeLogin(token);
}

/** Resolves accountNew (the number had no account and one was made for it). */
export async function loginWithMobile(
  mobile: string,
  code: string,
): Promise<{ accountNew: boolean }> {
  const { query, options } = clientAuth();
  const token = await request(mobileLogin, { query, body: { mobile, code } }, options);
  await completeLogin(token);
  return { accountNew: token.accountNew ?? false };
}

/** Sends a login code; rejects with the server's ApiError (cooldown, daily limit). */
export async function sendLoginCode(mobile: string): Promise<void> {
  await request(smsVerify, { body: { mobile } });
}
