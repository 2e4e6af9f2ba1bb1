import * as z from 'zod/mini';
import { endpoint, pageQuery, paged, text } from './core';
import { DiningType, LeaveStatus } from './enums';
import { isoDate } from './meal';
import { id } from './user';

// Leave (docs/product.md, "Calls", the leave calls of "Meals, business, leave"). Leave on a paid day
// credits that day's price to the balance (Leave_Settlement); cancelling leave charges it again.

export const Leave = z.object({
  id: z.int(),
  associatedUserId: z.int(),
  userName: z.string(),
  leaveDate: z.string(),
  diningType: DiningType,
  leaveStatus: LeaveStatus,
  /** Fen credited for this leave (0 once cancelled). */
  credited: z.int().check(z.gte(0)),
  /** The guardian's reason, when one was given (decision 086). */
  reason: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
});
export type Leave = z.infer<typeof Leave>;

/** A paid meal that leave can still be asked for, with its cut-off. */
export const LeaveableDate = z.object({
  leaveDate: z.string(),
  diningType: DiningType,
  /** ISO instant of the leave cut-off. */
  cutOff: z.string(),
  /**
   * Decision 086: true for a paid meal whose cut-off has passed, listed only when asked
   * (`closed=1`) so the form can say why there is nothing to choose.
   */
  closed: z.optional(z.boolean()),
});
export type LeaveableDate = z.infer<typeof LeaveableDate>;

export const LeaveBody = z.object({
  associatedUserId: id,
  leaveDate: isoDate,
  diningType: DiningType,
});
export type LeaveBody = z.infer<typeof LeaveBody>;

/** The longest reason a leave keeps (decision 086); the form stops typing there. */
export const LEAVE_REASON_MAX = 100;
/** The most days one request may take leave for (a month of school days). */
export const LEAVE_DAYS_MAX = 31;

/**
 * Asking for leave (decision 086): the spec's one date, and, added, more dates of the same dining
 * type taken together (all or none) and an optional reason. The reason's length is checked by the
 * server so its refusal can say what to do.
 */
export const LeaveRequestBody = z.extend(LeaveBody, {
  dates: z.optional(z.array(isoDate).check(z.maxLength(LEAVE_DAYS_MAX))),
  reason: z.optional(text(true)),
});
export type LeaveRequestBody = z.infer<typeof LeaveRequestBody>;

/** Asks for leave; the response data is `Confirm` on success. */
export const requestLeave = endpoint({
  method: 'POST',
  path: '/api/meal/leave',
  body: LeaveRequestBody,
  response: LeaveStatus,
  idempotent: true,
});

/** Cancels leave; the leave becomes `Cancel`. */
export const cancelLeave = endpoint({
  method: 'POST',
  path: '/api/meal/leave/cancel',
  body: LeaveBody,
  response: Leave,
  idempotent: true,
});

export const leavesOfUser = endpoint({
  method: 'GET',
  path: '/api/meal/leave/associated/user/{associatedUserId}',
  params: z.object({ associatedUserId: id }),
  query: pageQuery,
  response: paged(Leave),
});

/** Leave for one associated user (userId), e.g. from a teacher's class view. */
export const requestLeaveForUser = endpoint({
  method: 'POST',
  path: '/api/meal/leave/user/{userId}',
  params: z.object({ userId: id }),
  body: z.omit(LeaveRequestBody, { associatedUserId: true }),
  response: LeaveStatus,
  idempotent: true,
});

export const leaveableDates = endpoint({
  method: 'GET',
  path: '/api/meal/leave/associated/user/{associatedUserId}/available/date',
  params: z.object({ associatedUserId: id }),
  query: z.object({ diningType: z.optional(DiningType), closed: z.optional(z.enum(['1'])) }),
  response: z.array(LeaveableDate),
});
