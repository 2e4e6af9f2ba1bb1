import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { associatedUsers } from '@/server/domains/schema';
import { balanceOf } from '@/server/domains/ledger';
import { call } from './helpers';

/** The school of an account's first child: the demo's families each have one school. */
export async function firstSchoolOf(app: FastifyInstance, accountId: number): Promise<number> {
  const [child] = await app.database.db
    .select({ unitId: associatedUsers.unitId })
    .from(associatedUsers)
    .where(eq(associatedUsers.accountId, accountId))
    .orderBy(associatedUsers.id)
    .limit(1);
  return child!.unitId;
}

/**
 * An account's balance as the ledger says it, at a school (decision 066): the sum of its signed
 * rows there; by default at its first child's school.
 */
export async function ledgerBalance(
  app: FastifyInstance,
  accountId: number,
  unitId?: number,
): Promise<number> {
  return balanceOf(app.database.db, accountId, unitId ?? (await firstSchoolOf(app, accountId)));
}

/** An UnPay day order for the child's next open meal (lunch, then dinner, then breakfast). */
export async function placeNextOpenMeal(
  app: FastifyInstance,
  token: string,
  child: number,
): Promise<{ id: number; amount: number }> {
  for (const diningType of ['Lunch', 'Dinner', 'Breakfast']) {
    const options = await call(app, {
      url: `/api/associated/user/placing/order/${child}/date?diningType=${diningType}`,
      token,
    });
    const open = (options.json().data?.dates ?? []) as { date: string; status: string }[];
    const date = open.find((d) => d.status === 'Available')?.date;
    if (!date) continue;
    const placed = await call(app, {
      method: 'POST',
      url: '/api/associated/user/placing/order',
      token,
      body: {
        associatedUserId: child,
        orderType: 'Day',
        diningType,
        mealKind: 'Ordinary',
        dates: [date],
        payMode: 'Online',
      },
      headers: { 'idempotency-key': `place-${Math.random()}` },
    });
    expect(placed.statusCode).toBe(200);
    return placed.json().data;
  }
  throw new Error('no open meal left to order');
}
