import { sql } from 'drizzle-orm';
import type { DiningType } from '../../../lib/contract/enums';
import { addDays } from '../../core/db/dates';
import type { Db, Tx } from '../db';
import type { HistoryRecord } from './forecast';

/** How far back the forecast reads: enough for six same weekdays and twenty service days. */
export const HISTORY_DAYS = 182;

/**
 * The tracked services of a school's classes for one dining type before `date` (decision 078):
 * per date and class, the meals expected (the production sheet's rule: an order day still
 * `Order` of a paid order, without a confirmed leave) and those marked Collected. A class's
 * service counts only when it was tracked, that is when at least one of its meals has a row in
 * `meal_collections` (Collected, or Missed from the end-of-service job): a day nobody ticked
 * says nothing about who ate. A meal counts in the class it was marked in (the dashboard's
 * grouping, waste.ts), else the child's class. One query, grouped by date and class.
 */
export async function collectionHistory(
  db: Db | Tx,
  unitId: number,
  diningType: DiningType,
  date: string,
  days = HISTORY_DAYS,
): Promise<HistoryRecord[]> {
  const since = addDays(date, -days);
  const result = (await db.execute(
    sql`select d.date, coalesce(mc.classes_id, c.classes_id, 0) as classes_id,
          count(*) as expected,
          count(mc.id) filter (where mc.outcome = 'Collected') as collected
        from order_days d join orders o on o.id = d.order_id
          join associated_users c on c.id = d.associated_user_id
          left join meal_collections mc on mc.associated_user_id = d.associated_user_id
            and mc.date = d.date and mc.dining_type = d.dining_type
        where o.unit_id = ${unitId} and d.dining_type = ${diningType} and d.state = 'Order'
          and o.order_status in ('Pay', 'Unsubscribe')
          and d.date >= ${since} and d.date < ${date}
          and not exists (select 1 from leaves lv where lv.unit_id = o.unit_id
            and lv.associated_user_id = d.associated_user_id and lv.leave_date = d.date
            and lv.dining_type = d.dining_type and lv.leave_status = 'Confirm')
        group by d.date, coalesce(mc.classes_id, c.classes_id, 0)
        having count(mc.id) > 0`,
  )) as unknown as {
    rows: { date: string; classes_id: number; expected: unknown; collected: unknown }[];
  };
  return result.rows.map((row) => ({
    date: row.date,
    classesId: Number(row.classes_id),
    expected: Number(row.expected),
    collected: Number(row.collected),
  }));
}
