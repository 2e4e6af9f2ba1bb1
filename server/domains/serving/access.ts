import { and, eq, inArray } from 'drizzle-orm';
import { KITCHEN_ROLES } from '../../../lib/contract/admin';
import type { Db, Tx } from '../db';
import { associatedUsers, classBindings, classes, schoolStaff } from '../schema';
import { notFound } from '../../core/errors';

// Who may serve (decision 078): console staff of the kitchen's roles, for every class of their
// school; a class's head or responsible teacher, for that class. Everybody else, and every child
// outside those classes, answers 404 as if there were nothing there.

/** The class roles that serve meals (a family head does not). */
const SERVING_BINDINGS = ['HEAD_TEACHER', 'RESPONSIBLE_TEACHER'] as const;

export interface ServingScope {
  /** The school whose every class the caller serves (console staff), or null. */
  unitId: number | null;
  /** The classes a teacher is bound to, with their school. */
  classes: Map<number, number>;
}

export interface ServedChild {
  id: number;
  accountId: number;
  unitId: number;
  classesId: number | null;
  userName: string;
}

/** What the account may serve; 404 when nothing. */
export async function servingScope(db: Db | Tx, accountId: number): Promise<ServingScope> {
  const [staff] = await db
    .select({ unitId: schoolStaff.unitId, role: schoolStaff.role })
    .from(schoolStaff)
    .where(eq(schoolStaff.accountId, accountId));
  const unitId = staff && KITCHEN_ROLES.includes(staff.role) ? staff.unitId : null;
  const bound = await db
    .selectDistinct({ classesId: classBindings.classesId, unitId: classes.unitId })
    .from(classBindings)
    .innerJoin(classes, eq(classes.id, classBindings.classesId))
    .where(
      and(
        eq(classBindings.accountId, accountId),
        inArray(classBindings.bindType, [...SERVING_BINDINGS]),
      ),
    );
  const scope = { unitId, classes: new Map(bound.map((row) => [row.classesId, row.unitId])) };
  if (scope.unitId === null && scope.classes.size === 0) throw notFound();
  return scope;
}

export function mayServeClass(scope: ServingScope, classesId: number, unitId: number): boolean {
  return scope.unitId === unitId || scope.classes.get(classesId) === unitId;
}

function mayServeChild(scope: ServingScope, child: ServedChild): boolean {
  if (scope.unitId === child.unitId) return true;
  return child.classesId !== null && scope.classes.get(child.classesId) === child.unitId;
}

/** A child the caller may serve; anything else is `refusal` (404 by default). */
export async function servedChild(
  db: Db | Tx,
  scope: ServingScope,
  associatedUserId: number,
  refusal: () => Error = notFound,
): Promise<ServedChild> {
  const [child] = await db
    .select({
      id: associatedUsers.id,
      accountId: associatedUsers.accountId,
      unitId: associatedUsers.unitId,
      classesId: associatedUsers.classesId,
      userName: associatedUsers.userName,
    })
    .from(associatedUsers)
    .where(eq(associatedUsers.id, associatedUserId));
  if (!child || !mayServeChild(scope, child)) throw refusal();
  return child;
}
