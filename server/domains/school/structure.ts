import { and, asc, eq } from 'drizzle-orm';
import type { DiningRule, Switches } from '../../../lib/contract/adminRules';
import type { Structure } from '../../../lib/contract/adminStructure';
import type { Db, Tx } from '../db';
import { classes, grades, unitDiningSettings, units } from '../schema';
import { DomainError, invalidField, notFound } from '../../core/errors';
import { serverMessages } from '../../messages';

// Writing a school's structure (decision 067): the set-up command and the console's grade and
// class edits both go through here, so a school made from a file and one edited later follow
// the same rules. Every function takes the caller's transaction.

export interface SchoolSetup {
  key: string;
  name: string;
  timeZone: string;
  functionalSwitch: Switches;
  grades: { name: string; number: number; classes: { name: string; number: number }[] }[];
  dining: DiningRule[];
}

/** The school the set-up file made, found by the file's key. */
export async function schoolByKey(tx: Db | Tx, key: string) {
  const [row] = await tx
    .select({ id: units.id, name: units.name })
    .from(units)
    .where(eq(units.setupKey, key));
  return row ?? null;
}

/** A new school with its grades, classes and dining rules; the caller checked the key is free. */
export async function createSchool(tx: Tx, setup: SchoolSetup): Promise<number> {
  const [unit] = await tx
    .insert(units)
    .values({
      name: setup.name,
      setupKey: setup.key,
      timeZone: setup.timeZone,
      functionalSwitch: setup.functionalSwitch,
    })
    .returning({ id: units.id });
  const unitId = unit!.id;
  for (const grade of setup.grades) {
    const gradeId = await addGrade(tx, unitId, grade);
    for (const klass of grade.classes) await addClass(tx, unitId, { gradeId, ...klass });
  }
  for (const rule of setup.dining) await saveDiningSettings(tx, unitId, rule);
  return unitId;
}

export async function saveDiningSettings(tx: Tx, unitId: number, rule: DiningRule): Promise<void> {
  if (rule.serveStart >= rule.serveEnd) throw invalidField('serveEnd');
  const { diningType, ...values } = rule;
  await tx
    .insert(unitDiningSettings)
    .values({ unitId, diningType, ...values })
    .onConflictDoUpdate({
      target: [unitDiningSettings.unitId, unitDiningSettings.diningType],
      set: values,
    });
}

export async function structureOf(tx: Db | Tx, unitId: number): Promise<Structure> {
  const gradeRows = await tx
    .select({ id: grades.id, name: grades.name, number: grades.number })
    .from(grades)
    .where(eq(grades.unitId, unitId))
    .orderBy(asc(grades.number), asc(grades.id));
  const classRows = await tx
    .select({
      id: classes.id,
      gradeId: classes.gradeId,
      name: classes.name,
      number: classes.number,
    })
    .from(classes)
    .where(eq(classes.unitId, unitId))
    .orderBy(asc(classes.number), asc(classes.id));
  return {
    grades: gradeRows.map((grade) => ({
      ...grade,
      classes: classRows
        .filter((klass) => klass.gradeId === grade.id)
        .map(({ gradeId: _grade, ...klass }) => klass),
    })),
  };
}

async function gradeIn(tx: Tx, unitId: number, gradeId: number) {
  const [row] = await tx
    .select()
    .from(grades)
    .where(and(eq(grades.id, gradeId), eq(grades.unitId, unitId)));
  if (!row) throw notFound();
  return row;
}

async function classIn(tx: Tx, unitId: number, classesId: number) {
  const [row] = await tx
    .select()
    .from(classes)
    .where(and(eq(classes.id, classesId), eq(classes.unitId, unitId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** A grade's number orders the grades and names the next one up, so it is unique per school. */
export async function addGrade(
  tx: Tx,
  unitId: number,
  grade: { name: string; number: number },
): Promise<number> {
  const [taken] = await tx
    .select({ id: grades.id })
    .from(grades)
    .where(and(eq(grades.unitId, unitId), eq(grades.number, grade.number)));
  if (taken) throw new DomainError('INVALID_INPUT', serverMessages.gradeNumberTaken);
  const [row] = await tx
    .insert(grades)
    .values({ unitId, name: grade.name, number: grade.number })
    .returning({ id: grades.id });
  return row!.id;
}

export async function renameGrade(tx: Tx, unitId: number, gradeId: number, name: string) {
  const before = await gradeIn(tx, unitId, gradeId);
  await tx.update(grades).set({ name }).where(eq(grades.id, gradeId));
  return { before: before.name };
}

export async function addClass(
  tx: Tx,
  unitId: number,
  klass: { gradeId: number; name: string; number: number },
): Promise<number> {
  await gradeIn(tx, unitId, klass.gradeId);
  const [row] = await tx
    .insert(classes)
    .values({ unitId, gradeId: klass.gradeId, name: klass.name, number: klass.number })
    .returning({ id: classes.id });
  return row!.id;
}

export async function renameClass(tx: Tx, unitId: number, classesId: number, name: string) {
  const before = await classIn(tx, unitId, classesId);
  await tx.update(classes).set({ name }).where(eq(classes.id, classesId));
  return { before: before.name };
}

/**
 * Moves a class up one grade. Its students, teachers and roster rows name the class, not the
 * grade, so they move with it; a name that begins with the old grade's name takes the new one.
 */
export async function promoteClass(tx: Tx, unitId: number, classesId: number) {
  const klass = await classIn(tx, unitId, classesId);
  const from = await gradeIn(tx, unitId, klass.gradeId);
  const [to] = await tx
    .select()
    .from(grades)
    .where(and(eq(grades.unitId, unitId), eq(grades.number, from.number + 1)));
  if (!to) throw new DomainError('INVALID_INPUT', serverMessages.noNextGrade);
  const name = klass.name.startsWith(from.name)
    ? `${to.name}${klass.name.slice(from.name.length)}`
    : klass.name;
  await tx.update(classes).set({ gradeId: to.id, name }).where(eq(classes.id, classesId));
  return { from: from.name, to: to.name, name };
}
