import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@/server/domains/db';
import { DEMO_RATES, generateTerm } from '@/server/demo/seedServing';
import { classes, units } from '@/server/domains/schema';

// A small generated world for the serving tests (decision 078): two classes of the demo school
// with children who ate dinner on the school days of the two weeks before the test clock's
// Monday (2026-03-16), some on leave, collected or missed, one day nobody tracked.

export const WORLD = { from: '2026-03-02', to: '2026-03-13', untracked: '2026-03-10' } as const;

export function dbOf(app: FastifyInstance): Db {
  return (app as unknown as { database: { db: Db } }).database.db;
}

export async function schoolOf(db: Db, name = '阳光实验小学'): Promise<number> {
  const [row] = await db.select({ id: units.id }).from(units).where(eq(units.name, name));
  return row!.id;
}

export async function classOf(db: Db, unitId: number, name: string): Promise<number> {
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.unitId, unitId), eq(classes.name, name)));
  return row!.id;
}

export async function buildWorld(app: FastifyInstance) {
  const db = dbOf(app);
  const unitId = await schoolOf(db);
  const classIds = [await classOf(db, unitId, '五年级1班'), await classOf(db, unitId, '六年级2班')];
  await db.transaction((tx) =>
    generateTerm(tx, {
      unitId,
      classIds,
      childrenPerClass: 6,
      from: WORLD.from,
      to: WORLD.to,
      diningType: 'Dinner',
      rates: DEMO_RATES,
      classSpread: 0.1,
      leaveRate: 0.1,
      untracked: (date) => date === WORLD.untracked,
      seed: 2026,
      now: new Date('2026-03-01T00:00:00Z'),
      tag: 'world',
    }),
  );
  return { db, unitId, classIds };
}
