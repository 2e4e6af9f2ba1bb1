import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_THRESHOLD,
  type ReminderKind,
  type ReminderSetting,
} from '../../../lib/contract/reminder';
import type { Db, Tx } from '../db';
import { reminderSettings } from '../schema';
import { notFound } from '../../core/errors';
import { TEMPLATES } from './templates';

// An account's switch per reminder. Every reminder is on until the parent switches it off; the
// balance threshold defaults to DEFAULT_THRESHOLD.

export interface Switch {
  receive: boolean;
  threshold: number;
}

export async function switchOf(
  db: Db | Tx,
  accountId: number,
  kind: ReminderKind,
): Promise<Switch> {
  const [row] = await db
    .select()
    .from(reminderSettings)
    .where(and(eq(reminderSettings.accountId, accountId), eq(reminderSettings.kind, kind)));
  return { receive: row?.receive ?? true, threshold: row?.threshold ?? DEFAULT_THRESHOLD };
}

export function createReminderSettings(db: Db) {
  async function list(accountId: number): Promise<ReminderSetting[]> {
    const rows = await db
      .select()
      .from(reminderSettings)
      .where(eq(reminderSettings.accountId, accountId));
    return TEMPLATES.map((template) => {
      const row = rows.find((r) => r.kind === template.kind);
      return {
        id: template.id,
        receive: row?.receive ?? true,
        threshold: template.kind === 'BalanceLow' ? (row?.threshold ?? DEFAULT_THRESHOLD) : null,
        messageTemplateModel: template,
      };
    });
  }

  async function update(
    accountId: number,
    change: { id: number; receive: boolean; threshold?: number },
  ): Promise<ReminderSetting> {
    const template = TEMPLATES.find((t) => t.id === change.id);
    if (!template) throw notFound();
    const current = await switchOf(db, accountId, template.kind);
    const threshold =
      template.kind === 'BalanceLow' ? (change.threshold ?? current.threshold) : null;
    await db
      .insert(reminderSettings)
      .values({ accountId, kind: template.kind, receive: change.receive, threshold })
      .onConflictDoUpdate({
        target: [reminderSettings.accountId, reminderSettings.kind],
        set: { receive: change.receive, threshold },
      });
    return { id: template.id, receive: change.receive, threshold, messageTemplateModel: template };
  }

  return { list, update };
}
