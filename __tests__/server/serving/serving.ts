import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { associatedUsers, classes, leaves, mealCollections } from '@/server/domains/schema';
import { call } from '../helpers';

// Shared by the serving line's tests (decision 078): the demo school's children and classes by
// name, the marks stored, and the calls as a device makes them.

export const TODAY = '2026-03-16';

export async function childNamed(app: FastifyInstance, name: string) {
  const [row] = await app.database.db
    .select()
    .from(associatedUsers)
    .where(eq(associatedUsers.userName, name));
  return row!;
}

export async function classNamed(app: FastifyInstance, name: string) {
  const [row] = await app.database.db.select().from(classes).where(eq(classes.name, name));
  return row!;
}

export async function marksOf(app: FastifyInstance, associatedUserId: number, date = TODAY) {
  return app.database.db
    .select()
    .from(mealCollections)
    .where(
      and(eq(mealCollections.associatedUserId, associatedUserId), eq(mealCollections.date, date)),
    );
}

/** A confirmed leave straight in the table (the leave calls have their own tests). */
export async function confirmedLeave(
  app: FastifyInstance,
  child: { id: number; accountId: number; unitId: number },
  date: string,
  diningType: 'Breakfast' | 'Lunch' | 'Dinner' = 'Lunch',
) {
  await app.database.db.insert(leaves).values({
    accountId: child.accountId,
    associatedUserId: child.id,
    unitId: child.unitId,
    leaveDate: date,
    diningType,
    leaveStatus: 'Confirm',
  });
}

export function collect(
  app: FastifyInstance,
  token: string,
  associatedUserId: number,
  key?: string,
  meal: { date?: string; diningType?: string } = {},
) {
  return call(app, {
    method: 'POST',
    url: '/api/serving/collect',
    token,
    body: { associatedUserId, date: meal.date ?? TODAY, diningType: meal.diningType ?? 'Lunch' },
    headers: key ? { 'idempotency-key': key } : undefined,
  });
}

export function scan(
  app: FastifyInstance,
  token: string,
  code: string,
  key?: string,
  meal: { date?: string; diningType?: string } = {},
) {
  return call(app, {
    method: 'POST',
    url: '/api/serving/scan',
    token,
    body: { code, date: meal.date ?? TODAY, diningType: meal.diningType ?? 'Lunch' },
    headers: key ? { 'idempotency-key': key } : undefined,
  });
}

/** The parent's view of the selected child's meal. */
export async function childMeal(
  app: FastifyInstance,
  token: string,
  associatedUserId: number,
  date = TODAY,
  diningType = 'Lunch',
) {
  const response = await call(app, {
    url: `/api/serving/child?date=${date}&diningType=${diningType}`,
    token,
    headers: { associatedUser: String(associatedUserId) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    state: string;
    at: string | null;
    code: string | null;
  };
}
