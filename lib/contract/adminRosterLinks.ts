import * as z from 'zod/mini';
import { endpoint, id, jsonId, paged, pageQuery } from './core';
import { ADMIN_ROLES } from './admin';

// The families' children and the school's roster (decision 058): a child is linked to the roster
// student it is when school, class and name match exactly one; the school links (or unlinks) the
// rest by hand in the console.

export const RosterStudentRef = z.object({
  id: z.int(),
  studentNo: z.string(),
  name: z.string(),
});
export type RosterStudentRef = z.infer<typeof RosterStudentRef>;

/** A family's child at the school, as the console sees it. */
export const RosterChild = z.object({
  associatedUserId: z.int(),
  userName: z.string(),
  classesId: z.nullable(z.int()),
  gradeName: z.nullable(z.string()),
  className: z.nullable(z.string()),
  /** The guardian's mobile, masked (138****0001); null when the account has none. */
  guardianMobile: z.nullable(z.string()),
  rosterStudent: z.nullable(RosterStudentRef),
});
export type RosterChild = z.infer<typeof RosterChild>;

export const rosterChildren = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/roster/children',
  query: z.extend(pageQuery, {
    /** The school's children not linked to a roster student (the default), or those linked. */
    linked: z._default(z.enum(['0', '1']), '0'),
  }),
  response: paged(RosterChild),
});

export const RosterStudent = z.extend(RosterStudentRef, {
  /** Children linked to this student (a guardian each, say). */
  children: z.int(),
});
export type RosterStudent = z.infer<typeof RosterStudent>;

/** The roster students of one class of the school, to link a child to. */
export const rosterClassStudents = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/roster/students',
  query: z.object({ classesId: id }),
  response: z.array(RosterStudent),
});

/** Links a child of the school to a roster student of the school; the child takes its class. */
export const linkRosterChild = endpoint({
  roles: ADMIN_ROLES,
  method: 'PUT',
  path: '/api/admin/roster/children/{id}/link',
  params: z.object({ id }),
  body: z.object({ rosterStudentId: jsonId }),
  response: RosterChild,
});

export const unlinkRosterChild = endpoint({
  roles: ADMIN_ROLES,
  method: 'DELETE',
  path: '/api/admin/roster/children/{id}/link',
  params: z.object({ id }),
  response: RosterChild,
});
