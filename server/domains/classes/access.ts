import { and, eq } from 'drizzle-orm';
import { rolesMay, type ClassAction } from '../../../lib/contract/classes';
import type { BindType, Role } from '../../../lib/contract/enums';
import type { Db, Tx } from '../db';
import { classBindings, classes, grades, units } from '../schema';
import { forbidden, notFound } from '../../core/errors';

// Who may do what in a class (decision 021). A person reaches only the classes they are bound
// to: another class, or a class of another school, answers 404 exactly like a class that does
// not exist. Inside a class they keep, an action their roles do not allow answers 403. The table
// itself is in the contract, so the screens offer only what the server allows.

/** The action that binding (or unbinding) a person of this type needs. */
export function bindAction(bindType: Role): ClassAction | null {
  if (bindType === 'FAMILY_HEAD') return 'bindConcerned';
  if (bindType === 'RESPONSIBLE_TEACHER') return 'bindResponsible';
  // The head teacher is the school's choice, never bound or unbound from the app.
  return null;
}

/** The action that writing a record of this type needs. */
export const recordAction = (bindType: BindType): ClassAction =>
  bindType === 'FAMILY_HEAD' ? 'recordConcerned' : 'recordResponsible';

export const ROLE_ORDER: readonly Role[] = ['HEAD_TEACHER', 'RESPONSIBLE_TEACHER', 'FAMILY_HEAD'];

export interface KeptClassRef {
  classesId: number;
  classesName: string;
  gradeName: string;
  unitId: number;
  unitName: string;
  timeZone: string;
  roles: Role[];
}

/** The caller's roles in one class; 404 when they hold none there. */
export async function reachClass(
  db: Db | Tx,
  accountId: number,
  classesId: number,
): Promise<KeptClassRef> {
  const rows = await db
    .select({
      classesId: classes.id,
      classesName: classes.name,
      gradeName: grades.name,
      unitId: units.id,
      unitName: units.name,
      timeZone: units.timeZone,
      role: classBindings.bindType,
    })
    .from(classBindings)
    .innerJoin(classes, eq(classes.id, classBindings.classesId))
    .innerJoin(grades, eq(grades.id, classes.gradeId))
    .innerJoin(units, eq(units.id, classes.unitId))
    .where(and(eq(classBindings.accountId, accountId), eq(classBindings.classesId, classesId)));
  const [first] = rows;
  if (!first) throw notFound();
  const { role: _role, ...klass } = first;
  return { ...klass, roles: sortRoles(rows.map((row) => row.role)) };
}

export function sortRoles(roles: Role[]): Role[] {
  return ROLE_ORDER.filter((role) => roles.includes(role));
}

export const may = rolesMay;

/** Reaches the class (404 otherwise) and checks the action (403 otherwise). */
export async function requireClass(
  db: Db | Tx,
  accountId: number,
  classesId: number,
  action: ClassAction,
): Promise<KeptClassRef> {
  const klass = await reachClass(db, accountId, classesId);
  if (!may(klass.roles, action)) throw forbidden();
  return klass;
}
