// The bench's big school: BENCH_STUDENTS students in the demo school, each with a paid lunch
// order for most school days of the month, some leaves and some ratings, written in a few
// set-based INSERTs (seconds, not minutes). Also EXPLAINs the month calendar's queries, so the
// bench shows whether they stay on their indexes at that size.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/domains/db';

type Row = Record<string, unknown>;

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export interface BenchSchool {
  unitId: number;
  month: { from: string; to: string };
  /** A bench student, for EXPLAIN. */
  sampleStudentId: number;
}

/** Adds `count` students with a month of orders to the demo school; returns what it made. */
export async function seedBenchStudents(db: Db, count: number, today: Date): Promise<BenchSchool> {
  const [school] = await rows(db, sql`select id from units where name = '阳光实验小学' limit 1`);
  if (!school) throw new Error('bench seed: the demo school is missing');
  const unitId = Number(school.id);
  const [klass] = await rows(db, sql`select id from classes where unit_id = ${unitId} limit 1`);
  const from = `${today.toISOString().slice(0, 7)}-01`;
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0));
  const to = last.toISOString().slice(0, 10);

  const [account] = await rows(
    db,
    sql`insert into accounts (username, user_name) values ('bench_school', '压测家长') returning id`,
  );
  const accountId = Number(account!.id);
  await db.execute(sql`
    insert into associated_users (account_id, user_name, unit_id, classes_id)
    select ${accountId}, '压测学生' || g, ${unitId}, ${klass ? Number(klass.id) : null}
    from generate_series(1, ${count}) as g`);
  await db.execute(sql`
    insert into orders (order_no, account_id, associated_user_id, unit_id, order_type,
                        dining_type, meal_kind, order_status, pay_mode, amount, paid_at)
    select 'BENCH' || au.id, ${accountId}, au.id, ${unitId}, 'Day', 'Lunch', 'Ordinary',
           'Pay', 'Offline', 30000, now()
    from associated_users au where au.account_id = ${accountId}`);
  // Each student skips about one school day in three, so the month is spread, not uniform.
  await db.execute(sql`
    insert into order_days (order_id, associated_user_id, date, dining_type, meal_kind, price, state)
    select o.id, o.associated_user_id, to_char(d, 'YYYY-MM-DD'), 'Lunch', 'Ordinary', 1500, 'Order'
    from orders o
    cross join generate_series(${from}::date, ${to}::date, interval '1 day') as d
    where o.account_id = ${accountId}
      and extract(isodow from d) <= 5
      and (o.associated_user_id + extract(day from d)::int) % 3 <> 0`);
  await db.execute(sql`
    insert into leaves (account_id, associated_user_id, unit_id, leave_date, dining_type, leave_status)
    select ${accountId}, au.id, ${unitId}, ${from}, 'Lunch', 'Confirm'
    from associated_users au where au.account_id = ${accountId} and au.id % 10 = 0`);
  await db.execute(sql`
    insert into meal_comments (account_id, associated_user_id, meals_date, dining_type, answers)
    select ${accountId}, au.id, ${from}, 'Lunch', '[{"itemId":1,"indexIds":[5]}]'::jsonb
    from associated_users au where au.account_id = ${accountId} and au.id % 4 = 0`);
  await db.execute(sql`analyze`);
  const [sample] = await rows(
    db,
    sql`select max(id) as id from associated_users where account_id = ${accountId}`,
  );
  return { unitId, month: { from, to }, sampleStudentId: Number(sample!.id) };
}

export async function countRows(db: Db): Promise<Record<string, number>> {
  const [counts] = await rows(
    db,
    sql`select (select count(*) from associated_users) as students,
               (select count(*) from order_days) as order_days,
               (select count(*) from orders) as orders`,
  );
  return Object.fromEntries(Object.entries(counts ?? {}).map(([k, v]) => [k, Number(v)]));
}

/**
 * The plans of the month calendar's per-child queries (the shapes server/domains/meal/axis.ts
 * sends), one line each: the scan nodes used. A "Seq Scan" on a big table means the query
 * reads the whole school.
 */
export async function explainMonth(db: Db, school: BenchSchool): Promise<string[]> {
  const { from, to } = school.month;
  const child = school.sampleStudentId;
  const queries: [string, ReturnType<typeof sql>][] = [
    [
      'order_days ⋈ orders',
      sql`select od.date, od.dining_type, o.order_status from order_days od
          join orders o on o.id = od.order_id
          where od.associated_user_id = ${child} and od.date >= ${from} and od.date <= ${to}
            and od.dining_type in ('Lunch') and od.state = 'Order'
            and o.order_status in ('Pay', 'UnPay')`,
    ],
    [
      'leaves',
      sql`select leave_date, dining_type from leaves where associated_user_id = ${child}
          and leave_date >= ${from} and leave_date <= ${to} and leave_status = 'Confirm'`,
    ],
    [
      'meal_comments',
      sql`select meals_date, dining_type from meal_comments where associated_user_id = ${child}
          and meals_date >= ${from} and meals_date <= ${to}`,
    ],
    [
      'menus',
      sql`select id, date, dining_type from menus where unit_id = ${school.unitId}
          and date >= ${from} and date <= ${to} and meal_kind = 'Ordinary'`,
    ],
    [
      'associated_users (childOf)',
      sql`select au.id from associated_users au join units u on u.id = au.unit_id
          join accounts a on a.id = au.account_id where au.account_id = 1 order by au.id`,
    ],
  ];
  const scans = async (query: ReturnType<typeof sql>) =>
    (await rows(db, sql`explain ${query}`))
      .map((row) => String(Object.values(row)[0]))
      .map((line) =>
        line.match(
          /(Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan) (?:using (\S+) )?on (\S+)/,
        ),
      )
      .filter((match): match is RegExpMatchArray => match !== null)
      .map((match) => `${match[1]}${match[2] ? ` ${match[2]}` : ''} on ${match[3]}`);
  const lines: string[] = [];
  for (const [name, query] of queries) {
    const chosen = await scans(query);
    let line = `${name}: ${chosen.join('; ')}`;
    if (chosen.some((scan) => scan.startsWith('Seq Scan'))) {
      // A sequential scan of a small table is the planner's cheaper choice, not a missing index:
      // show the plan it has when told to avoid one.
      await db.execute(sql`set enable_seqscan = off`);
      try {
        line += `  [without seq scans: ${(await scans(query)).join('; ')}]`;
      } finally {
        await db.execute(sql`reset enable_seqscan`);
      }
    }
    lines.push(line);
  }
  return lines;
}
