import { and, desc, eq } from 'drizzle-orm';
import type { Message } from '../../../lib/contract/message';
import type { Clock } from '../../core/clock';
import type { Db } from '../db';
import { messages } from '../schema';
import { notFound } from '../../core/errors';
import { ownChild } from '../user';

// Remarks a guardian sends the school about one child (docs/product.md, "What the app keeps": "Message"). Only the
// child's own account may send or read them; anything else answers 404.

type Row = typeof messages.$inferSelect;

function toMessage(row: Row): Message {
  return {
    id: row.id,
    associatedUserId: row.associatedUserId,
    content: row.content,
    status: row.status === 'Resolved' ? 'Resolved' : 'UnResolved',
    reply: row.reply,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
  };
}

export function createMessages(db: Db, clock: Clock) {
  async function send(
    accountId: number,
    associatedUserId: number,
    content: string,
  ): Promise<Message> {
    await ownChild(db, accountId, associatedUserId);
    const [row] = await db
      .insert(messages)
      .values({ accountId, associatedUserId, content, createdAt: clock.now() })
      .returning();
    return toMessage(row!);
  }

  /** Newest first. */
  async function ofChild(accountId: number, associatedUserId: number): Promise<Message[]> {
    await ownChild(db, accountId, associatedUserId);
    const rows = await db
      .select()
      .from(messages)
      .where(
        and(eq(messages.associatedUserId, associatedUserId), eq(messages.accountId, accountId)),
      )
      .orderBy(desc(messages.createdAt), desc(messages.id));
    return rows.map(toMessage);
  }

  /** The school's side (no route yet: the school console is outside this app). */
  async function resolve(id: number, reply: string): Promise<Message> {
    const [row] = await db
      .update(messages)
      .set({ status: 'Resolved', reply, resolvedAt: clock.now() })
      .where(eq(messages.id, id))
      .returning();
    if (!row) throw notFound();
    return toMessage(row);
  }

  return { send, ofChild, resolve };
}
export type MessagesService = ReturnType<typeof createMessages>;
