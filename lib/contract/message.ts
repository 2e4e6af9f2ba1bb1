import * as z from 'zod/mini';
import { endpoint, text } from './core';
import { MessageStatus } from './enums';
import { id } from './user';

// Remarks a guardian sends to the school about one child, and their records (docs/product.md, "What the app keeps",
// "Message: a remark with resolved state").

export const MESSAGE_MAX_LENGTH = 500;

export const Message = z.object({
  id: z.int(),
  associatedUserId: z.int(),
  content: z.string(),
  status: MessageStatus,
  /** The school's answer once it resolved the remark. */
  reply: z.nullable(z.string()),
  createdAt: z.string(),
  resolvedAt: z.nullable(z.string()),
});
export type Message = z.infer<typeof Message>;

export const sendMessage = endpoint({
  method: 'POST',
  path: '/api/message',
  body: z.object({
    content: text(true).check(
      z.trim(),
      z.minLength(1, 'content'),
      z.maxLength(MESSAGE_MAX_LENGTH, 'content'),
    ),
    associatedUserId: id,
  }),
  response: Message,
});

/** The records of one associated user, newest first. */
export const messagesOfUser = endpoint({
  method: 'GET',
  path: '/api/message/find/by/user/{id}',
  params: z.object({ id }),
  response: z.array(Message),
});
