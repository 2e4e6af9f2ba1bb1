import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES_LIMIT, type AdminMessage } from '../../../lib/contract/adminMessages';
import type { MessageStatus } from '../../../lib/contract/enums';
import type { Clock } from '../../core/clock';
import { DomainError, invalidField, notFound } from '../../core/errors';
import { serverMessages } from '../../messages';
import type { Db, Tx } from '../db';
import { associatedUsers, classes, messages } from '../schema';
import { audit, type Staff } from './staff';

// Parents' 留言 in the console (issue 26): the school's administrator reads the messages about the
// school's children and answers each once. The answer sets the row Resolved with its time, which
// the reminder job turns into the parent's "message answered" reminder (decision 043). Another
// school's message is not found, as everywhere in the console.

const columns = {
  id: messages.id,
  childName: associatedUsers.userName,
  className: classes.name,
  content: messages.content,
  status: messages.status,
  reply: messages.reply,
  createdAt: messages.createdAt,
  resolvedAt: messages.resolvedAt,
};

type Row = {
  id: number;
  childName: string;
  className: string | null;
  content: string;
  status: MessageStatus;
  reply: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
};

function toMessage(row: Row): AdminMessage {
  return {
    ...row,
    status: row.status === 'Resolved' ? 'Resolved' : 'UnResolved',
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
  };
}

export function createAdminMessages(db: Db, clock: Clock) {
  function select(executor: Db | Tx) {
    return executor
      .select(columns)
      .from(messages)
      .innerJoin(associatedUsers, eq(associatedUsers.id, messages.associatedUserId))
      .leftJoin(classes, eq(classes.id, associatedUsers.classesId))
      .$dynamic();
  }

  const oneOfSchool = (staff: Staff, id: number) =>
    and(eq(associatedUsers.unitId, staff.unitId), eq(messages.id, id));

  /** Unanswered first (oldest waiting first), then answered ones, newest first. */
  async function list(staff: Staff, status?: MessageStatus): Promise<AdminMessage[]> {
    const rows = await select(db)
      .where(
        and(
          eq(associatedUsers.unitId, staff.unitId),
          status ? eq(messages.status, status) : undefined,
        ),
      )
      .orderBy(
        sql`case when ${messages.status} = 'UnResolved' then 0 else 1 end`,
        sql`case when ${messages.status} = 'UnResolved' then ${messages.createdAt} end asc`,
        desc(messages.createdAt),
        asc(messages.id),
      )
      .limit(ADMIN_MESSAGES_LIMIT);
    return rows.map(toMessage);
  }

  async function answer(tx: Tx, staff: Staff, id: number, reply: string): Promise<AdminMessage> {
    const text = reply.trim();
    if (!text) throw invalidField('reply');
    const [found] = await select(tx).where(oneOfSchool(staff, id));
    if (!found) throw notFound();
    // Answered once: a second answer (another administrator, a double tap) changes nothing.
    const [row] = await tx
      .update(messages)
      .set({ status: 'Resolved', reply: text, resolvedAt: clock.now() })
      .where(and(eq(messages.id, id), eq(messages.status, 'UnResolved')))
      .returning({ id: messages.id });
    if (!row) throw new DomainError('ALREADY_DECIDED', serverMessages.messageAnswered);
    await audit(tx, staff, 'message.answer', String(id), { child: found.childName });
    const [saved] = await select(tx).where(oneOfSchool(staff, id));
    return toMessage(saved!);
  }

  return { list, answer };
}
