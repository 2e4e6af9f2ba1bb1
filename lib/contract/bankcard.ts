import * as z from 'zod/mini';
import { endpoint } from './core';
import { id } from './user';

// Bank-card activities (docs/product.md, "Screens", "What the app keeps" and "Calls"): the bank's offers at a school, the ones this
// account qualifies for, and the ones recommended to a child, which the parent takes up or
// declines ("Bank-card activity: id and a recommended activity with id and action").

export const RecommendAction = z.enum(['Accept', 'Decline']);
export type RecommendAction = z.infer<typeof RecommendAction>;

export const BankActivity = z.object({
  id: z.int(),
  unitId: z.int(),
  unitName: z.string(),
  bankName: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  /** Only accounts with a bound bank card qualify. */
  requiresBankCard: z.boolean(),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type BankActivity = z.infer<typeof BankActivity>;

export const RecommendedActivity = z.object({
  id: z.int(),
  associatedUserId: z.int(),
  activity: BankActivity,
  /** null until the parent takes it up or declines it; recorded once. */
  action: z.nullable(RecommendAction),
  actedAt: z.nullable(z.string()),
});
export type RecommendedActivity = z.infer<typeof RecommendedActivity>;

/** Current activities at the schools of the account's children that the account qualifies for. */
export const qualifiedActivities = endpoint({
  method: 'GET',
  path: '/api/bankcard/activities/qualified',
  response: z.array(BankActivity),
});

export const unitActivities = endpoint({
  method: 'GET',
  path: '/api/bankcard/units/{unitId}/activities',
  params: z.object({ unitId: id }),
  response: z.array(BankActivity),
});

export const bankActivity = endpoint({
  method: 'GET',
  path: '/api/bankcard/activities/{id}',
  params: z.object({ id }),
  response: BankActivity,
});

export const recommendedActivities = endpoint({
  method: 'GET',
  path: '/api/bankcard/unit/{unitId}/user/{userId}/recommended/activities',
  params: z.object({ unitId: id, userId: id }),
  response: z.array(RecommendedActivity),
});

/** `{id}` is the child (associated user); the action is recorded once. */
export const actOnRecommendation = endpoint({
  method: 'POST',
  path: '/api/bankcard/user/{id}/recommended/activities/{recommendId}/{action}',
  params: z.object({ id, recommendId: id, action: RecommendAction }),
  response: RecommendedActivity,
});
