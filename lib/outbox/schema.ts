import * as z from 'zod/mini';
import { DiningType } from '@/lib/contract/enums';

/**
 * One waiting request of the outbox (decision 026): a leave request, a leave cancellation or a
 * meal rating the parent made while the network was away, or a meal marked collected at the
 * serving line, from the class list or by a scanned code (decision 078). Validated on read, like
 * the session: an entry of another shape is dropped rather than sent.
 */

export const OutboxKind = z.enum(['leave', 'cancelLeave', 'rating', 'collect', 'scan']);
export type OutboxKind = z.infer<typeof OutboxKind>;

export const OutboxItem = z.object({
  /** The Idempotency-Key: one per user intent, sent unchanged on every retry. */
  key: z.string().check(z.minLength(1), z.maxLength(200)),
  /** A hash of the account it belongs to (never the token): only that account sends it. */
  account: z.string().check(z.minLength(1)),
  kind: OutboxKind,
  /** The request body, exactly as the endpoint takes it. */
  body: z.record(z.string(), z.unknown()),
  /** The selected-child headers (unit, userType, associatedUser) at the time of the intent. */
  headers: z.record(z.string(), z.string()),
  /** What the screens show: the child, the day and the dining type it is about. */
  child: z.int(),
  date: z.string(),
  diningType: DiningType,
  /**
   * The words the screens name it by, written when it was queued (a serving item names the child,
   * whose name the outbox cannot look up; the parent's kinds are named from the main catalogue).
   */
  label: z.optional(z.string().check(z.maxLength(200))),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  /**
   * A send was started and no answer came back: the server may have applied it. Such an item can
   * no longer be withdrawn; only the answer to a resend (same key) says what happened.
   */
  attempted: z.boolean(),
  /** Set when the server refused it: the reason, shown until the parent dismisses it. */
  refusal: z.optional(z.string()),
});
export type OutboxItem = z.infer<typeof OutboxItem>;

/** The Background Sync tag the page registers and the worker answers. */
export const OUTBOX_SYNC_TAG = 'canteen-outbox';
/** The Web Locks name: one sender at a time across tabs and the worker. */
export const OUTBOX_LOCK = 'canteen-outbox';
/** Posted by the worker to its pages after it changed the outbox. */
export const OUTBOX_CHANGED = 'OUTBOX_CHANGED';
