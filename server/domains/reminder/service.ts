import { and, asc, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type {
  PushPayload,
  PushSubscriptionBody,
  Reminder,
  ReminderKind,
  ReminderTarget,
  TemplateMessage,
} from '../../../lib/contract/reminder';
import { INBOX_SIZE } from '../../../lib/contract/reminder';
import type { Clock } from '../../core/clock';
import type { Db, Tx } from '../db';
import { pushSubscriptions, reminders, tokens } from '../schema';
import { DomainError, notFound } from '../../core/errors';
import { outboundTarget } from '../../core/outbound/address';
import { serverMessages } from '../../messages';
import type { PushOutcome, PushSender } from './push';
import { switchOf } from './settings';
import { templateOf } from './templates';

// Reminders from production to delivery (decision 042). `produce` writes one row per account,
// kind and event (a unique index, so a second run, or a second process, writes nothing) and only
// when the account has the reminder switched on. `deliver` then claims each new row once and
// pushes it to the account's devices; a device the push service calls gone (404/410) is removed.
// A reminder no device accepted is shown in the app at the next open (`unseen`).
// Decision 062: an endpoint is an address a user gives the server to call, so it is saved only
// when the outbound guard would call it, an account keeps at most MAX_DEVICES (a new one replaces
// the oldest), and one that cannot work (gone, refused, redirected, MAX_FAILURES in a row) goes.

/** Phones, tablets and browsers one family signs in on; more is one account posing as many. */
export const MAX_DEVICES = 5;
/** Failed sends in a row before a subscription is dropped; one accepted send starts it again. */
export const MAX_FAILURES = 5;

type Row = typeof reminders.$inferSelect;

export interface NewReminder {
  accountId: number;
  kind: ReminderKind;
  /** Names the event, so the same event never makes a second reminder. */
  eventKey: string;
  body: string;
  target: ReminderTarget;
}

/** Counts every push attempt (the push metric of decision 034 hangs a counter here). */
export type PushCounter = (outcome: PushOutcome) => void;

/** The app link a notification or chat message opens. */
export function jumpUrl(id: number): string {
  return `/#/pages/my/JumpRemind?id=${id}`;
}

function toReminder(row: Row): Reminder {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    target: row.target,
    createdAt: row.createdAt.toISOString(),
    seenAt: row.seenAt ? row.seenAt.toISOString() : null,
  };
}

