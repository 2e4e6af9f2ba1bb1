import * as z from 'zod/mini';
import { endpoint, pageQuery, paged, text } from './core';
import { RefundStatus } from './money';
import { id } from './user';

// Refunds of unused balance (docs/product.md, "Calls", the three refund calls, plus asking and cancelling;
// decision 030). Money is integer fen.

/**
 * Where an approved refund's money stands (decision 071): on its way back to the payments it came
 * from (Processing), back (Success), or not, with the reason (Closed, Abnormal: it stays in the
 * balance).
 */
export const PayoutStatus = z.enum(['Processing', 'Success', 'Closed', 'Abnormal']);
export type PayoutStatus = z.infer<typeof PayoutStatus>;

export const Refund = z.object({
  id: z.int(),
  associatedUserId: z.int(),
  userName: z.string(),
  amount: z.int(),
  reason: z.string(),
  status: RefundStatus,
  handledRemark: z.nullable(z.string()),
  createdAt: z.string(),
  handledAt: z.nullable(z.string()),
  /** Only once approved: the payout's state, and for Closed or Abnormal the provider's reason. */
  payout: z.optional(
    z.nullable(z.object({ status: PayoutStatus, reason: z.nullable(z.string()) })),
  ),
});
export type Refund = z.infer<typeof Refund>;

export const RefundRule = z.object({
  schoolId: z.int(),
  enabled: z.boolean(),
  /** The least one request may ask for, in fen. */
  minAmount: z.int(),
  processingDays: z.int(),
  description: z.string(),
  /** What the caller may ask for now: the balance less refunds still waiting, in fen. */
  refundable: z.int(),
});
export type RefundRule = z.infer<typeof RefundRule>;

/** A child's refund requests, newest first (10 a page). */
export const refundsOfUser = endpoint({
  method: 'GET',
  path: '/api/refund/user/associated/user/{associatedUserId}',
  params: z.object({ associatedUserId: id }),
  query: pageQuery,
  response: paged(Refund),
});

export const refundDetail = endpoint({
  method: 'GET',
  path: '/api/refund/user/{id}',
  params: z.object({ id }),
  response: Refund,
});

export const refundRule = endpoint({
  method: 'GET',
  path: '/api/refund/rule/school/{schoolId}',
  params: z.object({ schoolId: id }),
  response: RefundRule,
});

export const RequestRefundBody = z.object({
  associatedUserId: id,
  amount: z.int().check(z.gte(1), z.lte(100_000_000)),
  reason: z._default(text(true).check(z.maxLength(200)), ''),
});
export type RequestRefundBody = z.infer<typeof RequestRefundBody>;

/** Asks for unused balance back, under the school's rule. */
export const requestRefund = endpoint({
  method: 'POST',
  path: '/api/refund/user',
  body: RequestRefundBody,
  response: Refund,
  idempotent: true,
});

/** Cancels a request the school has not handled yet. */
export const cancelRefund = endpoint({
  method: 'POST',
  path: '/api/refund/user/{id}/cancel',
  params: z.object({ id }),
  response: Refund,
  idempotent: true,
});
