import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../domains/db';
import { everyBalance } from '../domains/ledger';

// The books, checked straight from the database (the drills and the restore test use it): every
// wallet's (account and school, decision 066) ledger sums to a balance that is not negative; every paid order has exactly one
// settled payment that paid it and exactly one charge of its amount; an unpaid order has neither;
// no child holds the same meal (date, dining type) twice.

export interface Reconciliation {
  ok: boolean;
  accounts: { id: number; unitId: number; balance: number }[];
  paidOrders: number;
  unpaidOrders: number;
  mealsHeldTwice: number;
  problems: string[];
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function reconcile(db: Db): Promise<Reconciliation> {
  // Balances come from the ledger module, so the check can never disagree with the balance the
  // app shows (a copy here once left out the Allowance credit).
  const balances = await everyBalance(db);
  const orders = await rows<{
    id: number;
    status: string;
    amount: number;
    paid: string;
    charges: string;
    charged: string;
    money_in: string;
  }>(
    db,
    sql`select o.id, o.order_status as status, o.amount,
        (select count(*) from payments p where p.order_id = o.id and p.status = 'Paid'
           and p.outcome = 'order') as paid,
        (select count(*) from ledger l where l.ref_type = 'order' and l.ref_id = o.id
           and l.type in ('OrderDay','OrderMonth')) as charges,
        (select coalesce(sum(amount), 0) from ledger l where l.ref_type = 'order'
           and l.ref_id = o.id and l.type in ('OrderDay','OrderMonth')) as charged,
        (select coalesce(sum(l.amount), 0) from ledger l join payments p on l.ref_type = 'payment'
           and l.ref_id = p.id where p.order_id = o.id and p.outcome = 'order'
           and l.type = 'Recharge') as money_in
      from orders o where exists (select 1 from payments p where p.order_id = o.id) order by o.id`,
  );
  const held = await rows<{ n: string }>(
    db,
    sql`select count(*) as n from (select associated_user_id, date, dining_type from order_days
        where state in ('Order','Leave') group by 1, 2, 3 having count(*) > 1) x`,
  );

  const problems: string[] = [];
  for (const account of balances)
    if (account.balance < 0)
      problems.push(
        `account ${account.id} at school ${account.unitId}: balance ${account.balance}`,
      );
  let paidOrders = 0;
  let unpaidOrders = 0;
  for (const order of orders) {
    const paid = Number(order.paid);
    const charges = Number(order.charges);
    if (order.status === 'UnPay') {
      unpaidOrders += 1;
      if (paid !== 0 || charges !== 0)
        problems.push(
          `order ${order.id} UnPay with ${paid} payments that paid it, ${charges} charges`,
        );
      continue;
    }
    // Paid, or paid and then unsubscribed (its credit is a ledger row of its own).
    paidOrders += 1;
    if (
      paid !== 1 ||
      charges !== 1 ||
      Number(order.charged) !== order.amount ||
      Number(order.money_in) !== order.amount
    )
      problems.push(
        `order ${order.id}: ${paid} payments that paid it, ${charges} charges of ${order.charged}, money in ${order.money_in}, amount ${order.amount}`,
      );
  }
  const mealsHeldTwice = Number(held[0]?.n ?? 0);
  if (mealsHeldTwice > 0) problems.push(`${mealsHeldTwice} meals held twice`);
  return {
    ok: problems.length === 0,
    accounts: balances,
    paidOrders,
    unpaidOrders,
    mealsHeldTwice,
    problems,
  };
}

/** Every table of the public schema, hashed row by row: two databases with equal data agree. */
export async function contentFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ h: string; n: string }>(
      db,
      sql.raw(
        `select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h, count(*) as n from "${name}" t`,
      ),
    );
    result[name] = `${row?.n}:${row?.h}`;
  }
  return result;
}
