import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { call } from '../helpers';

// Shared by the allergy tests (decision 080): the demo school's menus read from the database,
// placing and paying day orders, declaring and reviewing a child's profile.

export const LUNCH = 'Lunch';

async function rows<T>(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await app.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The child's unit and meal kind. */
export async function childInfo(app: FastifyInstance, child: number) {
  const [row] = await rows<{ unit_id: number; meal_kind: string }>(
    app,
    sql`select unit_id, meal_kind from associated_users where id = ${child}`,
  );
  return { unitId: row!.unit_id, mealKind: row!.meal_kind };
}

/**
 * Published lunch dates of the child's kind from `from`, not ordered yet, with or without a dish
 * holding this allergen.
 */
export async function lunchDates(
  app: FastifyInstance,
  child: number,
  from: string,
  holding: string,
  wanted: boolean,
): Promise<string[]> {
  const { unitId, mealKind } = await childInfo(app, child);
  const found = await rows<{ date: string; holds: boolean }>(
    app,
    sql`select m.date, exists (
          select 1 from jsonb_array_elements(v.dishes) d
          where coalesce(d -> 'allergens', '[]'::jsonb) ? ${holding}) as holds
        from menus m join menu_versions v on v.menu_id = m.id and v.version = m.published_version
        where m.unit_id = ${unitId} and m.dining_type = 'Lunch' and m.meal_kind = ${mealKind}
          and m.date >= ${from}
          and not exists (select 1 from order_days o where o.associated_user_id = ${child}
            and o.date = m.date and o.dining_type = 'Lunch' and o.state in ('Order', 'Leave'))
        order by m.date`,
  );
  return found.filter((row) => row.holds === wanted).map((row) => row.date);
}

export function place(
  app: FastifyInstance,
  token: string,
  child: number,
  mealKind: string,
  dates: string[],
  key = `place-${Math.random()}`,
) {
  return call(app, {
    method: 'POST',
    url: '/api/associated/user/placing/order',
    token,
    body: {
      associatedUserId: child,
      orderType: 'Day',
      diningType: LUNCH,
      mealKind,
      dates,
      payMode: 'Online',
    },
    headers: { 'idempotency-key': key },
  });
}

export async function payAndApprove(app: FastifyInstance, token: string, orderId: number) {
  const pay = await call(app, {
    method: 'POST',
    url: '/api/associated/user/payment/order',
    token,
    body: { orderId },
    headers: { 'idempotency-key': `pay-${orderId}-${Math.random()}` },
  });
  if (pay.statusCode !== 200) throw new Error(`pay: ${pay.body}`);
  const { checkoutUrl } = pay.json().data as { checkoutUrl: string };
  const done = await app.inject({
    method: 'POST',
    url: `${checkoutUrl}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'return=%2F%23%2Fpages%2Fmeal%2Forangebank',
  });
  if (done.statusCode !== 303) throw new Error(`approve: ${done.body}`);
}

export function declare(
  app: FastifyInstance,
  token: string,
  child: number,
  allergies: { code: string; severity: string }[],
  extra: { diets?: string[]; doctorNoteAttachmentId?: string | null } = {},
) {
  return call(app, {
    method: 'POST',
    url: '/api/allergy/profile',
    token,
    headers: { associatedUser: String(child), 'idempotency-key': `declare-${Math.random()}` },
    body: {
      allergies,
      diets: extra.diets ?? [],
      note: '',
      doctorNoteAttachmentId: extra.doctorNoteAttachmentId ?? null,
    },
  });
}

export function review(
  app: FastifyInstance,
  token: string,
  child: number,
  version: number,
  verdict: 'Verified' | 'Rejected',
) {
  return call(app, {
    method: 'POST',
    url: `/api/admin/allergy/${child}/review`,
    token,
    body: {
      version,
      review: verdict,
      note: verdict === 'Verified' ? '已核对医生证明' : '证明不清楚',
    },
  });
}

export async function balance(app: FastifyInstance, token: string, child: number): Promise<number> {
  const response = await call(app, {
    url: '/api/user/0/balance',
    token,
    headers: { associatedUser: String(child) },
  });
  return response.json().data.myAmount as number;
}

export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const back = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}
