import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import { redirectWithinSite } from '../../core/http/redirect';
import { SIGN_IN_RETURN_PATH } from '../../core/signin/settings';

// Where WeChat and the bank send the parent back (decision 069). OAuth forbids a fragment in a
// redirect URI and the app's screens live in the fragment, so the server passes `code` and
// `state` on to the screen that finishes the sign-in: the login page (with the account's appid)
// or the bank entrance. Only those two values travel, each bounded, and only to this site.

const SCREEN = {
  wechat: '/#/pages/user/login',
  bank: '/#/pages/entrance/ytBank',
} as const;

const bounded = (value: unknown) =>
  typeof value === 'string' && /^[\w.~-]{1,512}$/.test(value) ? value : undefined;

export function registerSignInReturns(app: FastifyInstance, config: ServerConfig): void {
  for (const provider of ['wechat', 'bank'] as const) {
    app.get<{ Querystring: Record<string, unknown> }>(
      SIGN_IN_RETURN_PATH[provider],
      async (request, reply) => {
        const query = new URLSearchParams();
        const code = bounded(request.query.code);
        const state = bounded(request.query.state);
        if (code) query.set('code', code);
        if (state) query.set('state', state);
        if (provider === 'wechat' && config.wechat) query.set('appid', config.wechat.appId);
        redirectWithinSite(reply, `${SCREEN[provider]}?${query}`, config.publicOrigin, 302);
        return reply;
      },
    );
  }
}
