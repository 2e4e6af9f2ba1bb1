import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { RosterCheck, RosterClass } from '../../../lib/contract/adminRoster';
import type { Role } from '../../../lib/contract/enums';
import type { Db, Tx } from '../db';
import {
  accounts,
  associatedUsers,
  classBindings,
  classes,
  grades,
  rosterStudents,
} from '../schema';
import { notFound } from '../../core/errors';
import { issueMissingCodes } from '../enrolment';
import { followRosterClasses, linkMatchingChildren } from '../user';
import type { Clock } from '../../core/clock';
import { check, summary, type Row } from './rosterCsv';
import { audit, type Staff } from './staff';
import { bindTeacherAccount } from './teachers';

// The roster (decision 050). The school's export is `学号,姓名,性别,年级,班级` (or
// `studentNo,name,gender,grade,class`), one student a line. Every bad line is named with its
// problem; if any line is bad nothing is written. A good file is written in one transaction:
// grades and classes are found by name or made, students are matched by their number (a second
// import moves and renames them rather than doubling them).

export function createAdminRoster(db: Db, clock: Clock) {
  async function preview(_staff: Staff, csv: string): Promise<RosterCheck> {
    const { rows, errors } = check(csv);
    return summary(rows, errors, 0);
  }

  async function classIds(tx: Tx, unitId: number, rows: Row[]): Promise<Map<string, number>> {
    const gradeRows = await tx.select().from(grades).where(eq(grades.unitId, unitId));
    const gradeOf = new Map(gradeRows.map((grade) => [grade.name, grade.id]));
    let nextGrade = Math.max(0, ...gradeRows.map((grade) => grade.number)) + 1;
    for (const name of new Set(rows.map((row) => row.grade))) {
      if (gradeOf.has(name)) continue;
      const [made] = await tx
        .insert(grades)
        .values({ unitId, name, number: nextGrade++ })
        .returning();
      gradeOf.set(name, made!.id);
    }
    const classRows = await tx.select().from(classes).where(eq(classes.unitId, unitId));
    const classOf = new Map(classRows.map((row) => [`${row.gradeId}|${row.name}`, row.id]));
    const nextNumber = new Map<number, number>();
    for (const row of classRows)
      nextNumber.set(row.gradeId, Math.max(nextNumber.get(row.gradeId) ?? 1, row.number + 1));
    const ids = new Map<string, number>();
    for (const row of rows) {
      const gradeId = gradeOf.get(row.grade)!;
      const key = `${gradeId}|${row.klass}`;
      if (!classOf.has(key)) {
        const number = nextNumber.get(gradeId) ?? 1;
        nextNumber.set(gradeId, number + 1);
        const [made] = await tx
          .insert(classes)
          .values({ unitId, gradeId, name: row.klass, number })
          .returning();
        classOf.set(key, made!.id);
      }
      ids.set(`${row.grade}|${row.klass}`, classOf.get(key)!);
    }
    return ids;
  }

  async function importCsv(tx: Tx, staff: Staff, csv: string): Promise<RosterCheck> {
    const { rows, errors } = check(csv);
    if (errors.length > 0 || rows.length === 0) return summary(rows, errors, 0);
    const ids = await classIds(tx, staff.unitId, rows);
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(rosterStudents)
        .values(
          rows.slice(i, i + 500).map((row) => ({
            unitId: staff.unitId,
            classesId: ids.get(`${row.grade}|${row.klass}`)!,
            studentNo: row.studentNo,
            name: row.name,
            gender: row.gender,
          })),
        )
        .onConflictDoUpdate({
          target: [rosterStudents.unitId, rosterStudents.studentNo],
          set: {
            classesId: sql`excluded.classes_id`,
            name: sql`excluded.name`,
            gender: sql`excluded.gender`,
          },
        });
    }
    // Linked children follow their student to a new class (the kitchen counts them there), then
    // children that now match exactly one student are linked (decision 058).
    const moved = await followRosterClasses(tx, staff.unitId);
    const linked = await linkMatchingChildren(tx, staff.unitId);
    // Every new student gets the claim code of its family's letter (decision 070).
    const codes = await issueMissingCodes(tx, staff.unitId, clock.now());
    await audit(tx, staff, 'roster.import', null, { students: rows.length, moved, linked, codes });
    return summary(rows, [], rows.length);
  }

  async function overview(staff: Staff): Promise<{ students: number; classes: RosterClass[] }> {
    return overviewIn(db, staff);
  }

  async function overviewIn(
    q: Db | Tx,
    staff: Staff,
  ): Promise<{ students: number; classes: RosterClass[] }> {
    const rows = await q
      .select({
        classesId: classes.id,
        className: classes.name,
        gradeName: grades.name,
        gradeNumber: grades.number,
        classNumber: classes.number,
      })
      .from(classes)
      .innerJoin(grades, eq(grades.id, classes.gradeId))
      .where(eq(classes.unitId, staff.unitId));
    const counts = await q
      .select({ classesId: rosterStudents.classesId, n: count() })
      .from(rosterStudents)
      .where(eq(rosterStudents.unitId, staff.unitId))
      .groupBy(rosterStudents.classesId);
    const countOf = new Map(counts.map((row) => [row.classesId, Number(row.n)]));
    // Roster students that some family's child is linked to (decision 058).
    const linkedCounts = await q
      .select({ classesId: rosterStudents.classesId, n: countDistinct(rosterStudents.id) })
      .from(rosterStudents)
      .innerJoin(associatedUsers, eq(associatedUsers.rosterStudentId, rosterStudents.id))
      .where(eq(rosterStudents.unitId, staff.unitId))
      .groupBy(rosterStudents.classesId);
    const linkedOf = new Map(linkedCounts.map((row) => [row.classesId, Number(row.n)]));
    const teachers = await q
      .select({
        classesId: classBindings.classesId,
        userName: accounts.userName,
        bindType: classBindings.bindType,
      })
      .from(classBindings)
      .innerJoin(accounts, eq(accounts.id, classBindings.accountId))
      .where(
        and(
          eq(classBindings.unitId, staff.unitId),
          inArray(classBindings.bindType, ['HEAD_TEACHER', 'RESPONSIBLE_TEACHER']),
        ),
      );
    return {
      students: [...countOf.values()].reduce((sum, n) => sum + n, 0),
      classes: rows
        .sort((a, b) => a.gradeNumber - b.gradeNumber || a.classNumber - b.classNumber)
        .map((row) => ({
          classesId: row.classesId,
          gradeName: row.gradeName,
          className: row.className,
          students: countOf.get(row.classesId) ?? 0,
          linked: linkedOf.get(row.classesId) ?? 0,
          teachers: teachers
            .filter((teacher) => teacher.classesId === row.classesId)
            .map(({ userName, bindType }) => ({ userName, bindType })),
        })),
    };
  }

  async function bindTeacher(
    tx: Tx,
    staff: Staff,
    input: {
      mobile: string;
      classesId: number;
      bindType: Extract<Role, 'HEAD_TEACHER' | 'RESPONSIBLE_TEACHER'>;
    },
  ): Promise<RosterClass> {
    const [klass] = await tx
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.id, input.classesId), eq(classes.unitId, staff.unitId)));
    const [account] = await tx
      .select({ id: accounts.id, userName: accounts.userName })
      .from(accounts)
      .where(eq(accounts.mobile, input.mobile));
    if (!klass || !account) throw notFound();
    await bindTeacherAccount(tx, {
      unitId: staff.unitId,
      classesId: klass.id,
      accountId: account.id,
      userName: account.userName,
      bindType: input.bindType,
      createdBy: staff.accountId,
    });
    await audit(tx, staff, 'roster.teacher', String(klass.id), {
      account: account.id,
      bindType: input.bindType,
    });
    const { classes: list } = await overviewIn(tx, staff);
    return list.find((row) => row.classesId === input.classesId)!;
  }

  return { preview, importCsv, overview, bindTeacher };
}