export function createReminderDelivery(
  db: Db,
  clock: Clock,
  options: { push: PushSender; demo: boolean; countPush?: PushCounter },
) {
  /** Writes the reminder unless switched off or already written; the new row, else null. */
  async function produce(tx: Db | Tx, reminder: NewReminder): Promise<Reminder | null> {
    const { receive } = await switchOf(tx, reminder.accountId, reminder.kind);
    if (!receive) return null;
    const [row] = await tx
      .insert(reminders)
      .values({ ...reminder, title: templateOf(reminder.kind).title, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning();
    return row ? toReminder(row) : null;
  }

  /** Pushes every reminder not yet claimed; each is claimed by exactly one caller. */
  async function deliver(): Promise<number> {
    const waiting = await db
      .select({ id: reminders.id })
      .from(reminders)
      .where(isNull(reminders.pushClaimedAt))
      .orderBy(asc(reminders.id))
      .limit(500);
    let pushed = 0;
    for (const { id } of waiting) {
      const [claimed] = await db
        .update(reminders)
        .set({ pushClaimedAt: clock.now() })
        .where(and(eq(reminders.id, id), isNull(reminders.pushClaimedAt)))
        .returning();
      if (!claimed) continue;
      if (await pushToDevices(claimed)) pushed += 1;
    }
    return pushed;
  }

  async function pushToDevices(row: Row): Promise<boolean> {
    // Switched off after it was produced: not sent.
    if (!(await switchOf(db, row.accountId, row.kind)).receive) return false;
    const devices = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.accountId, row.accountId));
    const payload: PushPayload = {
      id: row.id,
      title: row.title,
      body: row.body,
      url: jumpUrl(row.id),
    };
    let accepted = false;
    for (const device of devices) {
      const outcome = await options.push.send(device, payload);
      options.countPush?.(outcome);
      if (outcome === 'sent') accepted = true;
      await recordOutcome(device, outcome);
    }
    if (accepted) {
      await db.update(reminders).set({ pushedAt: clock.now() }).where(eq(reminders.id, row.id));
    }
    return accepted;
  }

  async function recordOutcome(
    device: typeof pushSubscriptions.$inferSelect,
    outcome: PushOutcome,
  ): Promise<void> {
    const byId = eq(pushSubscriptions.id, device.id);
    if (outcome === 'sent') {
      if (device.failures > 0) await db.update(pushSubscriptions).set({ failures: 0 }).where(byId);
      return;
    }
    if (outcome === 'failed') {
      const [counted] = await db
        .update(pushSubscriptions)
        .set({ failures: sql`${pushSubscriptions.failures} + 1` })
        .where(byId)
        .returning({ failures: pushSubscriptions.failures });
      if (!counted || counted.failures < MAX_FAILURES) return;
    }
    await db.delete(pushSubscriptions).where(byId);
  }

  async function own(accountId: number, id: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(reminders)
      .where(and(eq(reminders.id, id), eq(reminders.accountId, accountId)));
    if (!row) throw notFound();
    return row;
  }

  async function byId(accountId: number, id: number): Promise<Reminder> {
    return toReminder(await own(accountId, id));
  }

  /** Not pushed to any device and not seen: the app shows these at its next open. */
  async function unseen(accountId: number): Promise<Reminder[]> {
    const rows = await db
      .select()
      .from(reminders)
      .where(
        and(
          eq(reminders.accountId, accountId),
          isNull(reminders.pushedAt),
          isNull(reminders.seenAt),
        ),
      )
      .orderBy(desc(reminders.createdAt), desc(reminders.id))
      .limit(20);
    return rows.map(toReminder);
  }

  /** The inbox: the newest reminders of the account, whether a device was pushed them or not. */
  async function inbox(accountId: number): Promise<Reminder[]> {
    const rows = await db
      .select()
      .from(reminders)
      .where(eq(reminders.accountId, accountId))
      .orderBy(desc(reminders.createdAt), desc(reminders.id))
      .limit(INBOX_SIZE);
    return rows.map(toReminder);
  }

  async function markSeen(accountId: number, id: number): Promise<Reminder> {
    const row = await own(accountId, id);
    if (row.seenAt) return toReminder(row);
    const [updated] = await db
      .update(reminders)
      .set({ seenAt: clock.now() })
      .where(eq(reminders.id, id))
      .returning();
    return toReminder(updated!);
  }

  /** The same content as the push, in the chat platform's template-message fields. */
  async function templateMessage(accountId: number, id: number): Promise<TemplateMessage> {
    const row = await own(accountId, id);
    return {
      id: row.id,
      templateId: templateOf(row.kind).id,
      kind: row.kind,
      url: jumpUrl(row.id),
      data: {
        first: { value: row.title },
        keyword1: { value: row.body },
        keyword2: { value: row.createdAt.toISOString() },
        remark: { value: serverMessages.reminderRemark },
      },
    };
  }

  /**
   * Saves this device's subscription for the account and session (one row per endpoint), then
   * keeps the account's MAX_DEVICES most recently saved: trimming after the write holds the cap
   * when two devices subscribe at once, and a family that changed phones is never refused.
   */
  async function subscribe(
    accountId: number,
    tokenHash: string,
    body: PushSubscriptionBody,
  ): Promise<boolean> {
    if ('refused' in outboundTarget(body.endpoint, { loopback: options.demo })) {
      throw new DomainError('INVALID_INPUT', serverMessages.pushEndpointRefused);
    }
    const [token] = await db
      .select({ id: tokens.id })
      .from(tokens)
      .where(eq(tokens.tokenHash, tokenHash));
    const values = {
      accountId,
      tokenId: token?.id ?? null,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      failures: 0,
      createdAt: clock.now(),
    };
    // The same browser signed in as someone else: the device now belongs to the new account.
    await db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    const kept = db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.accountId, accountId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_DEVICES);
    await db
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.accountId, accountId), notInArray(pushSubscriptions.id, kept)),
      );
    return true;
  }

  async function unsubscribe(accountId: number, endpoint: string): Promise<boolean> {
    await db
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.accountId, accountId), eq(pushSubscriptions.endpoint, endpoint)),
      );
    return true;
  }

  /** Logout: the session's devices stop receiving the account's reminders. */
  async function forgetSession(tokenHash: string): Promise<void> {
    const [token] = await db
      .select({ id: tokens.id })
      .from(tokens)
      .where(eq(tokens.tokenHash, tokenHash));
    if (token) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.tokenId, token.id));
  }

  return {
    produce,
    deliver,
    byId,
    unseen,
    inbox,
    markSeen,
    templateMessage,
    subscribe,
    unsubscribe,
    forgetSession,
    publicKey: options.push.publicKey,
  };
}
export type ReminderDelivery = ReturnType<typeof createReminderDelivery>;
