import type { FastifyInstance } from 'fastify';
import {
  bankLogin,
  login,
  logout,
  mobileLogin,
  platformUnbind,
  signInStart,
  smsVerify,
  socialLogin,
} from '../../../lib/contract/auth';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';
import { registerSignInReturns } from './returns';

export function registerAuthRoutes(app: FastifyInstance, services: Services): void {
  const { signIn, sessions, sms, accounts } = services;

  route(app, services, login, ({ query, body, request }) => {
    signIn.assertClient(query.client_id, request.headers.authorization);
    return signIn.password(body.username, body.password, request.ip);
  });

  route(app, services, mobileLogin, ({ query, body, request }) => {
    signIn.assertClient(query.client_id, request.headers.authorization);
    return signIn.mobile(body.mobile, body.code, request.ip);
  });

  route(app, services, socialLogin, ({ query, body, request }) => {
    signIn.assertClient(query.client_id, request.headers.authorization);
    return signIn.chat(body.appid, body.code, request.ip, body.state);
  });

  route(app, services, bankLogin, ({ query, body, request }) => {
    signIn.assertClient(query.client_id, request.headers.authorization);
    // The body's isProd is the spec's field and is ignored: the server's mode decides.
    return signIn.bank({ token: body.token, code: body.code, ip: request.ip, state: body.state });
  });

  route(app, services, signInStart, ({ params }) => signIn.authorise(params.provider));
  registerSignInReturns(app, services.config);

  route(app, services, logout, async ({ caller }) => {
    // This session's devices stop receiving the account's reminders (decision 043).
    await services.reminders.delivery.forgetSession(caller.tokenHash);
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
