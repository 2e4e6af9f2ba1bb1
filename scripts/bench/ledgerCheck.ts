import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/database';

// The books after a bench, straight from the database (the checks of scripts/drill-reconcile.ts,
// over any database handle): no balance below zero, every paid order with exactly one settled
// payment, one charge of its amount and its money in, no meal held twice.

export interface LedgerCheck {
  ok: boolean;
  accounts: number;
  negative: number;
  paidOrders: number;
  unpaidOrders: number;
  duplicates: number;
  mismatches: string[];
}

export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const signed = sql.raw(
    `case when type in ('Recharge','Unsubscribe','Leave_Settlement') then amount else -amount end`,
  );
  const balances = await rows<{ id: number; ledger: string }>(sql`
    select a.id, coalesce(sum(${signed}), 0) as ledger
    from accounts a left join ledger l on l.account_id = a.id group by a.id`);
  const orders = await rows<{
    id: number;
    status: string;
    amount: number;
    paid: string;
    charges: string;
    charged: string;
    money_in: string;
  }>(sql`
    select o.id, o.order_status as status, o.amount,
      (select count(*) from payments p where p.order_id = o.id and p.status = 'Paid') as paid,
      (select count(*) from ledger l where l.ref_type = 'order' and l.ref_id = o.id
         and l.type in ('OrderDay','OrderMonth')) as charges,
      (select coalesce(sum(amount), 0) from ledger l where l.ref_type = 'order' and l.ref_id = o.id
         and l.type in ('OrderDay','OrderMonth')) as charged,
      (select coalesce(sum(l.amount), 0) from ledger l join payments p on l.ref_type = 'payment'
         and l.ref_id = p.id where p.order_id = o.id and l.type = 'Recharge') as money_in
    from orders o where exists (select 1 from payments p where p.order_id = o.id)`);
  const [held] = await rows<{ n: string }>(sql`
    select count(*) as n from (select associated_user_id, date, dining_type from order_days
    where state in ('Order','Leave') group by 1, 2, 3 having count(*) > 1) x`);

  const negative = balances.filter((account) => Number(account.ledger) < 0).length;
  const mismatches: string[] = [];
  let paidOrders = 0;
  let unpaidOrders = 0;
  for (const order of orders) {
    const paid = Number(order.paid);
    const charges = Number(order.charges);
    if (order.status === 'UnPay') {
      unpaidOrders += 1;
      if (paid !== 0 || charges !== 0)
        mismatches.push(`order ${order.id} UnPay with ${paid} paid payments, ${charges} charges`);
      continue;
    }
    paidOrders += 1;
    if (
      paid !== 1 ||
      charges !== 1 ||
      Number(order.charged) !== order.amount ||
      Number(order.money_in) !== order.amount
    )
      mismatches.push(
        `order ${order.id} ${order.status}: ${paid} settled payments, ${charges} charges of ${order.charged}, money in ${order.money_in}, amount ${order.amount}`,
      );
  }
  const duplicates = Number(held?.n ?? 0);
  return {
    ok: negative === 0 && mismatches.length === 0 && duplicates === 0,
    accounts: balances.length,
    negative,
    paidOrders,
    unpaidOrders,
    duplicates,
    mismatches,
  };
}
