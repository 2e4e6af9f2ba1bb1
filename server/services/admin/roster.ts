import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type {
  RosterCheck,
  RosterClass,
  RosterError,
  RosterProblem,
} from '../../../lib/contract/adminRoster';
import { hasControlCharacters } from '../../../lib/contract/core';
import type { Gender, Role } from '../../../lib/contract/enums';
import type { Db, Tx } from '../../db/database';
import {
  accounts,
  associatedUsers,
  classBindings,
  classes,
  grades,
  rosterStudents,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { parseCsv } from './csv';
import { audit, type Staff } from './staff';

// The roster (decision 050). The school's export is `学号,姓名,性别,年级,班级` (or
// `studentNo,name,gender,grade,class`), one student a line. Every bad line is named with its
// problem; if any line is bad nothing is written. A good file is written in one transaction:
// grades and classes are found by name or made, students are matched by their number (a second
// import moves and renames them rather than doubling them).

const MAX_STUDENTS = 5000;
const GENDERS: Record<string, Gender> = {
  男: 'Male',
  女: 'Female',
  male: 'Male',
  female: 'Female',
  m: 'Male',
  f: 'Female',
  '': 'Other',
};

interface Row {
  line: number;
  studentNo: string;
  name: string;
  gender: Gender;
  grade: string;
  klass: string;
}

function isHeader(cells: string[]): boolean {
  const first = cells[0]?.trim().toLowerCase();
  return first === '学号' || first === 'studentno';
}

function nameOk(value: string, max: number): boolean {
  return value.length > 0 && value.length <= max && !hasControlCharacters(value);
}

function check(csv: string): { rows: Row[]; errors: RosterError[] } {
  const records = parseCsv(csv);
  const body = records[0] && isHeader(records[0].cells) ? records.slice(1) : records;
  const rows: Row[] = [];
  const errors: RosterError[] = [];
  const seen = new Set<string>();
  for (const record of body.slice(0, MAX_STUDENTS + 1)) {
    const fail = (problem: RosterProblem) => errors.push({ line: record.line, problem });
    if (record.cells.length !== 5) {
      fail('columns');
      continue;
    }
    const [studentNo, name, gender, grade, klass] = record.cells.map((cell) => cell.trim()) as [
      string,
      string,
      string,
      string,
      string,
    ];
    if (!/^[A-Za-z0-9-]{1,20}$/.test(studentNo)) fail('studentNo');
    else if (!nameOk(name, 20)) fail('name');
    else if (!(gender.toLowerCase() in GENDERS)) fail('gender');
    else if (!nameOk(grade, 20)) fail('grade');
    else if (!nameOk(klass, 20)) fail('klass');
    else if (seen.has(studentNo)) fail('duplicate');
    else {
      seen.add(studentNo);
      rows.push({
        line: record.line,
        studentNo,
        name,
        gender: GENDERS[gender.toLowerCase()]!,
        grade,
        klass,
      });
    }
  }
  if (body.length > MAX_STUDENTS)
    errors.push({ line: body[MAX_STUDENTS]!.line, problem: 'columns' });
  return { rows, errors };
}

function summary(rows: Row[], errors: RosterError[], imported: number): RosterCheck {
  return {
    students: rows.length,
    grades: new Set(rows.map((row) => row.grade)).size,
    classes: new Set(rows.map((row) => `${row.grade}|${row.klass}`)).size,
    errors,
    imported,
  };
}

export function createAdminRoster(db: Db) {
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

  async function importCsv(staff: Staff, csv: string): Promise<RosterCheck> {
    const { rows, errors } = check(csv);
    if (errors.length > 0 || rows.length === 0) return summary(rows, errors, 0);
    await db.transaction(async (tx) => {
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
      await audit(tx, staff, 'roster.import', null, { students: rows.length });
    });
    return summary(rows, [], rows.length);
  }

  async function overview(staff: Staff): Promise<{ students: number; classes: RosterClass[] }> {
    const rows = await db
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
    const counts = await db
      .select({ classesId: rosterStudents.classesId, n: count() })
      .from(rosterStudents)
      .where(eq(rosterStudents.unitId, staff.unitId))
      .groupBy(rosterStudents.classesId);
    const countOf = new Map(counts.map((row) => [row.classesId, Number(row.n)]));
    const teachers = await db
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
          teachers: teachers
            .filter((teacher) => teacher.classesId === row.classesId)
            .map(({ userName, bindType }) => ({ userName, bindType })),
        })),
    };
  }

  async function bindTeacher(
    staff: Staff,
    input: {
      mobile: string;
      classesId: number;
      bindType: Extract<Role, 'HEAD_TEACHER' | 'RESPONSIBLE_TEACHER'>;
    },
  ): Promise<RosterClass> {
    await db.transaction(async (tx) => {
      const [klass] = await tx
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.id, input.classesId), eq(classes.unitId, staff.unitId)));
      const [account] = await tx
        .select({ id: accounts.id, userName: accounts.userName })
        .from(accounts)
        .where(eq(accounts.mobile, input.mobile));
      if (!klass || !account) throw notFound();
      await tx
        .insert(classBindings)
        .values({
          unitId: staff.unitId,
          classesId: klass.id,
          accountId: account.id,
          bindType: input.bindType,
          createdBy: staff.accountId,
        })
        .onConflictDoNothing();
      // The teacher's identity for the class, as the seed gives teacher_a (decision 021).
      const [identity] = await tx
        .select({ id: associatedUsers.id })
        .from(associatedUsers)
        .where(
          and(
            eq(associatedUsers.accountId, account.id),
            eq(associatedUsers.classesId, klass.id),
            eq(associatedUsers.userTypes, input.bindType),
          ),
        );
      if (!identity)
        await tx.insert(associatedUsers).values({
          accountId: account.id,
          userName: account.userName,
          userTypes: input.bindType,
          unitId: staff.unitId,
          classesId: klass.id,
        });
      await audit(tx, staff, 'roster.teacher', String(klass.id), {
        account: account.id,
        bindType: input.bindType,
      });
    });
    const { classes: list } = await overview(staff);
    return list.find((row) => row.classesId === input.classesId)!;
  }

  return { preview, importCsv, overview, bindTeacher };
}
