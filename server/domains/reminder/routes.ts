import type { FastifyInstance } from 'fastify';
import {
  markReminderSeen,
  pushKey,
  reminder,
  reminderInbox,
  reminderSettings,
  subscribePush,
  templateMessage,
  unseenReminders,
  unsubscribePush,
  updateReminderSetting,
} from '../../../lib/contract/reminder';
import { HttpEnvelope, route } from '../../core/http/route';
import type { Services } from '../../core/services';

export function registerReminderRoutes(app: FastifyInstance, services: Services): void {
  const { settings, delivery } = services.reminders;

  route(app, services, reminderSettings, ({ caller }) => settings.list(caller.accountId));

  // (docs/product.md, "States and transitions") The client replaces the receive flag only when the code is the string '200'.
  route(app, services, updateReminderSetting, async ({ caller, body }) => {
    const data = await settings.update(caller.accountId, body);
    return new HttpEnvelope(200, { success: true, code: '200', data });
  });

  route(app, services, templateMessage, ({ caller, params }) =>
    delivery.templateMessage(caller.accountId, params.id),
  );
  route(app, services, reminderInbox, ({ caller }) => delivery.inbox(caller.accountId));
  route(app, services, unseenReminders, ({ caller }) => delivery.unseen(caller.accountId));
  route(app, services, reminder, ({ caller, params }) =>
    delivery.byId(caller.accountId, params.id),
  );
  route(app, services, markReminderSeen, ({ caller, params }) =>
    delivery.markSeen(caller.accountId, params.id),
  );

  route(app, services, pushKey, () => ({ publicKey: delivery.publicKey }));
  route(app, services, subscribePush, ({ caller, body }) =>
    delivery.subscribe(caller.accountId, caller.tokenHash, body),
  );
  route(app, services, unsubscribePush, ({ caller, body }) =>
    delivery.unsubscribe(caller.accountId, body.endpoint),
  );
}
