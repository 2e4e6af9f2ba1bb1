import { and, asc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { ClassTreeNode, School, UnitSettings } from '../../../lib/contract/school';
import type { Db } from '../db';
import { classes, grades, regions, unitDiningSettings, units } from '../schema';
import { notFound } from '../../core/errors';
import { DINING_TYPES } from './schoolDays';

/** Schools (units), their grades and classes, regions and unit settings. */
export function createSchools(db: Db) {
  const schoolColumns = {
    id: units.id,
    name: units.name,
    regionId: units.regionId,
    timeZone: units.timeZone,
  };

  async function all(): Promise<School[]> {
    return db.select(schoolColumns).from(units).orderBy(asc(units.id));
  }

  async function search(name?: string, regionId?: number): Promise<School[]> {
    const conditions: SQL[] = [];
    // The name is a literal substring: escape LIKE's wildcards.
    if (name) conditions.push(ilike(units.name, `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    if (regionId !== undefined) conditions.push(eq(units.regionId, regionId));
    return db
      .select(schoolColumns)
      .from(units)
      .where(and(...conditions))
      .orderBy(asc(units.id));
  }

  async function gradesOf(unitId: number) {
    return db
      .select({ id: grades.id, unitId: grades.unitId, name: grades.name, number: grades.number })
      .from(grades)
      .where(eq(grades.unitId, unitId))
      .orderBy(asc(grades.number));
  }

  async function classesOf(gradeId: number) {
    return db
      .select({
        id: classes.id,
        gradeId: classes.gradeId,
        name: classes.name,
        number: classes.number,
      })
      .from(classes)
      .where(eq(classes.gradeId, gradeId))
      .orderBy(asc(classes.number));
  }

  async function tree(unitId: number): Promise<ClassTreeNode[]> {
    const gradeRows = await gradesOf(unitId);
    const classRows = await db
      .select()
      .from(classes)
      .where(eq(classes.unitId, unitId))
      .orderBy(asc(classes.number));
    return gradeRows.map((grade) => ({
      id: grade.id,
      name: grade.name,
      type: 'grade' as const,
      number: grade.number,
      children: classRows
        .filter((klass) => klass.gradeId === grade.id)
        .map((klass) => ({
          id: klass.id,
          name: klass.name,
          type: 'classes' as const,
          number: klass.number,
          children: [],
        })),
    }));
  }

  async function regionChildren(parentId: number) {
    const rows = await db
      .select()
      .from(regions)
      .where(parentId === 0 ? isNull(regions.parentId) : eq(regions.parentId, parentId))
      .orderBy(asc(regions.id));
    const children = await db.select({ parentId: regions.parentId }).from(regions);
    const parents = new Set(children.map((row) => row.parentId));
    return rows.map((row) => ({
      id: row.id,
      parentId: row.parentId,
      name: row.name,
      leaf: !parents.has(row.id),
    }));
  }

  async function classInUnit(classesId: number, unitId: number) {
    const [row] = await db
      .select()
      .from(classes)
      .where(and(eq(classes.id, classesId), eq(classes.unitId, unitId)))
      .limit(1);
    return row ?? null;
  }

  async function settings(unitId: number): Promise<UnitSettings> {
    const [unit] = await db.select().from(units).where(eq(units.id, unitId)).limit(1);
    if (!unit) throw notFound();
    const rows = await db
      .select()
      .from(unitDiningSettings)
      .where(eq(unitDiningSettings.unitId, unitId));
    const diningTypes = rows
      .sort((a, b) => DINING_TYPES.indexOf(a.diningType) - DINING_TYPES.indexOf(b.diningType))
      .map((row) => ({
        diningType: row.diningType,
        prices: { Ordinary: row.priceOrdinary, Muslim: row.priceMuslim },
        orderDeadline: { daysBefore: row.orderDaysBefore, time: row.orderTime },
        leaveDeadline: { daysBefore: row.leaveDaysBefore, time: row.leaveTime },
        serveStart: row.serveStart,
        serveEnd: row.serveEnd,
        functionalSwitch: row.functionalSwitch,
      }));
    return {
      unitId,
      schoolId: unitId,
      timeZone: unit.timeZone,
      diningTypes,
      functionalSwitch: unit.functionalSwitch,
    };
  }

  return { all, search, gradesOf, classesOf, tree, regionChildren, classInUnit, settings };
}
export type SchoolsService = ReturnType<typeof createSchools>;
