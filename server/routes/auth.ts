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
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { serverMessages } from '../messages';
import { verifyPassword } from '../services/crypto';
import type { Services } from '../services';

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

export function registerAuthRoutes(app: FastifyInstance, services: Services): void {
  const { sessions, sms, users, accounts, providers } = services;

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
    const account = await accounts.forMobile(body.mobile);
    return { ...(await sessions.issue(account.id)), accountNew: account.created };
  });

  route(app, services, socialLogin, async ({ query, body, request }) => {
    assertClient(services, query.client_id, request);
    const exchanged = await providers.social.exchange(body.appid, body.code);
    if (!exchanged) throw new HttpError(400, serverMessages.socialAuthFailed, 'SOCIAL_AUTH_FAILED');
    const accountId = await accounts.chatLogin(exchanged.openId, body.appid);
    if (accountId === null) return { openid: exchanged.openId };
    return { ...(await sessions.issue(accountId)), openid: exchanged.openId };
  });

  route(app, services, bankLogin, async ({ query, body, request }) => {
    assertClient(services, query.client_id, request);
    const isProd = body.isProd === true || body.isProd === 'true';
    const exchanged = await providers.bank.exchange({ token: body.token, code: body.code, isProd });
    if (!exchanged) throw new HttpError(400, serverMessages.socialAuthFailed, 'BANK_AUTH_FAILED');
    const accountId = await accounts.bankLogin(exchanged.externalId, exchanged.mobile);
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
    await accounts.unbindPlatform(caller.accountId, params.id);
    return true;
  });
}
