import { sql } from 'drizzle-orm';
import type { Db } from '../../server/domains/db';

/**
 * Per wallet (account, school; decision 072): the cash paid out and held by waiting refunds is
 * at most the cash paid in less the consumption the school's gifts did not cover, and every
 * refund's withdrawal sits at its child's school: no school's money left through another.
 */
export async function cashOutProblems(db: Db): Promise<string[]> {
  const wallets = (await db.execute(sql`
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
    group by w.account_id, w.unit_id order by 1, 2`)) as unknown as {
    rows: Record<
      'account_id' | 'unit_id' | 'cash_in' | 'gifts' | 'paid_out' | 'consumed' | 'held',
      string
    >[];
  };
  const problems: string[] = [];
  console.log('\nCash per wallet (out = paid out + held; room = cash in less uncovered meals):');
  for (const w of wallets.rows) {
    const out = Number(w.paid_out) + Number(w.held);
    const room = Number(w.cash_in) - Math.max(0, Number(w.consumed) - Number(w.gifts));
    console.log(
      `  account ${w.account_id} at school ${w.unit_id}: cash in ${w.cash_in}, out ${out}, room ${room} ${out <= room ? 'OK' : 'OVER'}`,
    );
    if (out > room)
      problems.push(`account ${w.account_id} at school ${w.unit_id}: cash out ${out} > ${room}`);
  }
  const astray = (await db.execute(sql`
    select r.id from refunds r join associated_users au on au.id = r.associated_user_id
    where au.unit_id <> r.unit_id
    union all
    select l.id from ledger l join refunds r on l.ref_type = 'refund' and r.id = l.ref_id
    where l.unit_id <> r.unit_id`)) as unknown as { rows: { id: number }[] };
  for (const row of astray.rows)
    problems.push(`refund money ${row.id} left through another school`);
  const schools = new Set(wallets.rows.map((w) => w.unit_id));
  if (schools.size < 2) problems.push(`money at ${schools.size} school(s): the drill needs two`);
  return problems;
}
