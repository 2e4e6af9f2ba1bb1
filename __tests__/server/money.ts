import type { FastifyInstance } from 'fastify';
import { balanceOf } from '@/server/domains/ledger';
import { call } from './helpers';

/** An account's balance as the ledger says it: the sum of its signed rows. */
export async function ledgerBalance(app: FastifyInstance, accountId: number): Promise<number> {
  return balanceOf(app.database.db, accountId);
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
