import { and, eq, inArray } from 'drizzle-orm';
import type { DiningType } from '../../../lib/contract/enums';
import type { ProductionSheet, SheetRow } from '../../../lib/contract/adminSheet';
import type { Clock } from '../../core/clock';
import type { Db } from '../db';
import {
  associatedUsers,
  classes,
  grades,
  leaves,
  orderDays,
  orders,
  schoolCalendar,
} from '../schema';
import { leaveCutOff, servedDiningRules } from '../school';
// The serving domain's entry (server/domains/serving/index.ts) is being written beside this work;
// until it re-exports them, the forecast and its history are reached by their files.
// eslint-disable-next-line no-restricted-imports
import { forecastMeals } from '../serving/forecast';
// eslint-disable-next-line no-restricted-imports
import { collectionHistory } from '../serving/history';
import type { Staff } from './staff';

// The kitchen's production sheet (decision 047). A meal is cooked for every order day still
// `Order` of a paid order (Pay, or Unsubscribe whose day was past its cut-off and so not
// credited), unless the child has a confirmed leave for it. Leave closes at the leave cut-off,
// orders earlier, so from the leave cut-off on the counts cannot change: the sheet is final.
// Beside each class's hard count (ordinary + Muslim) stands the forecast of the children who
// will eat (decision 078), from the school's record of collections before the sheet's date.

export function createSheet(db: Db, clock: Clock) {
  async function sheet(
    staff: Staff,
    date: string,
    diningType: DiningType,
  ): Promise<ProductionSheet> {
    const rules = await servedDiningRules(db, staff.unitId, diningType);
    const cutOffAt = leaveCutOff(rules, date);
    const [entry] = await db
      .select({ kind: schoolCalendar.kind })
      .from(schoolCalendar)
      .where(and(eq(schoolCalendar.unitId, staff.unitId), eq(schoolCalendar.date, date)));
    const meals = await db
      .select({
        associatedUserId: orderDays.associatedUserId,
        mealKind: orderDays.mealKind,
        classesId: associatedUsers.classesId,
      })
      .from(orderDays)
      .innerJoin(orders, eq(orders.id, orderDays.orderId))
      .innerJoin(associatedUsers, eq(associatedUsers.id, orderDays.associatedUserId))
      .where(
        and(
          eq(orders.unitId, staff.unitId),
          eq(orderDays.date, date),
          eq(orderDays.diningType, diningType),
          eq(orderDays.state, 'Order'),
          inArray(orders.orderStatus, ['Pay', 'Unsubscribe']),
        ),
      );
    const onLeave = new Set(
      (
        await db
          .select({ associatedUserId: leaves.associatedUserId })
          .from(leaves)
          .where(
            and(
              eq(leaves.unitId, staff.unitId),
              eq(leaves.leaveDate, date),
              eq(leaves.diningType, diningType),
              eq(leaves.leaveStatus, 'Confirm'),
            ),
          )
      ).map((row) => row.associatedUserId),
    );
    const byClass = new Map<number, { ordinary: number; muslim: number; leave: number }>();
    for (const meal of meals) {
      const id = meal.classesId ?? 0;
      const counts = byClass.get(id) ?? { ordinary: 0, muslim: 0, leave: 0 };
      if (onLeave.has(meal.associatedUserId)) counts.leave += 1;
      else if (meal.mealKind === 'Muslim') counts.muslim += 1;
      else counts.ordinary += 1;
      byClass.set(id, counts);
    }
    const [names, history] = await Promise.all([
      classNames(staff.unitId, [...byClass.keys()]),
      collectionHistory(db, staff.unitId, diningType, date),
    ]);
    const rows: SheetRow[] = [...byClass.entries()]
      .map(([classesId, counts]) => {
        const { forecast, basis } = forecastMeals(history, {
          date,
          classesId,
          hard: counts.ordinary + counts.muslim,
        });
        return {
          classesId,
          ...(names.get(classesId) ?? { gradeName: '', className: '', order: [99, 99] }),
          ...counts,
          forecast,
          forecastBasis: basis,
        };
      })
      .sort((a, b) => a.order[0]! - b.order[0]! || a.order[1]! - b.order[1]!)
      .map(({ order: _order, ...row }) => row);
    const sum = (key: 'ordinary' | 'muslim' | 'leave' | 'forecast') =>
      rows.reduce((total, row) => total + row[key], 0);
    return {
      date,
      diningType,
      cutOffAt: cutOffAt.toISOString(),
      final: clock.now().getTime() >= cutOffAt.getTime(),
      dayOff: entry?.kind === 'Holiday' || entry?.kind === 'CollectivityLeave',
      rows,
      ordinary: sum('ordinary'),
      muslim: sum('muslim'),
      leave: sum('leave'),
      forecast: sum('forecast'),
    };
  }

  async function classNames(unitId: number, ids: number[]) {
    const known = ids.filter((id) => id > 0);
    const rows =
      known.length === 0
        ? []
        : await db
            .select({
              id: classes.id,
              className: classes.name,
              classNumber: classes.number,
              gradeName: grades.name,
              gradeNumber: grades.number,
            })
            .from(classes)
            .innerJoin(grades, eq(grades.id, classes.gradeId))
            .where(and(eq(classes.unitId, unitId), inArray(classes.id, known)));
    return new Map(
      rows.map((row) => [
        row.id,
        {
          gradeName: row.gradeName,
          className: row.className,
          order: [row.gradeNumber, row.classNumber],
        },
      ]),
    );
  }

  return { sheet };
}
export type SheetService = ReturnType<typeof createSheet>;
