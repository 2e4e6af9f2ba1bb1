import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  accounts,
  associatedUsers,
  classBindings,
  classes,
  grades,
  maintenanceRecords,
  units,
} from '@/server/domains/schema';
import { accountIdOf, tokenOf } from './helpers';

// The demo school's class keepers plus two classes none of them keeps: 三年级2班 of the same
// school and a class of the other demo school, each with a child, a keeper and a record, so the
// permission matrix can aim every call at "own class", "another class" and "another school".

export interface ClassWorld {
  tokens: { HEAD_TEACHER: string; RESPONSIBLE_TEACHER: string; FAMILY_HEAD: string };
  targets: Record<Target, TargetClass>;
}
export type Target = 'own' | 'otherClass' | 'otherSchool';
export interface TargetClass {
  classesId: number;
  /** A child of the class whose guardian is none of the three keepers. */
  childId: number;
  /** That child's guardian: a person of the class who can be bound. */
  personId: number;
}

async function classNamed(app: FastifyInstance, name: string) {
  const [row] = await app.database.db.select().from(classes).where(eq(classes.name, name));
  return row!;
}

/** A class nobody of the demo keepers keeps, with a guardian, a child, a keeper and a record. */
async function foreignClass(
  app: FastifyInstance,
  klass: { id: number; unitId: number },
  tag: string,
): Promise<TargetClass> {
  const db = app.database.db;
  const [guardian] = await db
    .insert(accounts)
    .values({ username: `guardian_${tag}`, userName: `家长${tag}` })
    .returning();
  const [keeper] = await db
    .insert(accounts)
    .values({ username: `keeper_${tag}`, userName: `老师${tag}` })
    .returning();
  const [child] = await db
    .insert(associatedUsers)
    .values({
      accountId: guardian!.id,
      userName: `学生${tag}`,
      unitId: klass.unitId,
      classesId: klass.id,
    })
    .returning();
  await db.insert(classBindings).values({
    unitId: klass.unitId,
    classesId: klass.id,
    accountId: keeper!.id,
    bindType: 'HEAD_TEACHER',
  });
  await db.insert(maintenanceRecords).values({
    unitId: klass.unitId,
    classesId: klass.id,
    bindType: 'FAMILY_HEAD',
    accountId: keeper!.id,
    content: `记录${tag}`,
  });
  return { classesId: klass.id, childId: child!.id, personId: guardian!.id };
}

export async function buildClassWorld(app: FastifyInstance): Promise<ClassWorld> {
  const db = app.database.db;
  const own = await classNamed(app, '三年级1班');
  const [xiaoming] = await db
    .select()
    .from(associatedUsers)
    .where(and(eq(associatedUsers.userName, '张小明'), eq(associatedUsers.classesId, own.id)));
  const otherClass = await classNamed(app, '三年级2班');
  const [otherUnit] = await db.select().from(units).where(eq(units.name, '明德中学'));
  const [grade] = await db
    .insert(grades)
    .values({ unitId: otherUnit!.id, name: '初一', number: 7 })
    .returning();
  const [otherSchool] = await db
    .insert(classes)
    .values({ unitId: otherUnit!.id, gradeId: grade!.id, name: '初一1班', number: 1 })
    .returning();
  return {
    tokens: {
      HEAD_TEACHER: await tokenOf(app, 'teacher_a'),
      RESPONSIBLE_TEACHER: await tokenOf(app, 'teacher_b'),
      FAMILY_HEAD: await tokenOf(app, 'parent_b'),
    },
    targets: {
      own: {
        classesId: own.id,
        childId: xiaoming!.id,
        personId: await accountIdOf(app, 'parent_a'),
      },
      otherClass: await foreignClass(app, otherClass, 'c'),
      otherSchool: await foreignClass(app, otherSchool!, 's'),
    },
  };
}

/** A fresh FAMILY_HEAD binding of the target's person, to be unbound. */
export async function concernedBinding(app: FastifyInstance, target: TargetClass) {
  const db = app.database.db;
  const [klass] = await db.select().from(classes).where(eq(classes.id, target.classesId));
  const [row] = await db
    .insert(classBindings)
    .values({
      unitId: klass!.unitId,
      classesId: target.classesId,
      accountId: target.personId,
      bindType: 'FAMILY_HEAD',
    })
    .onConflictDoUpdate({
      target: [classBindings.classesId, classBindings.accountId, classBindings.bindType],
      set: { createdBy: null },
    })
    .returning();
  return row!.id;
}
