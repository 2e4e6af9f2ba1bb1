import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderDays, orders, prepaymentPurchases } from '@/server/domains/schema';
import { call, type TestApp } from '../helpers';
import type { Child } from './ledgerInvariants';

// Steps the ledger's property test grew with decision 072: a school declares a day off (its
// paid meals credited), and a payment the family declines (an order's or a package's), which
// must end as declined and never leave a purchase 支付中.

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * The school's console declares a paid meal's day of the child a holiday. Answers what the
 * child's wallet must gain: the account's paid, not-on-leave meals at that school that day.
 */
export async function holiday(
  t: TestApp,
  child: Child,
  adminToken: string,
  pick: number,
): Promise<number> {
  const db = t.app.database.db;
  const days = await db
    .select({ date: orderDays.date })
    .from(orderDays)
    .innerJoin(orders, eq(orders.id, orderDays.orderId))
    .where(
      and(
        eq(orderDays.associatedUserId, child.associatedUserId),
        eq(orderDays.state, 'Order'),
        eq(orders.orderStatus, 'Pay'),
      ),
    )
    .orderBy(orderDays.date);
  const chosen = days[pick % Math.max(1, days.length)];
  if (!chosen) return 0;
  const due = (await db.execute(sql`
    select coalesce(sum(d.price), 0) as due from order_days d join orders o on o.id = d.order_id
    where o.account_id = ${child.accountId} and o.unit_id = ${child.unitId}
      and d.date = ${chosen.date} and d.state = 'Order' and o.order_status in ('Pay', 'Unsubscribe')
      and not exists (select 1 from leaves l where l.associated_user_id = d.associated_user_id
        and l.leave_date = d.date and l.dining_type = d.dining_type
        and l.leave_status = 'Confirm')`)) as unknown as { rows: { due: string }[] };
  const response = await call(t.app, {
    method: 'PUT',
    url: '/api/admin/calendar',
    token: adminToken,
    body: { date: chosen.date, kind: 'Holiday', name: '校庆' },
  });
  // A day already begun (today or past) cannot be declared: nothing moves.
  if (response.statusCode !== 200) return 0;
  return Number(due.rows[0]?.due ?? 0);
}

/** The family starts paying an unpaid order or a package, then declines at the checkout. */
export async function decline(
  t: TestApp,
  child: Child,
  pick: number,
  unpaidOrders: number[],
  key: () => string,
): Promise<number> {
  const orderId = unpaidOrders[pick % Math.max(1, unpaidOrders.length)];
  const started =
    pick % 2 === 0 && orderId !== undefined
      ? await call(t.app, {
          method: 'POST',
          url: '/api/associated/user/payment/order',
          token: child.token,
          body: { orderId },
          headers: { 'idempotency-key': key() },
        })
      : await buyCustom(t, child, key);
  if (!started || started.statusCode !== 200) return 0;
  const data = started.json().data as {
    checkoutUrl?: string;
    payment?: { checkoutUrl: string };
    purchase?: { id: number };
  };
  const checkoutUrl = data.payment?.checkoutUrl ?? data.checkoutUrl!;
  const declined = await t.app.inject({
    method: 'POST',
    url: `${checkoutUrl}/decline`,
    headers: form,
    payload: 'return=%2F',
  });
  expect(declined.statusCode).toBe(303);
  if (data.purchase) {
    const [purchase] = await t.app.database.db
      .select({ status: prepaymentPurchases.status })
      .from(prepaymentPurchases)
      .where(eq(prepaymentPurchases.id, data.purchase.id));
    expect(purchase!.status).toBe('Cancel');
  }
  if (orderId !== undefined) {
    const [order] = await t.app.database.db
      .select({ status: orders.orderStatus })
      .from(orders)
      .where(inArray(orders.id, [orderId]));
    expect(order!.status).not.toBe('Pay');
  }
  return 0;
}

async function buyCustom(t: TestApp, child: Child, key: () => string) {
  const listed = await call(t.app, {
    url: `/api/prepayment/associated/user/${child.associatedUserId}?page=0&size=10`,
    token: child.token,
  });
  const custom = (
    listed.json().data.content as { id: number; orderPaymentType: string; minAmount: number }[]
  ).find((p) => p.orderPaymentType === 'Custom');
  if (!custom) return null;
  return call(t.app, {
    method: 'POST',
    url: '/api/associated/user/anonymous/pay/cost',
    token: child.token,
    body: {
      prepaymentId: custom.id,
      associatedUserId: child.associatedUserId,
      amount: Math.max(custom.minAmount, 1000),
    },
    headers: { 'idempotency-key': key() },
  });
}
