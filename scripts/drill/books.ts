import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/domains/db';
import { signedAmount } from '../../server/domains/ledger';
import { reconcile } from '../../server/tasks/reconcile';
import { cashOutProblems } from './cash';

/**
 * The drill's books check on the stopped server's data directory: balances, purchases, orders
 * and meals as the ledger says they must be. `refundIntents`: refund requests sent (each under
 * its own key, retried with it).
 */
export async function checkBooks(dataDir: string, refundIntents: number): Promise<boolean> {
  const database = await openDatabase({ dataDir });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await database.db.execute(query)) as unknown as { rows: T[] };
  try {
    // One wallet per account and school (decision 066): each must hold its own refunds.
    const accounts = await rows<{
      id: number;
      unit_id: number;
      ledger: string;
      rows: string;
      held: string;
    }>(sql`
      select ledger.account_id as id, ledger.unit_id, coalesce(sum(${signedAmount}), 0) as ledger,
        count(ledger.id) as rows,
        (select coalesce(sum(r.amount), 0) from refunds r where r.account_id = ledger.account_id
           and r.unit_id = ledger.unit_id and r.status = 'ToAudit') as held
      from ledger group by ledger.account_id, ledger.unit_id order by 1, 2`);
    // Each paid purchase: one settled payment, its Recharge and its Allowance; no other purchase
    // has money in the ledger under its name.
    const purchases = await rows<{
      id: number;
      status: string;
      amount: number;
      credit: number;
      paid: string;
      money_in: string;
      allowance: string;
    }>(sql`
      select pp.id, pp.status, pp.amount, pp.credit_amount as credit,
        (select count(*) from payments p where p.purchase_id = pp.id and p.outcome = 'order') as paid,
        (select coalesce(sum(l.amount), 0) from ledger l join payments p on l.ref_type = 'payment'
           and l.ref_id = p.id where p.purchase_id = pp.id and p.outcome = 'order') as money_in,
        (select coalesce(sum(l.amount), 0) from ledger l where l.ref_type = 'purchase'
           and l.ref_id = pp.id) as allowance
      from prepayment_purchases pp`);
    const refundRows = await rows<{ id: number; status: string; withdrawals: string }>(sql`
      select r.id, r.status, (select count(*) from ledger l where l.ref_type = 'refund'
        and l.ref_id = r.id) as withdrawals from refunds r`);
    // Every Paid payment's money is in the ledger once: the order's, or credited to the balance
    // when its order could no longer take it (a superseded payment approved, decision 018).
    const settled = await rows<{
      id: number;
      channel: string;
      paid: number;
      recharged: string;
    }>(sql`
      select p.id, p.channel, p.paid_amount as paid,
        (select coalesce(sum(l.amount), 0) from ledger l where l.ref_type = 'payment'
           and l.ref_id = p.id and l.type = 'Recharge') as recharged
      from payments p where p.status = 'Paid'`);
    // Orders and meals as the reconciliation task checks them (server/tasks/reconcile.ts).
    const books = await reconcile(database.db);
    let ok = true;
    console.log(
      '\nWallets (account at a school: balance = sum of its ledger rows, never negative):',
    );
    for (const account of accounts.rows) {
      const balance = Number(account.ledger);
      const held = Number(account.held);
      const good = balance >= 0 && held <= balance;
      ok &&= good;
      console.log(
        `  account ${account.id} at school ${account.unit_id}: ${account.rows} ledger rows, balance ${balance} fen, held by waiting refunds ${held} ${good ? 'OK' : held > balance ? 'OVER-HELD' : 'NEGATIVE'}`,
      );
    }
    const bad: string[] = books.problems.filter((problem) => !problem.startsWith('account '));
    bad.push(...(await cashOutProblems(database.db)));
    for (const payment of settled.rows) {
      const expected = payment.channel === 'balance' ? 0 : payment.paid;
      if (Number(payment.recharged) !== expected)
        bad.push(`payment ${payment.id}: paid ${payment.paid}, recharged ${payment.recharged}`);
    }
    let paidPurchases = 0;
    for (const purchase of purchases.rows) {
      const paid = Number(purchase.paid);
      const moneyIn = Number(purchase.money_in);
      const allowance = Number(purchase.allowance);
      if (purchase.status === 'Pay') {
        paidPurchases += 1;
        if (
          paid !== 1 ||
          moneyIn !== purchase.amount ||
          allowance !== purchase.credit - purchase.amount
        )
          bad.push(
            `purchase ${purchase.id} Pay: ${paid} settling payments, money in ${moneyIn}, allowance ${allowance}, amount ${purchase.amount}, credit ${purchase.credit}`,
          );
      } else if (paid !== 0 || allowance !== 0)
        bad.push(`purchase ${purchase.id} ${purchase.status} with ${paid} settling payments`);
    }
    for (const refund of refundRows.rows) {
      const expected = refund.status === 'Pass' ? 1 : 0;
      if (Number(refund.withdrawals) !== expected)
        bad.push(`refund ${refund.id} ${refund.status} with ${refund.withdrawals} withdrawals`);
    }
    if (refundRows.rows.length > refundIntents)
      bad.push(`${refundRows.rows.length} refunds from ${refundIntents} requests`);
    console.log(
      `\nTop-ups: ${paidPurchases} paid of ${purchases.rows.length}; refund requests: ${refundRows.rows.length} (at most one per key)`,
    );
    console.log(
      `\nOrders with payments: ${books.paidOrders} paid (each must have exactly one settled payment and one charge), ${books.unpaidOrders} still UnPay`,
    );
    console.log(`Meals held twice (child, date, dining type): ${books.mealsHeldTwice}`);
    for (const line of bad) console.log(`  MISMATCH ${line}`);
    return ok && bad.length === 0;
  } finally {
    await database.close();
  }
}
