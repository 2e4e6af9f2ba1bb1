import * as z from 'zod/mini';
import { endpoint, id, jsonId, pageQuery, paged } from './core';
import { ADMIN_ROLES } from './admin';
import { isoDate } from './dates';

// Personal data kept no longer than needed (decision 074): leavers, each school's retention
// period, a guardian's request to close the account, and the log of staff reads of a child's data.

export const RetentionSetting = z.object({ days: z.int().check(z.gte(30), z.lte(3650)) });
export type RetentionSetting = z.infer<typeof RetentionSetting>;

export const retentionSetting = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/retention',
  response: RetentionSetting,
});

export const saveRetention = endpoint({
  roles: ADMIN_ROLES,
  method: 'PUT',
  path: '/api/admin/retention',
  body: RetentionSetting,
  response: RetentionSetting,
});

export const Leaver = z.object({
  associatedUserId: z.int(),
  userName: z.string(),
  leftOn: isoDate,
  anonymised: z.boolean(),
});
export type Leaver = z.infer<typeof Leaver>;

export const markLeaver = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/leavers',
  body: z.object({ associatedUserId: jsonId, leftOn: isoDate }),
  response: Leaver,
});

export const ClosureStatus = z.enum(['Requested', 'Confirmed', 'Done']);
export const Closure = z.object({
  id: z.int(),
  status: ClosureStatus,
  /** What the account still holds, in fen, over every school: the closure waits for it. */
  balance: z.int(),
  createdAt: z.string(),
});
export type Closure = z.infer<typeof Closure>;

export const requestClosure = endpoint({
  method: 'POST',
  path: '/api/user/closure',
  response: Closure,
});

export const myClosure = endpoint({
  method: 'GET',
  path: '/api/user/closure',
  response: z.nullable(Closure),
});

export const AdminClosure = z.extend(Closure, { accountId: z.int(), userName: z.string() });
export type AdminClosure = z.infer<typeof AdminClosure>;

export const adminClosures = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/closures',
  response: z.array(AdminClosure),
});

export const confirmClosure = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/closures/{id}/confirm',
  params: z.object({ id }),
  response: AdminClosure,
});

export const StaffRead = z.object({
  id: z.int(),
  staffName: z.string(),
  associatedUserId: z.nullable(z.int()),
  childName: z.nullable(z.string()),
  what: z.string(),
  createdAt: z.string(),
});
export type StaffRead = z.infer<typeof StaffRead>;

export const staffReadLog = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/reads',
  query: pageQuery,
  response: paged(StaffRead),
});
