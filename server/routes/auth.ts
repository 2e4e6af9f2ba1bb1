import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bankLogin,
  login,
  logout,
  mobileLogin,
  parseBasicAuthorization,
  platformUnbind,
  smsVerify,
  socialLogin,
} from '../../lib/contract/auth';
import { accounts, socialAccounts } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { serverMessages } from '../messages';
import { verifyPassword } from '../services/crypto';
import type { Services } from '../services';

const CHAT_PROVIDER = 'wechat';
const BANK_PROVIDER = 'bank';

/** The login calls present the client twice: `?client_id=` and a Basic header; both must match. */
function assertClient(services: Services, clientId: string, request: FastifyRequest): void {
  const basic = parseBasicAuthorization(request.headers.authorization);
  const { clientId: expectedId, clientSecret } = services.config;
  if (
    clientId !== expectedId ||
    !basic ||
    basic.clientId !== expectedId ||
    basic.clientSecret !== clientSecret
  ) {
    throw new HttpError(401, serverMessages.badClient, 'BAD_CLIENT');
  }
}

const loginFailed = () => new HttpError(400, serverMessages.loginFailed, 'LOGIN_FAILED');

/** Finds the account for a mobile, creating it on first use. */
async function accountForMobile(
  services: Services,
  mobile: string,
): Promise<{ id: number; created: boolean }> {
  const existing = await services.users.findByMobile(mobile);
  if (existing) return { id: existing.id, created: false };
  const [created] = await services.db
    .insert(accounts)
    .values({ mobile, userName: `用户${mobile.slice(-4)}`, createdAt: services.clock.now() })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  if (created) return { id: created.id, created: true };
  // Another request created it a moment ago.
  const raced = await services.users.findByMobile(mobile);
  if (!raced) throw new Error('account for mobile vanished');
  return { id: raced.id, created: false };
}

export function registerAuthRoutes(app: FastifyInstance, services: Services): void {
  const { sessions, sms, users, db, providers } = services;

  route(app, services, login, async ({ query, body, request }) => {
    assertClient(services, query.client_id, request);
    const account = await users.findByLogin(body.username);
    // Lock per account (whichever name it is reached by), or per unknown name.
    const key = account ? `account:${account.id}` : `login:${body.username.toLowerCase()}`;
    await sessions.assertNotLocked(key);
    if (!account || !(await verifyPassword(body.password, account.passwordHash))) {
      await sessions.recordFailure(key);
      throw loginFailed();
    }
    await sessions.clearFailures(key);
    return sessions.issue(account.id);
  });

  route(app, services, mobileLogin, async ({ query, body, request }) => {
    assertClient(services, query.client_id, request);
    const existing = await users.findByMobile(body.mobile);
    const key = existing ? `account:${existing.id}` : `mobile:${body.mobile}`;
    await sessions.assertNotLocked(key);
    try {
      await sms.check(body.mobile, body.code);
    } catch (error) {
      await sessions.recordFailure(key);
      throw error;
    }
    await sessions.clearFailures(key);
    const account = await accountForMobile(services, body.mobile);
    return { ...(await sessions.issue(account.id)), accountNew: account.created };
  });

  route(app, services, socialLogin, async ({ query, body, request }) => {
    assertClient(services, query.client_id, request);
    const exchanged = await providers.social.exchange(body.appid, body.code);
    if (!exchanged) throw new HttpError(400, serverMessages.socialAuthFailed, 'SOCIAL_AUTH_FAILED');
    await db
      .insert(socialAccounts)
      .values({
        provider: CHAT_PROVIDER,
        openId: exchanged.openId,
        appId: body.appid,
        createdAt: services.clock.now(),
      })
      // createdAt is "last issued": a bind must follow a fresh social login.
      .onConflictDoUpdate({
        target: [socialAccounts.provider, socialAccounts.openId],
        set: { createdAt: services.clock.now(), appId: body.appid },
      });
    const [row] = await db
      .select()
      .from(socialAccounts)
      .where(
        and(
          eq(socialAccounts.provider, CHAT_PROVIDER),
          eq(socialAccounts.openId, exchanged.openId),
        ),
      )
      .limit(1);
    if (!row?.accountId) return { openid: exchanged.openId };
    return { ...(await sessions.issue(row.accountId)), openid: exchanged.openId };
  });

  route(app, services, bankLogin, async ({ query, body, request }) => {
    assertClient(services, query.client_id, request);
    const isProd = body.isProd === true || body.isProd === 'true';
    const exchanged = await providers.bank.exchange({ token: body.token, code: body.code, isProd });
    if (!exchanged) throw new HttpError(400, serverMessages.socialAuthFailed, 'BANK_AUTH_FAILED');
    const [bound] = await db
      .select()
      .from(socialAccounts)
      .where(
        and(
          eq(socialAccounts.provider, BANK_PROVIDER),
          eq(socialAccounts.openId, exchanged.externalId),
        ),
      )
      .limit(1);
    let accountId = bound?.accountId ?? null;
    if (accountId === null) {
      accountId = exchanged.mobile
        ? (await accountForMobile(services, exchanged.mobile)).id
        : (
            await db
              .insert(accounts)
              .values({ userName: '银行卡用户', createdAt: services.clock.now() })
              .returning({ id: accounts.id })
          )[0]!.id;
      await db
        .insert(socialAccounts)
        .values({
          provider: BANK_PROVIDER,
          openId: exchanged.externalId,
          accountId,
          createdAt: services.clock.now(),
        })
        .onConflictDoUpdate({
          target: [socialAccounts.provider, socialAccounts.openId],
          set: { accountId },
        });
    }
    return { ...(await sessions.issue(accountId)), openid: exchanged.externalId };
  });

  route(app, services, logout, async ({ caller }) => {
    await sessions.revoke(caller.tokenHash);
    return true;
  });

  route(app, services, smsVerify, async ({ body, request }) => {
    await sms.send(body.mobile, request.ip);
    return true;
  });

  route(app, services, platformUnbind, async ({ params, caller }) => {
    const unbound = await db
      .update(socialAccounts)
      .set({ accountId: null })
      .where(
        and(eq(socialAccounts.openId, params.id), eq(socialAccounts.accountId, caller.accountId)),
      )
      .returning({ id: socialAccounts.id });
    if (unbound.length === 0) throw notFound();
    return true;
  });
}
