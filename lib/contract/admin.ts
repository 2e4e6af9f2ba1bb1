import * as z from 'zod/mini';
import { endpoint, pageQuery, paged } from './core';

// The school's console (decision 046): calls under /api/admin/ for the school's own
// people. Every one answers 404 to anybody who is not staff of the school, so a family or a
// teacher cannot even tell the console exists.

/** Who runs the canteen: the school's administrator (everything) and the kitchen. */
export const StaffRole = z.enum(['SchoolAdmin', 'Kitchen']);
export type StaffRole = z.infer<typeof StaffRole>;

/** Console calls: every one is the school administrator's (decision 046)... */
export const ADMIN_ROLES: readonly StaffRole[] = ['SchoolAdmin'];
/** ...and these are the kitchen's too: the sheet, the menus and who the caller is. */
export const KITCHEN_ROLES: readonly StaffRole[] = ['SchoolAdmin', 'Kitchen'];

export const StaffMe = z.object({
  accountId: z.int(),
  userName: z.string(),
  role: StaffRole,
  unitId: z.int(),
  unitName: z.string(),
});
export type StaffMe = z.infer<typeof StaffMe>;

export const staffMe = endpoint({
  roles: KITCHEN_ROLES,
  method: 'GET',
  path: '/api/admin/me',
  response: StaffMe,
});

export const AuditEntry = z.object({
  id: z.int(),
  action: z.string(),
  target: z.nullable(z.string()),
  userName: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Every change made through the console, newest first (administrator only). */
export const auditLog = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/audit',
  query: pageQuery,
  response: paged(AuditEntry),
});
