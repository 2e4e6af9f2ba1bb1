import { and, eq, inArray, sql } from 'drizzle-orm';
import { coupons, ledger, orderDays, orders, payments, refunds } from '@/server/domains/schema';
import { signedAmount } from '@/server/domains/ledger';
import type { TestApp } from '../helpers';

export interface Child {
  token: string;
  accountId: number;
  associatedUserId: number;
  unitId: number;
}

/** The sum of an account's ledger rows at a school, signed as the ledger signs them. */
export async function sumOf(t: TestApp, accountId: number, unitId: number): Promise<number> {
  const [row] = await t.app.database.db
    .select({ total: sql<string>`coalesce(sum(${signedAmount}), 0)` })
    .from(ledger)
    .where(and(eq(ledger.accountId, accountId), eq(ledger.unitId, unitId)));
  return Number(row?.total ?? 0);
}

/**
 * No school's money leaves through another school (decision 066): every wallet (account, school)
 * is at least what its waiting refunds hold, and every row that names a refund or an order sits
 * at that refund's or order's school.
 */
async function checkWallets(t: TestApp): Promise<void> {
  const db = t.app.database.db;
  // A wallet is any (account, school) with rows or with refund requests.
  const wallets = (await db.execute(sql`
    select w.account_id, w.unit_id,
      (select coalesce(sum(${signedAmount}), 0) from ledger where ledger.account_id = w.account_id
         and ledger.unit_id = w.unit_id) as total,
      (select coalesce(sum(r.amount), 0) from refunds r where r.account_id = w.account_id
         and r.unit_id = w.unit_id and r.status = 'ToAudit') as held
    from (select account_id, unit_id from ledger union select account_id, unit_id from refunds) w`)) as unknown as {
    rows: { account_id: number; unit_id: number; total: string; held: string }[];
  };
  for (const wallet of wallets.rows)
    expect({ ...wallet, short: Number(wallet.total) < Number(wallet.held) }).toEqual({
      ...wallet,
      short: false,
    });
  const astray = (await db.execute(sql`
    select l.id from ledger l
      left join refunds r on l.ref_type = 'refund' and r.id = l.ref_id
      left join orders o on l.ref_type = 'order' and o.id = l.ref_id
    where l.unit_id <> coalesce(r.unit_id, o.unit_id, l.unit_id)`)) as unknown as {
    rows: { id: number }[];
  };
  expect(astray.rows).toEqual([]);
  const refundsAstray = (await db.execute(sql`
    select r.id from refunds r join associated_users au on au.id = r.associated_user_id
    where au.unit_id <> r.unit_id`)) as unknown as { rows: { id: number }[] };
  expect(refundsAstray.rows).toEqual([]);
  await checkCashOut(t);
}

/**
 * The cash a wallet can take out never exceeds the cash paid into it less what it consumed
 * (decision 072). What the school gave (coupons, package discounts) pays meals first, so the
 * consumption that cash must cover is what the gifts did not: cash out (paid out and held by
 * waiting refunds) ≤ cash in − max(0, consumed − gifts). Per school: no school's cash leaves
 * through another's wallet.
 */
async function checkCashOut(t: TestApp): Promise<void> {
  const wallets = (await t.app.database.db.execute(sql`
    select w.account_id, w.unit_id,
      coalesce(sum(case when l.type = 'Recharge' then l.amount end), 0) as cash_in,
      coalesce(sum(case when l.type = 'Allowance' then l.amount end), 0) as gifts,
      coalesce(sum(case when l.type = 'Cash_Withdrawal' then l.amount end), 0) as paid_out,
      coalesce(sum(case when l.type in ('OrderDay', 'OrderMonth') then l.amount
        when l.type in ('Unsubscribe', 'Leave_Settlement') then -l.amount end), 0) as consumed,
      (select coalesce(sum(r.amount), 0) from refunds r where r.account_id = w.account_id
         and r.unit_id = w.unit_id and r.status = 'ToAudit') as held
    from (select account_id, unit_id from ledger union select account_id, unit_id from refunds) w
    left join ledger l on l.account_id = w.account_id and l.unit_id = w.unit_id
    group by w.account_id, w.unit_id`)) as unknown as {
    rows: Record<
      'account_id' | 'unit_id' | 'cash_in' | 'gifts' | 'paid_out' | 'consumed' | 'held',
      string
    >[];
  };
  for (const w of wallets.rows) {
    const cashOut = Number(w.paid_out) + Number(w.held);
    const room = Number(w.cash_in) - Math.max(0, Number(w.consumed) - Number(w.gifts));
    expect({ wallet: w, over: cashOut > room }).toEqual({ wallet: w, over: false });
  }
}

/**
 * What must hold after every step: each balance the API shows is its ledger's sum at the child's
 * school and never negative, no school's money left through another, each coupon paid at most one order, each approved refund withdrew once, each paid
 * order was charged once with one settled payment, and no order got back more than it was charged.
 */
