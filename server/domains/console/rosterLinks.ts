import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { RosterChild, RosterStudent } from '../../../lib/contract/adminRosterLinks';
import type { Paged } from '../../../lib/contract/core';
import type { Db, Tx } from '../db';
import { accounts, associatedUsers, classes, grades, rosterStudents } from '../schema';
import { notFound } from '../../core/errors';
import { mask } from '../../core/providers';
import { audit, type Staff } from './staff';

// The school's view of the families' children against its roster (decision 058): which are not
// linked to a roster student, and linking or unlinking one by hand. A child or roster student of
// another school answers 404, as everything of another school does in the console.

const childColumns = {
  associatedUserId: associatedUsers.id,
  userName: associatedUsers.userName,
  classesId: associatedUsers.classesId,
  gradeName: grades.name,
  className: classes.name,
  mobile: accounts.mobile,
  rosterId: rosterStudents.id,
  rosterNo: rosterStudents.studentNo,
  rosterName: rosterStudents.name,
};

type ChildRow = {
  associatedUserId: number;
  userName: string;
  classesId: number | null;
  gradeName: string | null;
  className: string | null;
  mobile: string | null;
  rosterId: number | null;
  rosterNo: string | null;
  rosterName: string | null;
};

function toChild(row: ChildRow): RosterChild {
  return {
    associatedUserId: row.associatedUserId,
    userName: row.userName,
    classesId: row.classesId,
    gradeName: row.gradeName,
    className: row.className,
    guardianMobile: row.mobile ? mask(row.mobile) : null,
    rosterStudent:
      row.rosterId === null
        ? null
        : { id: row.rosterId, studentNo: row.rosterNo!, name: row.rosterName! },
  };
}

export function createAdminRosterLinks(db: Db) {
  function childQuery(tx: Db | Tx) {
    return tx
      .select(childColumns)
      .from(associatedUsers)
      .innerJoin(accounts, eq(accounts.id, associatedUsers.accountId))
      .leftJoin(classes, eq(classes.id, associatedUsers.classesId))
      .leftJoin(grades, eq(grades.id, classes.gradeId))
      .leftJoin(rosterStudents, eq(rosterStudents.id, associatedUsers.rosterStudentId));
  }

  /** Only the school's children (never a teacher's class identity). */
  function ofSchool(staff: Staff) {
    return and(eq(associatedUsers.unitId, staff.unitId), eq(associatedUsers.userTypes, 'Student'));
  }

  async function children(
    staff: Staff,
    query: { linked: '0' | '1'; page: number; size: number },
  ): Promise<Paged<RosterChild>> {
    const where = and(
      ofSchool(staff),
      query.linked === '1'
        ? isNotNull(associatedUsers.rosterStudentId)
        : isNull(associatedUsers.rosterStudentId),
    );
    const [total] = await db.select({ n: count() }).from(associatedUsers).where(where);
    const rows = await childQuery(db)
      .where(where)
      .orderBy(asc(grades.number), asc(classes.number), asc(associatedUsers.id))
      .limit(query.size)
      .offset(query.page * query.size);
    return {
      content: rows.map(toChild),
      page: query.page,
      size: query.size,
      total: Number(total?.n ?? 0),
    };
  }

  async function students(staff: Staff, classesId: number): Promise<RosterStudent[]> {
    const [klass] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.id, classesId), eq(classes.unitId, staff.unitId)));
    if (!klass) throw notFound();
    const rows = await db
      .select({
        id: rosterStudents.id,
        studentNo: rosterStudents.studentNo,
        name: rosterStudents.name,
        children: count(associatedUsers.id),
      })
      .from(rosterStudents)
      .leftJoin(associatedUsers, eq(associatedUsers.rosterStudentId, rosterStudents.id))
      .where(and(eq(rosterStudents.unitId, staff.unitId), eq(rosterStudents.classesId, classesId)))
      .groupBy(rosterStudents.id)
      .orderBy(asc(rosterStudents.studentNo));
    return rows.map((row) => ({ ...row, children: Number(row.children) }));
  }

  async function childOf(
    tx: Db | Tx,
    staff: Staff,
    associatedUserId: number,
  ): Promise<RosterChild> {
    const [row] = await childQuery(tx).where(
      and(ofSchool(staff), eq(associatedUsers.id, associatedUserId)),
    );
    if (!row) throw notFound();
    return toChild(row);
  }

  /** The child takes the roster student's class: the roster is the school's word on classes. */
  async function link(
    tx: Tx,
    staff: Staff,
    associatedUserId: number,
    rosterStudentId: number,
  ): Promise<RosterChild> {
    await childOf(tx, staff, associatedUserId);
    const [student] = await tx
      .select({ id: rosterStudents.id, classesId: rosterStudents.classesId })
      .from(rosterStudents)
      .where(and(eq(rosterStudents.id, rosterStudentId), eq(rosterStudents.unitId, staff.unitId)));
    if (!student) throw notFound();
    await tx
      .update(associatedUsers)
      .set({ rosterStudentId: student.id, classesId: student.classesId })
      .where(eq(associatedUsers.id, associatedUserId));
    await audit(tx, staff, 'roster.link', String(associatedUserId), {
      rosterStudent: student.id,
    });
    return childOf(tx, staff, associatedUserId);
  }

  async function unlink(tx: Tx, staff: Staff, associatedUserId: number): Promise<RosterChild> {
    const before = await childOf(tx, staff, associatedUserId);
    await tx
      .update(associatedUsers)
      .set({ rosterStudentId: null })
      .where(eq(associatedUsers.id, associatedUserId));
    await audit(tx, staff, 'roster.unlink', String(associatedUserId), {
      rosterStudent: before.rosterStudent?.id ?? null,
    });
    return childOf(tx, staff, associatedUserId);
  }

  return { children, students, link, unlink };
}
export type AdminRosterLinksService = ReturnType<typeof createAdminRosterLinks>;
