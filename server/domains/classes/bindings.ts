import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ClassBinding } from '../../../lib/contract/classes';
import type { BindType, Role } from '../../../lib/contract/enums';
import type { Clock } from '../../core/clock';
import type { Db } from '../db';
import { accounts, associatedUsers, classBindings } from '../schema';
import { forbidden, notFound } from '../../core/errors';
import { bindAction, may, reachClass, requireClass } from './access';
import { mask } from '../../core/providers';

// The people bound to a class (decision 021): listing them, binding people of the class in a
// batch, unbinding, and whether someone holds a bind type.

type BindingRow = typeof classBindings.$inferSelect;

export function createClassBindings(db: Db, clock: Clock) {
  async function toBindings(rows: BindingRow[]): Promise<ClassBinding[]> {
    if (rows.length === 0) return [];
    const people = await db
      .select({ id: accounts.id, userName: accounts.userName, mobile: accounts.mobile })
      .from(accounts)
      .where(
        inArray(
          accounts.id,
          rows.map((row) => row.accountId),
        ),
      );
    return rows.map((row) => {
      const person = people.find((candidate) => candidate.id === row.accountId);
      return {
        id: row.id,
        classesId: row.classesId,
        accountId: row.accountId,
        userName: person?.userName ?? '',
        mobile: person?.mobile ? mask(person.mobile) : null,
        bindType: row.bindType,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  async function bound(accountId: number, classesId: number, bindType?: Role) {
    await requireClass(db, accountId, classesId, 'view');
    const rows = await db
      .select()
      .from(classBindings)
      .where(
        and(
          eq(classBindings.classesId, classesId),
          bindType ? eq(classBindings.bindType, bindType) : undefined,
        ),
      )
      .orderBy(asc(classBindings.id));
    return toBindings(rows);
  }

  /** People of the class: accounts with a child (or their own identity) in it. */
  async function peopleOf(classesId: number, ids: number[]): Promise<Set<number>> {
    const rows = await db
      .select({ accountId: associatedUsers.accountId })
      .from(associatedUsers)
      .where(
        and(eq(associatedUsers.classesId, classesId), inArray(associatedUsers.accountId, ids)),
      );
    return new Set(rows.map((row) => row.accountId));
  }

  async function bindBatch(
    accountId: number,
    input: { classesId: number; bindType: BindType; userIds: number[] },
  ): Promise<ClassBinding[]> {
    const action = bindAction(input.bindType);
    if (!action) throw forbidden();
    const klass = await requireClass(db, accountId, input.classesId, action);
    const ids = [...new Set(input.userIds)];
    const people = await peopleOf(input.classesId, ids);
    // Someone outside the class is as unknown here as an account that does not exist.
    if (ids.some((id) => !people.has(id))) throw notFound();
    const now = clock.now();
    await db
      .insert(classBindings)
      .values(
        ids.map((id) => ({
          unitId: klass.unitId,
          classesId: input.classesId,
          accountId: id,
          bindType: input.bindType,
          createdBy: accountId,
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
    const rows = await db
      .select()
      .from(classBindings)
      .where(
        and(
          eq(classBindings.classesId, input.classesId),
          eq(classBindings.bindType, input.bindType),
          inArray(classBindings.accountId, ids),
        ),
      )
      .orderBy(asc(classBindings.id));
    return toBindings(rows);
  }

  async function unbind(accountId: number, bindingId: number): Promise<boolean> {
    const [binding] = await db.select().from(classBindings).where(eq(classBindings.id, bindingId));
    if (!binding) throw notFound();
    const action = bindAction(binding.bindType);
    const klass = await reachClass(db, accountId, binding.classesId);
    if (!action || !may(klass.roles, action)) throw forbidden();
    await db.delete(classBindings).where(eq(classBindings.id, bindingId));
    return true;
  }

  async function hasType(accountId: number, classesId: number, userId: number, bindType: Role) {
    await requireClass(db, accountId, classesId, 'view');
    const [row] = await db
      .select({ id: classBindings.id })
      .from(classBindings)
      .where(
        and(
          eq(classBindings.classesId, classesId),
          eq(classBindings.accountId, userId),
          eq(classBindings.bindType, bindType),
        ),
      );
    return row !== undefined;
  }

  return { bound, bindBatch, unbind, hasType };
}
export type ClassBindingsService = ReturnType<typeof createClassBindings>;
