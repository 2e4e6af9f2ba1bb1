import type { FastifyInstance } from 'fastify';
import { sitePath } from '../../core/http/redirect';
import type { Services } from '../../core/services';
import { serverMessages } from '../../messages';

// WeChat Pay H5 (a phone's browser other than WeChat's, decision 071): the payer leaves through
// this server for the h5_url WeChat Pay gave, with WeChat Pay's redirect_url set to a path of
// this site only (decision 064), so no link sends a payer elsewhere after paying.

const CHECKOUT_KEY = /^[A-Za-z0-9_-]{16,128}$/;

export const WECHAT_H5_PATH = '/api/payment/wechat/h5/:key';

export function registerWechatH5(app: FastifyInstance, services: Services): void {
  const { payments, config } = services;
  app.get<{ Params: { key: string }; Querystring: { return?: string } }>(
    WECHAT_H5_PATH,
    async (request, reply) => {
      const found = CHECKOUT_KEY.test(request.params.key)
        ? await payments.h5ByKey(request.params.key)
        : undefined;
      if (!found?.payUrl)
        return reply
          .code(404)
          .send({ success: false, code: 'NOT_FOUND', message: serverMessages.notFound });
      const back = sitePath(request.query.return, config.publicOrigin);
      if (back === null)
        return reply
          .code(400)
          .send({ success: false, code: 'INVALID_INPUT', message: serverMessages.invalidRequest });
      const origin = new URL(config.publicOrigin).origin;
      const separator = found.payUrl.includes('?') ? '&' : '?';
      // Not a path of this site, so not redirectWithinSite: the h5_url is WeChat Pay's own (from
      // an answer its platform key signed), and the only part a request chooses, where WeChat Pay
      // returns the payer, was checked by sitePath above.
      // eslint-disable-next-line no-restricted-syntax
      return reply.redirect(
        `${found.payUrl}${separator}redirect_url=${encodeURIComponent(origin + back)}`,
        302,
      );
    },
  );
}