export async function checkLedgerInvariants(
  t: TestApp,
  children: readonly Child[],
  placed: ReadonlyMap<number, unknown>,
  balance: (child: Child) => Promise<number>,
): Promise<void> {
  for (const child of children) {
    expect(await balance(child)).toBe(await sumOf(t, child.accountId, child.unitId));
    expect(await balance(child)).toBeGreaterThanOrEqual(0);
  }
  await checkWallets(t);
  // Each coupon paid at most one order, and each used one paid exactly the order it names.
  const used = await t.app.database.db
    .select({ id: coupons.id, usedOrderId: coupons.usedOrderId })
    .from(coupons)
    .where(sql`${coupons.usedAt} is not null and ${coupons.usedOrderId} is not null`);
  for (const coupon of used) {
    const allowances = await t.app.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.refType, 'coupon'), eq(ledger.refId, coupon.id)));
    expect({ coupon: coupon.id, allowances: allowances.length }).toEqual({
      coupon: coupon.id,
      allowances: 1,
    });
  }
  // An approved refund's Cash_Withdrawal rows (one per payout the sandbox confirmed at once, decision
  // 071) add up to its amount; no other refund wrote any.
  const all = await t.app.database.db.select().from(refunds);
  for (const refund of all) {
    const rows = await t.app.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.refType, 'refund'), eq(ledger.refId, refund.id)));
    expect({ id: refund.id, withdrawn: rows.reduce((sum, row) => sum + row.amount, 0) }).toEqual({
      id: refund.id,
      withdrawn: refund.status === 'Pass' ? refund.amount : 0,
    });
  }
  const ids = [...placed.keys()];
  if (ids.length === 0) return;
  const rows = await t.app.database.db.select().from(orders).where(inArray(orders.id, ids));
  const charges = await t.app.database.db
    .select({ refId: ledger.refId, type: ledger.type, amount: ledger.amount })
    .from(ledger)
    .where(and(eq(ledger.refType, 'order'), inArray(ledger.refId, ids)));
  const daysOff = await t.app.database.db
    .select({ orderId: orderDays.orderId, amount: ledger.amount })
    .from(ledger)
    .innerJoin(orderDays, eq(orderDays.id, ledger.refId))
    .where(and(eq(ledger.refType, 'calendar'), inArray(orderDays.orderId, ids)));
  // A superseded payment approved late is money really paid: credited, never paying twice.
  const settled = await t.app.database.db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(inArray(payments.orderId, ids), eq(payments.outcome, 'order')));
  const paid = await t.app.database.db.select().from(payments).where(eq(payments.status, 'Paid'));
  for (const payment of paid) {
    const rows = await t.app.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.refType, 'payment'), eq(ledger.refId, payment.id)));
    expect({ id: payment.id, recharges: rows.map((row) => [row.type, row.amount]) }).toEqual({
      id: payment.id,
      recharges: payment.channel === 'balance' ? [] : [['Recharge', payment.paidAmount]],
    });
  }
  // Credits back (cancel, days off and leave, net of leave charge-backs) never exceed what was
  // charged.
  for (const accountId of new Set(rows.map((order) => order.accountId))) {
    const mine = rows.filter((order) => order.accountId === accountId).map((order) => order.id);
    const paidIn = charges
      .filter((row) => mine.includes(row.refId!) && row.type === 'OrderDay')
      .reduce((sum, row) => sum + row.amount, 0);
    const refunded = charges
      .filter((row) => mine.includes(row.refId!) && row.type === 'Unsubscribe')
      .reduce((sum, row) => sum + row.amount, 0);
    const [leaveNet] = await t.app.database.db
      .select({ total: sql<string>`coalesce(sum(${signedAmount}), 0)` })
      .from(ledger)
      .where(and(eq(ledger.accountId, accountId), eq(ledger.refType, 'leave')));
    const offCredits = daysOff
      .filter((row) => mine.includes(row.orderId))
      .reduce((sum, row) => sum + row.amount, 0);
    expect(refunded + offCredits + Number(leaveNet?.total ?? 0)).toBeLessThanOrEqual(paidIn);
  }
  for (const order of rows) {
    const charged = charges.filter((row) => row.refId === order.id && row.type === 'OrderDay');
    // A day the school declared off credits each paid meal of it against the order day
    // (refType calendar), and counts in the order's refunded amount like a cancel does.
    const credited = [
      ...charges.filter((row) => row.refId === order.id && row.type === 'Unsubscribe'),
      ...daysOff.filter((row) => row.orderId === order.id),
    ];
    const paidTimes = settled.filter((row) => row.orderId === order.id).length;
    const wasPaid = order.orderStatus !== 'UnPay';
    expect({ id: order.id, charged: charged.length, paidTimes }).toEqual({
      id: order.id,
      charged: wasPaid ? 1 : 0,
      paidTimes: wasPaid ? 1 : 0,
    });
    const refunded = credited.reduce((sum, row) => sum + row.amount, 0);
    expect(refunded).toBe(order.refundedAmount);
    expect(refunded).toBeLessThanOrEqual(order.amount);
  }
}
