import type { FastifyInstance } from 'fastify';
import { messagesOfUser, sendMessage } from '../../../lib/contract/message';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';

export function registerMessageRoutes(app: FastifyInstance, services: Services): void {
  const { messages } = services;

  route(app, services, sendMessage, ({ body, caller }) =>
    messages.send(caller.accountId, body.associatedUserId, body.content),
  );

  route(app, services, messagesOfUser, ({ params, caller }) =>
    messages.ofChild(caller.accountId, params.id),
  );
}
