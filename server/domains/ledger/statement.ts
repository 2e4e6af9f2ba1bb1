import { sql } from 'drizzle-orm';
import type { Paged } from '../../../lib/contract/core';
import type { BalanceRecordType, PayMethod } from '../../../lib/contract/enums';
import type { BalanceRecord } from '../../../lib/contract/user';
import type { Db, Tx } from '../db';
import { isCredit } from './service';

// The balance details a family reads (decision 072). The books keep, for an order paid online,
// the money in (Recharge), the coupon's value (Allowance) and the charge, so the reconciliation
// can match each payment and each charge; read as such, a ¥31 WeChat payment with a ¥5 coupon
// looked like a ¥31 top-up, a ¥5 allowance and a ¥36 meal. The family reads one row instead:
// the charge as it was paid (its method, the amount paid, the discount), the books' rows behind
// it left out. The console reads the books (rowsOf).

/** Rows that are part of paying one order, shown through that order's charge row. */
const behindACharge = sql`(
  (l.type = 'Recharge' and l.ref_type = 'offline')
  or (l.type = 'Recharge' and l.ref_type = 'payment' and exists (
    select 1 from payments p where p.id = l.ref_id and p.order_id is not null
      and p.outcome = 'order'))
  or (l.type = 'Allowance' and l.ref_type = 'coupon')
  or (l.type = 'Allowance' and l.ref_type = 'purchase' and exists (
    select 1 from orders o where o.order_no = l.remark and o.account_id = l.account_id))
)`;

interface Row {
  id: number;
  type: BalanceRecordType;
  amount: number;
  remark: string | null;
  created_at: string | Date;
  pay_mode: string | null;
  order_no: string | null;
  channel: PayMethod | null;
  paid: number | null;
  share: number | string | null;
}

async function rows<T>(tx: Db | Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

function present(row: Row): BalanceRecord {
  const base = {
    id: Number(row.id),
    type: row.type,
    amount: isCredit(row.type) ? Number(row.amount) : -Number(row.amount),
    remark: row.remark,
    createdAt: new Date(row.created_at).toISOString(),
  };
  if (row.order_no === null) return base;
  const charged = Number(row.amount);
  if (row.channel !== null && row.paid !== null) {
    const paid = Number(row.paid);
    return { ...base, amount: -paid, method: row.channel, discount: charged - paid };
  }
  if (row.pay_mode === 'Offline') return { ...base, method: 'offline', discount: 0 };
  const share = Number(row.share ?? 0);
  return { ...base, amount: -(charged - share), method: 'package', discount: share };
}

/** A family's rows at one school, newest first, each order's payment read as one row. */
export async function statementOf(
  tx: Db | Tx,
  accountId: number,
  unitId: number,
  page: number,
  size: number,
): Promise<Paged<BalanceRecord>> {
  const wallet = sql`l.account_id = ${accountId} and l.unit_id = ${unitId} and not coalesce(${behindACharge}, false)`;
  const [total] = await rows<{ n: number | string }>(
    tx,
    sql`select count(*) as n from ledger l where ${wallet}`,
  );
  const found = await rows<Row>(
    tx,
    sql`select l.id, l.type, l.amount, l.remark, l.created_at, o.pay_mode, o.order_no,
        p.channel, p.amount as paid,
        (select coalesce(sum(a.amount), 0) from ledger a where a.type = 'Allowance'
           and a.ref_type = 'purchase' and a.remark = o.order_no
           and a.account_id = l.account_id) as share
      from ledger l
      left join orders o on l.ref_type = 'order' and l.type in ('OrderDay', 'OrderMonth')
        and o.id = l.ref_id
      left join payments p on p.order_id = o.id and p.status = 'Paid' and p.outcome = 'order'
      where ${wallet}
      order by l.created_at desc, l.id desc
      limit ${size} offset ${page * size}`,
  );
  return { content: found.map(present), page, size, total: Number(total?.n ?? 0) };
}
