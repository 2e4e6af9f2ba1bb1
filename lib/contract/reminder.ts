import * as z from 'zod/mini';
import { endpoint, text } from './core';
import { id } from './user';

// Reminders (docs/product.md, "Screens", "What the app keeps", "States and transitions" and "Calls"; decision 042): the message template settings of an
// account ("reminder list items with id and receive; messageTemplateModel"), the chat-platform
// template message of one reminder, and this app's own calls for Web Push subscriptions and for
// the reminders a device could not be pushed (shown in the app at the next open).

/** What a reminder is about; one template per kind. */
export const ReminderKind = z.enum([
  'MealNotOrdered',
  'BalanceLow',
  'PaymentResult',
  'LeaveConfirmed',
  'MessageAnswered',
  /** Ordered meals not collected in a month reached the school's threshold (decision 078). */
  'MealsMissed',
  /** A new menu version puts a verified allergen of the child in an ordered meal (decision 080). */
  'AllergyAlert',
]);
export type ReminderKind = z.infer<typeof ReminderKind>;

/** Where the chat platform or the app shows the settings; one switch per reminder covers both. */
export const PlatformType = z.enum(['App', 'WeChat']);
export type PlatformType = z.infer<typeof PlatformType>;

/** The lowest and highest balance threshold a parent may set (fen). */
export const THRESHOLD_MIN = 100;
export const THRESHOLD_MAX = 1_000_000;
export const DEFAULT_THRESHOLD = 5000;

export const MessageTemplateModel = z.object({
  id: z.int(),
  kind: ReminderKind,
  /** The server's (Chinese) title, as sent on the chat platform; the app shows its own label. */
  title: z.string(),
});
export type MessageTemplateModel = z.infer<typeof MessageTemplateModel>;

export const ReminderSetting = z.object({
  /** The template's id: the item's id in the spec's reminder list. */
  id: z.int(),
  receive: z.boolean(),
  /** BalanceLow only: remind when the balance falls below this (fen). */
  threshold: z.nullable(z.int()),
  messageTemplateModel: MessageTemplateModel,
});
export type ReminderSetting = z.infer<typeof ReminderSetting>;

const platformQuery = z.object({ platformType: z.optional(PlatformType) });

export const reminderSettings = endpoint({
  method: 'GET',
  path: '/api/message/template/user/setting',
  query: platformQuery,
  response: z.array(ReminderSetting),
});

/**
 * Changes one reminder's switch (and the balance threshold). The answer carries `code: '200'`
 * (a string): (docs/product.md, "States and transitions") replaces the receive flag only then.
 */
export const updateReminderSetting = endpoint({
  method: 'POST',
  path: '/api/message/template/user/setting',
  query: platformQuery,
  body: z.object({
    id,
    receive: z.boolean(),
    threshold: z.optional(z.int().check(z.gte(THRESHOLD_MIN), z.lte(THRESHOLD_MAX))),
  }),
  response: ReminderSetting,
});

/** Where a reminder leads: a route name of lib/router/routes.ts and its query. */
export const ReminderTarget = z.object({
  route: z.enum([
    'mealOrder',
    'myAccountDetails',
    'dayOrderDetail',
    'monthOrderDetail',
    'orders',
    'leaveList',
    'registerMessageRecord',
  ]),
  query: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ReminderTarget = z.infer<typeof ReminderTarget>;

export const Reminder = z.object({
  id: z.int(),
  kind: ReminderKind,
  title: z.string(),
  body: z.string(),
  target: ReminderTarget,
  createdAt: z.string(),
  /** Set once the app showed it (JumpRemind or the at-open notice). */
  seenAt: z.nullable(z.string()),
});
export type Reminder = z.infer<typeof Reminder>;

/** The chat platform's template message of one reminder: the same content, its fields named. */
export const TemplateMessage = z.object({
  id: z.int(),
  templateId: z.int(),
  kind: ReminderKind,
  /** The app link the chat platform opens (JumpRemind of this reminder). */
  url: z.string(),
  data: z.object({
    first: z.object({ value: z.string() }),
    keyword1: z.object({ value: z.string() }),
    keyword2: z.object({ value: z.string() }),
    remark: z.object({ value: z.string() }),
  }),
});
export type TemplateMessage = z.infer<typeof TemplateMessage>;

export const templateMessage = endpoint({
  method: 'GET',
  path: '/api/we/chat/template/message/{id}',
  params: z.object({ id }),
  response: TemplateMessage,
});

export const reminder = endpoint({
  method: 'GET',
  path: '/api/reminders/{id}',
  params: z.object({ id }),
  response: Reminder,
});

/** Reminders no device of the account was pushed, not yet seen: the at-open fallback. */
export const unseenReminders = endpoint({
  method: 'GET',
  path: '/api/reminders/unseen',
  response: z.array(Reminder),
});

/** How many reminders the inbox lists: the newest, seen or not (older ones are not kept in view). */
export const INBOX_SIZE = 50;

/**
 * The account's inbox (decision 068): its newest reminders, pushed or not, seen or not, newest
 * first; the unseen ones make the badge on Mine.
 */
export const reminderInbox = endpoint({
  method: 'GET',
  path: '/api/reminders',
  response: z.array(Reminder),
});

export const markReminderSeen = endpoint({
  method: 'POST',
  path: '/api/reminders/{id}/seen',
  params: z.object({ id }),
  response: Reminder,
});

/** The server's VAPID public key (base64url), for `pushManager.subscribe`. */
export const pushKey = endpoint({
  method: 'GET',
  path: '/api/push/key',
  response: z.object({ publicKey: z.string() }),
});

const base64url = text().check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+=*$/));

/** A browser's PushSubscription as `toJSON()` gives it. */
export const PushSubscriptionBody = z.object({
  endpoint: text().check(z.minLength(8), z.maxLength(1000)),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const subscribePush = endpoint({
  method: 'POST',
  path: '/api/push/subscription',
  body: PushSubscriptionBody,
  response: z.boolean(),
});

export const unsubscribePush = endpoint({
  method: 'POST',
  path: '/api/push/subscription/remove',
  body: z.object({ endpoint: text().check(z.minLength(8), z.maxLength(1000)) }),
  response: z.boolean(),
});

/** What the server pushes; the service worker shows it and a tap opens `url`. */
export interface PushPayload {
  id: number;
  title: string;
  body: string;
  url: string;
}
