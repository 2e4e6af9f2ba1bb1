import { parseBasicAuthorization } from '../../../lib/contract/auth';
import type { ServerConfig } from '../../config';
import { DomainError } from '../../core/errors';
import { serverMessages } from '../../messages';
import type { AccountsService } from './accounts';
import { verifyPassword } from '../../core/crypto';
import type { Providers } from '../../core/providers';
import type { SessionsService } from './sessions';
import type { SmsService } from './sms';
import type { UsersService } from '../user';

// The sign-in entrances (decision 006): password, SMS code, chat app and bank app. Each checks
// the client, guards the account against guessing (lock per account or per unknown name) and
// issues a token.

const loginFailed = () => new DomainError('LOGIN_FAILED', serverMessages.loginFailed);
const unavailable = () => new DomainError('PROVIDER_UNAVAILABLE', serverMessages.signInUnavailable);

export function createSignIn(deps: {
  config: ServerConfig;
  users: UsersService;
  accounts: AccountsService;
  sessions: SessionsService;
  sms: SmsService;
  providers: Providers;
}) {
  const { config, users, accounts, sessions, sms, providers } = deps;

  /** The login calls present the client twice: `?client_id=` and a Basic header; both must match. */
  function assertClient(clientId: string, authorization: string | undefined): void {
    const basic = parseBasicAuthorization(authorization);
    if (
      clientId !== config.clientId ||
      !basic ||
      basic.clientId !== config.clientId ||
      basic.clientSecret !== config.clientSecret
    ) {
      throw new DomainError('BAD_CLIENT', serverMessages.badClient);
    }
  }

  async function password(username: string, secret: string, ip: string) {
    const account = await users.findByLogin(username);
    // Per account (whichever name it is reached by), or per unknown name; and per client address.
    const subject = account ? `account:${account.id}` : `login:${username.toLowerCase()}`;
    return sessions.guard('password', subject, ip, async () => {
      // An unknown name pays the same hash as a known one (against no stored hash, which
      // verifyPassword answers with a full hash of its own): the time tells nothing.
      const matches = await verifyPassword(secret, account?.passwordHash ?? null);
      if (!account || !matches) throw loginFailed();
      return sessions.issue(account.id);
    });
  }

  /** Wrong SMS codes count on their own: they never lock password login (decision 019). */
  async function mobile(number: string, code: string, ip: string) {
    const existing = await users.findByMobile(number);
    const subject = existing ? `account:${existing.id}` : `mobile:${number}`;
    await sessions.guard(
      'sms',
      subject,
      ip,
      () => sms.check(number, code),
      (error) => !(error instanceof DomainError && error.code === 'SMS_CODE_EXPIRED'),
    );
    const account = await accounts.forMobile(number);
    return { ...(await sessions.issue(account.id)), accountNew: account.created };
  }

  /** A real provider's authorisation page and state; the sandboxes have none. */
  async function authorise(provider: 'wechat' | 'bank') {
    const start = provider === 'wechat' ? providers.social?.authorise : providers.bank?.authorise;
    if (!start) throw unavailable();
    return start();
  }

  /** A refused code, a forged or stale state: nothing is written (decision 069). */
  async function chat(appId: string, code: string, ip: string, state?: string) {
    if (!providers.social) throw unavailable();
    const exchanged = await providers.social.exchange(appId, code, state);
    if (!exchanged) throw new DomainError('SOCIAL_AUTH_FAILED', serverMessages.socialAuthFailed);
    const accountId = await accounts.chatLogin(exchanged.openId, appId, ip);
    if (accountId === null) return { openid: exchanged.openId };
    return { ...(await sessions.issue(accountId)), openid: exchanged.openId };
  }

  /** Whether the bank's production system is asked is the server's mode, never the caller's. */
  async function bank(input: { token: string; code: string; ip: string; state?: string }) {
    if (!providers.bank) throw unavailable();
    const { ip, ...authorisation } = input;
    const exchanged = await providers.bank.exchange({ ...authorisation, isProd: !config.demo });
    if (!exchanged) throw new DomainError('BANK_AUTH_FAILED', serverMessages.socialAuthFailed);
    const accountId = await accounts.bankLogin(exchanged.externalId, exchanged.mobile, ip);
    return { ...(await sessions.issue(accountId)), openid: exchanged.externalId };
  }

  return { assertClient, password, mobile, authorise, chat, bank };
}
export type SignInService = ReturnType<typeof createSignIn>;
