import * as z from 'zod/mini';
import { ADMIN_ROLES } from './admin';
import { endpoint, id, text } from './core';
import { MessageStatus } from './enums';

// Parents' 留言 in the console (issue 26, decision 083): the school reads what the families of its
// children wrote and answers each once; the answer reaches the parent as the "message answered"
// reminder and on the parent's message records.

export const AdminMessage = z.object({
  id: z.int(),
  childName: z.string(),
  /** The child's class, e.g. 三年级1班; null when the child has none yet. */
  className: z.nullable(z.string()),
  content: z.string(),
  status: MessageStatus,
  reply: z.nullable(z.string()),
  createdAt: z.string(),
  resolvedAt: z.nullable(z.string()),
});
export type AdminMessage = z.infer<typeof AdminMessage>;

/** The most messages one list answers: unanswered first, then the newest. */
export const ADMIN_MESSAGES_LIMIT = 200;

export const adminMessages = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/messages',
  query: z.object({ status: z.optional(MessageStatus) }),
  response: z.array(AdminMessage),
});

export const answerMessage = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/messages/{id}/answer',
  params: z.object({ id }),
  body: z.object({ reply: text(true).check(z.minLength(1), z.maxLength(500)) }),
  response: AdminMessage,
});
