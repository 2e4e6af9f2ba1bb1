import { and, asc, count, eq } from 'drizzle-orm';
import type { ClassStudent, KeptClass } from '../../../lib/contract/classes';
import type { Clock } from '../../core/clock';
import { localDate } from '../../core/db/dates';
import type { Db } from '../db';
import {
  accounts,
  associatedUsers,
  classBindings,
  classes,
  leaves,
  orderDays,
  orders,
  unitDiningSettings,
} from '../schema';
import { notFound } from '../../core/errors';
import { may, reachClass, requireClass } from './access';
import { ownChild } from '../user';
import type { MaintenanceRecordsService } from './maintenanceRecords';
import { mask } from '../../core/providers';
import { DINING_TYPES } from '../school';

// Classes as their keepers see them (decision 021): the classes a person keeps with today's
// counts, the children of a class, and whose child a keeper may put on leave.

export function createClasses(db: Db, clock: Clock, records: MaintenanceRecordsService) {
  async function kept(accountId: number): Promise<KeptClass[]> {
    const rows = await db
      .select({ classesId: classBindings.classesId })
      .from(classBindings)
      .innerJoin(classes, eq(classes.id, classBindings.classesId))
      .where(eq(classBindings.accountId, accountId))
      .orderBy(asc(classes.unitId), asc(classes.gradeId), asc(classes.number));
    const ids = [...new Set(rows.map((row) => row.classesId))];
    const result: KeptClass[] = [];
    for (const classesId of ids) {
      const klass = await reachClass(db, accountId, classesId);
      const today = localDate(clock.now(), klass.timeZone);
      const [students] = await db
        .select({ n: count() })
        .from(associatedUsers)
        .where(
          and(eq(associatedUsers.classesId, classesId), eq(associatedUsers.userTypes, 'Student')),
        );
      const { classesId: _id, timeZone: _zone, ...names } = klass;
      result.push({
        classesId,
        ...names,
        today,
        students: Number(students?.n ?? 0),
        dining: await diningToday(klass.unitId, classesId, today),
        lastRecord: await records.lastOf(classesId),
      });
    }
    return result;
  }

  async function diningToday(unitId: number, classesId: number, today: string) {
    const served = await db
      .select({ diningType: unitDiningSettings.diningType })
      .from(unitDiningSettings)
      .where(eq(unitDiningSettings.unitId, unitId));
    const ordered = await db
      .select({ diningType: orderDays.diningType, n: count() })
      .from(orderDays)
      .innerJoin(orders, eq(orders.id, orderDays.orderId))
      .innerJoin(associatedUsers, eq(associatedUsers.id, orderDays.associatedUserId))
      .where(
        and(
          eq(associatedUsers.classesId, classesId),
          eq(orderDays.date, today),
          eq(orderDays.state, 'Order'),
          eq(orders.orderStatus, 'Pay'),
        ),
      )
      .groupBy(orderDays.diningType);
    const onLeave = await db
      .select({ diningType: leaves.diningType, n: count() })
      .from(leaves)
      .innerJoin(associatedUsers, eq(associatedUsers.id, leaves.associatedUserId))
      .where(
        and(
          eq(associatedUsers.classesId, classesId),
          eq(leaves.leaveDate, today),
          eq(leaves.leaveStatus, 'Confirm'),
        ),
      )
      .groupBy(leaves.diningType);
    const servedTypes = new Set(served.map((row) => row.diningType));
    return DINING_TYPES.filter((type) => servedTypes.has(type)).map((diningType) => ({
      diningType,
      ordered: Number(ordered.find((row) => row.diningType === diningType)?.n ?? 0),
      leave: Number(onLeave.find((row) => row.diningType === diningType)?.n ?? 0),
    }));
  }

  /** The school of a class; null for an unknown one. */
  async function unitOf(classesId: number): Promise<number | null> {
    const [row] = await db
      .select({ unitId: classes.unitId })
      .from(classes)
      .where(eq(classes.id, classesId));
    return row?.unitId ?? null;
  }

  async function students(accountId: number, classesId: number): Promise<ClassStudent[]> {
    await requireClass(db, accountId, classesId, 'students');
    const rows = await db
      .select({
        associatedUserId: associatedUsers.id,
        userName: associatedUsers.userName,
        guardianAccountId: accounts.id,
        guardianName: accounts.userName,
        mobile: accounts.mobile,
      })
      .from(associatedUsers)
      .innerJoin(accounts, eq(accounts.id, associatedUsers.accountId))
      .where(
        and(eq(associatedUsers.classesId, classesId), eq(associatedUsers.userTypes, 'Student')),
      )
      .orderBy(asc(associatedUsers.id));
    return rows.map(({ mobile, ...row }) => ({ ...row, guardianMobile: mobile && mask(mobile) }));
  }

  /**
   * The account whose child this is, when the caller may put it on leave: the caller's own child,
   * or a child of a class the caller keeps as head or responsible teacher; 404 otherwise.
   */
  async function leaveGuardian(accountId: number, associatedUserId: number): Promise<number> {
    const own = await ownChild(db, accountId, associatedUserId).catch(() => null);
    if (own) return accountId;
    const [child] = await db
      .select({ accountId: associatedUsers.accountId, classesId: associatedUsers.classesId })
      .from(associatedUsers)
      .where(
        and(eq(associatedUsers.id, associatedUserId), eq(associatedUsers.userTypes, 'Student')),
      );
    if (!child?.classesId) throw notFound();
    // A keeper without the leave right (a concerned person) cannot list the class's children
    // either, so the child answers 404 as another account's child always has.
    const klass = await reachClass(db, accountId, child.classesId);
    if (!may(klass.roles, 'leave')) throw notFound();
    return child.accountId;
  }

  return { kept, students, unitOf, leaveGuardian };
}
export type ClassesService = ReturnType<typeof createClasses>;
