import * as z from 'zod/mini';
import { endpoint } from './core';
import { mobile } from './user';

// Demo mode only: the SMS codes the default provider "sent", so browser tests can log in.

export const SmsOutboxEntry = z.object({
  mobile: z.string(),
  code: z.string(),
  sentAt: z.string(),
});
export type SmsOutboxEntry = z.infer<typeof SmsOutboxEntry>;

export const smsOutbox = endpoint({
  method: 'GET',
  path: '/api/demo/sms/outbox',
  public: true,
  query: z.object({ mobile }),
  response: z.array(SmsOutboxEntry),
});

/**
 * Public: answers in demo mode only, so the app shows its demo marker. In production every
 * `/api/demo/...` path is 404, and the app shows none.
 */
export const demoMode = endpoint({
  method: 'GET',
  path: '/api/demo/mode',
  public: true,
  response: z.object({ demo: z.boolean() }),
});
