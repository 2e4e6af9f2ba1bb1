import { sql, type SQL } from 'drizzle-orm';
import { EXPORT_MAX_DAYS } from '../../../lib/contract/exports';
import { invalidField } from '../../core/errors';
import type { Db, Tx } from '../db';
import { isCredit } from '../ledger';
import type { Sheet } from './sheets';

// A school's books for a range of school days (decision 074): orders, payments and refunds made,
// ledger rows written, meals cooked. Days are the school's: an instant belongs to the day it was
// in the school's time zone. The ledger sheet's signed amounts are what the ledger domain says
// credits and debits, so over the school's whole history they add up to the balances the books
// check (`reconcile`) sums.

type Row = Record<string, string | number | Date | null>;

async function rows(db: Db | Tx, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** Refuses a range that runs backwards or is longer than one export covers. */
export function checkRange(from: string, to: string): void {
  const days = daysBetween(from, to);
  if (!(days >= 0 && days < EXPORT_MAX_DAYS)) throw invalidField('to');
}

const instant = (value: unknown) => (value === null ? null : new Date(String(value)));

export async function schoolSheets(
  db: Db | Tx,
  unitId: number,
  from: string,
  to: string,
): Promise<Sheet[]> {
  checkRange(from, to);
  const zone = sql`(select time_zone from units where id = ${unitId})`;
  const inRange = (column: SQL) =>
    sql`(${column} at time zone ${zone})::date between ${from}::date and ${to}::date`;

  const orders = await rows(
    db,
    sql`select o.order_no, o.created_at, o.paid_at, c.user_name as child, a.user_name as guardian,
          o.order_type, o.dining_type, o.meal_kind, o.order_status, o.pay_mode, o.amount,
          o.refunded_amount
        from orders o join associated_users c on c.id = o.associated_user_id
          join accounts a on a.id = o.account_id
        where o.unit_id = ${unitId} and ${inRange(sql`o.created_at`)} order by o.id`,
  );
  const payments = await rows(
    db,
    sql`select p.out_trade_no, p.created_at, p.settled_at, o.order_no, c.user_name as child,
          p.channel, p.status, p.outcome, p.amount, coalesce(p.paid_amount, 0) as paid_amount
        from payments p join associated_users c on c.id = p.associated_user_id
          left join orders o on o.id = p.order_id
        where c.unit_id = ${unitId} and ${inRange(sql`p.created_at`)} order by p.id`,
  );
  const refunds = await rows(
    db,
    sql`select r.id, r.created_at, r.handled_at, c.user_name as child, a.user_name as guardian,
          r.status, r.amount, r.reason
        from refunds r join associated_users c on c.id = r.associated_user_id
          join accounts a on a.id = r.account_id
        where r.unit_id = ${unitId} and ${inRange(sql`r.created_at`)} order by r.id`,
  );
  const ledger = await rows(
    db,
    sql`select l.id, l.created_at, l.account_id, a.user_name as guardian, c.user_name as child,
          l.type, l.amount, l.remark, l.ref_type, l.ref_id
        from ledger l join accounts a on a.id = l.account_id
          left join associated_users c on c.id = l.associated_user_id
        where l.unit_id = ${unitId} and ${inRange(sql`l.created_at`)} order by l.id`,
  );
  // The production sheet's rule (decision 047) over every day and dining type of the range.
  const production = await rows(
    db,
    sql`select d.date, d.dining_type,
          count(*) filter (where lv.id is null and d.meal_kind <> 'Muslim') as ordinary,
          count(*) filter (where lv.id is null and d.meal_kind = 'Muslim') as muslim,
          count(lv.id) as on_leave
        from order_days d join orders o on o.id = d.order_id
          left join leaves lv on lv.unit_id = o.unit_id and lv.associated_user_id = d.associated_user_id
            and lv.leave_date = d.date and lv.dining_type = d.dining_type
            and lv.leave_status = 'Confirm'
        where o.unit_id = ${unitId} and d.state = 'Order' and o.order_status in ('Pay', 'Unsubscribe')
          and d.date between ${from} and ${to}
        group by d.date, d.dining_type order by d.date, d.dining_type`,
  );

  return [
    {
      name: 'orders',
      columns: [
        { key: 'order_no', header: 'Order no', kind: 'text' },
        { key: 'created_at', header: 'Created', kind: 'instant' },
        { key: 'paid_at', header: 'Paid', kind: 'instant' },
        { key: 'child', header: 'Child', kind: 'text' },
        { key: 'guardian', header: 'Guardian', kind: 'text' },
        { key: 'order_type', header: 'Type', kind: 'text' },
        { key: 'dining_type', header: 'Dining', kind: 'text' },
        { key: 'meal_kind', header: 'Meal kind', kind: 'text' },
        { key: 'order_status', header: 'Status', kind: 'text' },
        { key: 'pay_mode', header: 'Pay mode', kind: 'text' },
        { key: 'amount', header: 'Amount', kind: 'money' },
        { key: 'refunded_amount', header: 'Credited back', kind: 'money' },
      ],
      rows: orders.map((r) => ({
        ...r,
        created_at: instant(r.created_at),
        paid_at: instant(r.paid_at),
        amount: Number(r.amount),
        refunded_amount: Number(r.refunded_amount),
      })),
    },
    {
      name: 'payments',
      columns: [
        { key: 'out_trade_no', header: 'Trade no', kind: 'text' },
        { key: 'created_at', header: 'Created', kind: 'instant' },
        { key: 'settled_at', header: 'Settled', kind: 'instant' },
        { key: 'order_no', header: 'Order no', kind: 'text' },
        { key: 'child', header: 'Child', kind: 'text' },
        { key: 'channel', header: 'Channel', kind: 'text' },
        { key: 'status', header: 'Status', kind: 'text' },
        { key: 'outcome', header: 'Outcome', kind: 'text' },
        { key: 'amount', header: 'Amount', kind: 'money' },
        { key: 'paid_amount', header: 'Paid amount', kind: 'money' },
      ],
      rows: payments.map((r) => ({
        ...r,
        created_at: instant(r.created_at),
        settled_at: instant(r.settled_at),
        amount: Number(r.amount),
        paid_amount: Number(r.paid_amount),
      })),
    },
    {
      name: 'refunds',
      columns: [
        { key: 'id', header: 'Refund', kind: 'count' },
        { key: 'created_at', header: 'Asked', kind: 'instant' },
        { key: 'handled_at', header: 'Handled', kind: 'instant' },
        { key: 'child', header: 'Child', kind: 'text' },
        { key: 'guardian', header: 'Guardian', kind: 'text' },
        { key: 'status', header: 'Status', kind: 'text' },
        { key: 'reason', header: 'Reason', kind: 'text' },
        { key: 'amount', header: 'Amount', kind: 'money' },
      ],
      rows: refunds.map((r) => ({
        ...r,
        id: Number(r.id),
        created_at: instant(r.created_at),
        handled_at: instant(r.handled_at),
        amount: Number(r.amount),
      })),
    },
    {
      name: 'ledger',
      columns: [
        { key: 'id', header: 'Row', kind: 'text' },
        { key: 'created_at', header: 'Written', kind: 'instant' },
        { key: 'account_id', header: 'Account', kind: 'text' },
        { key: 'guardian', header: 'Guardian', kind: 'text' },
        { key: 'child', header: 'Child', kind: 'text' },
        { key: 'type', header: 'Type', kind: 'text' },
        { key: 'remark', header: 'Remark', kind: 'text' },
        { key: 'ref', header: 'Reference', kind: 'text' },
        { key: 'signed', header: 'Amount (+ credit, - debit)', kind: 'money' },
      ],
      rows: ledger.map(({ amount, ref_type, ref_id, ...r }) => ({
        ...r,
        id: String(r.id),
        account_id: String(r.account_id),
        created_at: instant(r.created_at),
        ref: ref_type ? `${ref_type} ${ref_id}` : null,
        signed: isCredit(r.type as Parameters<typeof isCredit>[0])
          ? Number(amount)
          : -Number(amount),
      })),
    },
    {
      name: 'production',
      columns: [
        { key: 'date', header: 'Date', kind: 'date' },
        { key: 'dining_type', header: 'Dining', kind: 'text' },
        { key: 'ordinary', header: 'Ordinary', kind: 'count' },
        { key: 'muslim', header: 'Muslim', kind: 'count' },
        { key: 'on_leave', header: 'On leave', kind: 'count' },
      ],
      rows: production.map((r) => ({
        ...r,
        ordinary: Number(r.ordinary),
        muslim: Number(r.muslim),
        on_leave: Number(r.on_leave),
      })),
    },
  ];
}
