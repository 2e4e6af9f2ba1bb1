import * as z from 'zod/mini';
import { endpoint, paged, pageQuery, text } from './core';
import { BindType, DiningType, Role } from './enums';
import { id } from './user';

// Class keepers (docs/product.md, "Calls" "School and classes", the /api/applications/classes/... calls):
// who keeps a class (head teacher, responsible teachers, concerned persons), their maintenance
// records, and what the class list shows. Who may call what is decision 021.

/** What a keeper does in a class; each call of the class keepers needs one (decision 021). */
export type ClassAction =
  | 'view'
  | 'students'
  | 'leave'
  | 'bindConcerned'
  | 'bindResponsible'
  | 'recordConcerned'
  | 'recordResponsible';

/** The roles allowed each action, enforced by the server and mirrored by the screens. */
export const CLASS_PERMISSIONS: Readonly<Record<ClassAction, readonly Role[]>> = {
  view: ['HEAD_TEACHER', 'RESPONSIBLE_TEACHER', 'FAMILY_HEAD'],
  students: ['HEAD_TEACHER', 'RESPONSIBLE_TEACHER'],
  leave: ['HEAD_TEACHER', 'RESPONSIBLE_TEACHER'],
  bindConcerned: ['HEAD_TEACHER', 'RESPONSIBLE_TEACHER'],
  bindResponsible: ['HEAD_TEACHER'],
  recordConcerned: ['HEAD_TEACHER', 'RESPONSIBLE_TEACHER', 'FAMILY_HEAD'],
  recordResponsible: ['HEAD_TEACHER', 'RESPONSIBLE_TEACHER'],
};

export function rolesMay(roles: readonly Role[], action: ClassAction): boolean {
  return roles.some((role) => CLASS_PERMISSIONS[action].includes(role));
}

export const ClassBinding = z.object({
  id: z.int(),
  classesId: z.int(),
  accountId: z.int(),
  userName: z.string(),
  /** Masked, e.g. 138****0001; null when the account has no mobile. */
  mobile: z.nullable(z.string()),
  bindType: Role,
  createdAt: z.string(),
});
export type ClassBinding = z.infer<typeof ClassBinding>;

export const MaintenanceRecord = z.object({
  id: z.int(),
  classesId: z.int(),
  bindType: BindType,
  parentId: z.nullable(z.int()),
  authorName: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type MaintenanceRecord = z.infer<typeof MaintenanceRecord>;

/** A record with its replies (the spec's "maintenance record tree"). */
export type MaintenanceRecordNode = MaintenanceRecord & { children: MaintenanceRecordNode[] };
export const MaintenanceRecordNode: z.ZodMiniType<MaintenanceRecordNode> = z.lazy(() =>
  z.extend(MaintenanceRecord, { children: z.array(MaintenanceRecordNode) }),
);

/** Today's counts of one dining type in a class. */
export const ClassDiningToday = z.object({
  diningType: DiningType,
  /** Paid meals ordered for today. */
  ordered: z.int().check(z.gte(0)),
  /** Children on leave today. */
  leave: z.int().check(z.gte(0)),
});
export type ClassDiningToday = z.infer<typeof ClassDiningToday>;

/** A class the caller keeps, as the class list shows it. */
export const KeptClass = z.object({
  classesId: z.int(),
  classesName: z.string(),
  gradeName: z.string(),
  unitId: z.int(),
  unitName: z.string(),
  /** The caller's roles in this class, strongest first. */
  roles: z.array(Role),
  /** The school's today, YYYY-MM-DD. */
  today: z.string(),
  students: z.int().check(z.gte(0)),
  dining: z.array(ClassDiningToday),
  lastRecord: z.nullable(MaintenanceRecord),
});
export type KeptClass = z.infer<typeof KeptClass>;

/** A child of the class with its guardian (who can be bound as a concerned person). */
export const ClassStudent = z.object({
  associatedUserId: z.int(),
  userName: z.string(),
  guardianAccountId: z.int(),
  guardianName: z.string(),
  guardianMobile: z.nullable(z.string()),
});
export type ClassStudent = z.infer<typeof ClassStudent>;

const classesQuery = z.object({ classesId: id });
const content = text(true).check(z.trim(), z.minLength(1), z.maxLength(500));

export const keptClasses = endpoint({
  method: 'GET',
  path: '/api/applications/classes/kept',
  response: z.array(KeptClass),
});

export const classStudents = endpoint({
  method: 'GET',
  path: '/api/applications/classes/students/{classesId}',
  params: classesQuery,
  response: z.array(ClassStudent),
});

/** The persons bound to a class, optionally of one type. */
export const boundUsers = endpoint({
  method: 'GET',
  path: '/api/applications/classes/bind/user',
  query: z.object({ classesId: id, bindType: z.optional(Role) }),
  response: z.array(ClassBinding),
});

/** Binds one or several people of the class; people already bound are left as they are. */
export const bindUsersBatch = endpoint({
  method: 'POST',
  path: '/api/applications/classes/bind/user/batch',
  body: z.object({
    classesId: id,
    bindType: BindType,
    userIds: z.array(id).check(z.minLength(1), z.maxLength(50)),
  }),
  response: z.array(ClassBinding),
});

export const unbindUser = endpoint({
  method: 'DELETE',
  path: '/api/applications/classes/bind/user/{id}',
  params: z.object({ id }),
  response: z.boolean(),
});

/** Whether account `userId` holds `bindType` in the class. */
export const hasBindType = endpoint({
  method: 'GET',
  path: '/api/applications/classes/bind/user/{userId}/hasType/{bindType}',
  params: z.object({ userId: id, bindType: Role }),
  query: classesQuery,
  response: z.boolean(),
});

export const maintenanceRecords = endpoint({
  method: 'GET',
  path: '/api/applications/classes/maintenance/record',
  query: z.extend(pageQuery, { classesId: id, bindType: BindType }),
  response: paged(MaintenanceRecord),
});

export const maintenanceRecordTree = endpoint({
  method: 'GET',
  path: '/api/applications/classes/maintenance/record/tree',
  query: z.object({ classesId: id, bindType: BindType }),
  response: z.array(MaintenanceRecordNode),
});

/** The spec spells it .../classes/classes/...; the form it gives is this one. */
export const lastMaintenanceRecord = endpoint({
  method: 'GET',
  path: '/api/applications/classes/maintenance/record/{classesId}/last',
  params: classesQuery,
  response: z.nullable(MaintenanceRecord),
});

export const addMaintenanceRecord = endpoint({
  method: 'POST',
  path: '/api/applications/classes/maintenance/record',
  body: z.object({
    classesId: id,
    bindType: BindType,
    content,
    parentId: z.optional(id),
  }),
  response: MaintenanceRecord,
});
