import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Tx } from '../domains/db';
import type { DiningType, MealKind } from '../../lib/contract/enums';
import type { Nutrients } from '../../lib/contract/nutrition';
import { addDays, isoWeekday, mondayOf } from '../core/db/dates';
import { publishMenus } from '../domains/meal';
import {
  associatedUsers,
  businessImages,
  businesses,
  businessUnits,
  dishes,
  leaves,
  mealComments,
  menuDishes,
  menus,
  orderDays,
  orders,
  schoolCalendar,
  unitDiningSettings,
  units,
} from '../domains/schema';

// The meal calendar's demo data (decision 008), relative to today, so the demo child's calendar shows
// every status: eaten (Meals), rated (Evaluate), ordered (Order), reserved (Reserve, unpaid),
// on leave (Leave) and a school-declared collective leave (CollectivityLeave).

const isSchoolWeekday = (date: string) => isoWeekday(date) <= 5;

/**
 * The demo school's holidays in its seeded weeks (the two before this Monday to the three from
 * it): its own day on the Wednesday of next week, and New Year's Day (元旦) when it falls there,
 * so a demo opened on 31 December has a holiday tomorrow (decision 061).
 */
export function demoHolidays(monday: string): Map<string, string> {
  const holidays = new Map([[addDays(monday, 9), '校庆日']]);
  for (let offset = -14; offset < 21; offset++) {
    const date = addDays(monday, offset);
    if (date.endsWith('-01-01')) holidays.set(date, '元旦');
  }
  return holidays;
}

/**
 * The demo dishes' nutrients per 100 g (decision 081): approximate values of common Chinese food
 * composition tables for the cooked dish (米饭 116 kcal, 2.6 g protein...), so the week view has
 * something to weigh; the core seed records them as it creates the dishes. 花卷 stays unrecorded,
 * to show a dish the totals leave out.
 */
export const DEMO_NUTRIENTS: Record<string, Nutrients> = {
  鲜肉包: {
    energyKcal: 227,
    proteinG: 8.2,
    fatG: 9.5,
    carbohydrateG: 27.6,
    sodiumMg: 420,
    calciumMg: 25,
    ironMg: 1.3,
    vitaminAUg: 10,
  },
  牛肉包: {
    energyKcal: 215,
    proteinG: 9.4,
    fatG: 7.8,
    carbohydrateG: 27.1,
    sodiumMg: 400,
    calciumMg: 22,
    ironMg: 1.8,
  },
  小米粥: {
    energyKcal: 46,
    proteinG: 1.4,
    fatG: 0.7,
    carbohydrateG: 8.4,
    sodiumMg: 4,
    calciumMg: 10,
    ironMg: 1,
    vitaminCMg: 0,
  },
  煮鸡蛋: {
    energyKcal: 151,
    proteinG: 12.7,
    fatG: 9.9,
    carbohydrateG: 1.5,
    sodiumMg: 140,
    calciumMg: 56,
    ironMg: 1.8,
    vitaminAUg: 234,
  },
  豆浆: {
    energyKcal: 31,
    proteinG: 3,
    fatG: 1.6,
    carbohydrateG: 1.2,
    sodiumMg: 3,
    calciumMg: 10,
    ironMg: 0.5,
  },
  红烧排骨: {
    energyKcal: 264,
    proteinG: 16.7,
    fatG: 19.5,
    carbohydrateG: 5.6,
    sodiumMg: 560,
    calciumMg: 14,
    ironMg: 1.4,
    vitaminAUg: 8,
  },
  土豆炖牛肉: {
    energyKcal: 118,
    proteinG: 9.8,
    fatG: 4.9,
    carbohydrateG: 9.1,
    sodiumMg: 380,
    calciumMg: 12,
    ironMg: 1.9,
    vitaminCMg: 8,
  },
  宫保鸡丁: {
    energyKcal: 197,
    proteinG: 15.6,
    fatG: 12.1,
    carbohydrateG: 7.3,
    sodiumMg: 600,
    calciumMg: 25,
    ironMg: 1.5,
    vitaminAUg: 20,
    vitaminCMg: 5,
  },
  番茄炒蛋: {
    energyKcal: 86,
    proteinG: 5.2,
    fatG: 6,
    carbohydrateG: 3.5,
    sodiumMg: 300,
    calciumMg: 28,
    ironMg: 1.1,
    vitaminAUg: 110,
    vitaminCMg: 10,
  },
  清炒西兰花: {
    energyKcal: 60,
    proteinG: 3.6,
    fatG: 3.3,
    carbohydrateG: 4.5,
    sodiumMg: 280,
    calciumMg: 60,
    ironMg: 0.9,
    vitaminAUg: 650,
    vitaminCMg: 45,
  },
  米饭: {
    energyKcal: 116,
    proteinG: 2.6,
    fatG: 0.3,
    carbohydrateG: 25.9,
    sodiumMg: 2.5,
    calciumMg: 7,
    ironMg: 1.3,
  },
  紫菜蛋花汤: {
    energyKcal: 25,
    proteinG: 1.8,
    fatG: 1.4,
    carbohydrateG: 1.2,
    sodiumMg: 350,
    calciumMg: 18,
    ironMg: 0.9,
    vitaminAUg: 40,
  },
  肉末茄子: {
    energyKcal: 140,
    proteinG: 5.1,
    fatG: 11,
    carbohydrateG: 6.2,
    sodiumMg: 450,
    calciumMg: 20,
    ironMg: 0.8,
    vitaminCMg: 3,
  },
  孜然羊肉: {
    energyKcal: 210,
    proteinG: 18.5,
    fatG: 14.1,
    carbohydrateG: 2.5,
    sodiumMg: 520,
    calciumMg: 9,
    ironMg: 2.8,
    vitaminAUg: 22,
  },
  虾仁炒饭: {
    energyKcal: 168,
    proteinG: 6.2,
    fatG: 5.1,
    carbohydrateG: 24.6,
    sodiumMg: 380,
    calciumMg: 25,
    ironMg: 0.9,
    vitaminAUg: 30,
  },
  炒时蔬: {
    energyKcal: 45,
    proteinG: 1.8,
    fatG: 3,
    carbohydrateG: 3.2,
    sodiumMg: 260,
    calciumMg: 70,
    ironMg: 1.2,
    vitaminAUg: 180,
    vitaminCMg: 25,
  },
  牛奶: {
    energyKcal: 65,
    proteinG: 3.3,
    fatG: 3.6,
    carbohydrateG: 4.9,
    sodiumMg: 63,
    calciumMg: 107,
    ironMg: 0.3,
    vitaminAUg: 54,
    vitaminCMg: 1,
  },
  面条: {
    energyKcal: 110,
    proteinG: 3.9,
    fatG: 0.4,
    carbohydrateG: 22.8,
    sodiumMg: 150,
    calciumMg: 11,
    ironMg: 0.5,
  },
  清蒸鲈鱼: {
    energyKcal: 113,
    proteinG: 18.6,
    fatG: 3.8,
    carbohydrateG: 0.5,
    sodiumMg: 300,
    calciumMg: 138,
    ironMg: 2,
    vitaminAUg: 19,
  },
};

/** Menus for the two weeks before this Monday (the core seed covers this Monday on). */
async function seedPastMenus(tx: Tx, unitId: number, monday: string, now: Date): Promise<void> {
  const unitDishes = await tx
    .select()
    .from(dishes)
    .where(eq(dishes.unitId, unitId))
    .orderBy(asc(dishes.id));
  const existing = await tx
    .select({ date: menus.date })
    .from(menus)
    .where(
      and(eq(menus.unitId, unitId), gte(menus.date, addDays(monday, -14)), lt(menus.date, monday)),
    );
  if (existing.length > 0) return;
  const settings = await tx
    .select()
    .from(unitDiningSettings)
    .where(eq(unitDiningSettings.unitId, unitId));
  // Dishes were inserted per dining type in order; split them back by the core seed's counts.
  const perDining: Record<string, typeof unitDishes> = {};
  const sizes: Record<string, number> = { Breakfast: 6, Lunch: 8, Dinner: 6 };
  let cursor = 0;
  for (const diningType of ['Breakfast', 'Lunch', 'Dinner']) {
    perDining[diningType] = unitDishes.slice(cursor, cursor + sizes[diningType]!);
    cursor += sizes[diningType]!;
  }
  const holidays = demoHolidays(monday);
  const menuIds: number[] = [];
  for (let offset = -14; offset < 0; offset++) {
    const date = addDays(monday, offset);
    if (!isSchoolWeekday(date) || holidays.has(date)) continue;
    for (const setting of settings) {
      const pool = perDining[setting.diningType] ?? [];
      if (pool.length === 0) continue;
      for (const mealKind of ['Ordinary', 'Muslim'] as const) {
        const picked = [0, 1, 2, 3].map((k) => pool[(offset + 14 + k * 2) % pool.length]!);
        const unique = [...new Map(picked.map((dish) => [dish.id, dish])).values()];
        const [menu] = await tx
          .insert(menus)
          .values({ unitId, date, diningType: setting.diningType, mealKind })
          .returning();
        menuIds.push(menu!.id);
        await tx.insert(menuDishes).values(
          unique.map((dish, position) => ({
            menuId: menu!.id,
            dishId: dish.id,
            weightGrams: 100 + 20 * position,
            position,
          })),
        );
      }
    }
  }
  await publishMenus(tx, menuIds, now);
}

let orderSeq = 0;
function orderNo(date: string): string {
  orderSeq += 1;
  return `S${date.replaceAll('-', '')}${String(orderSeq).padStart(4, '0')}`;
}

async function seedOrder(
  tx: Tx,
  child: { id: number; accountId: number; unitId: number; mealKind: MealKind },
  diningType: DiningType,
  dates: string[],
  price: number,
  paid: boolean,
  createdAt: Date,
): Promise<void> {
  if (dates.length === 0) return;
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: orderNo(dates[0]!),
      accountId: child.accountId,
      associatedUserId: child.id,
      unitId: child.unitId,
      orderType: 'Day',
      diningType,
      mealKind: child.mealKind,
      orderStatus: paid ? 'Pay' : 'UnPay',
      // Paid at the school office: no ledger rows, so the demo balance stays as seeded.
      payMode: 'Offline',
      amount: price * dates.length,
      paidAt: paid ? createdAt : null,
      createdAt,
    })
    .returning();
  await tx.insert(orderDays).values(
    dates.map((date) => ({
      orderId: order!.id,
      associatedUserId: child.id,
      date,
      diningType,
      mealKind: child.mealKind,
      price,
    })),
  );
}

/** A rating with the overall score and a taste choice. */
const demoAnswers = (stars: number) => [
  { itemId: 1, indexIds: [stars] },
  { itemId: 2, indexIds: [13] },
];

export async function seedMealDemo(tx: Tx, today: string, now: Date): Promise<void> {
  const [school] = await tx.select().from(units).where(eq(units.name, '阳光实验小学')).limit(1);
  if (!school) return;
  const unitId = school.id;
  const monday = mondayOf(today);
  await seedPastMenus(tx, unitId, monday, now);

  // Collective leave: Wednesday of the week before last (the whole school, every dining type).
  const collective = addDays(monday, -12);
  await tx
    .insert(schoolCalendar)
    .values({ unitId, date: collective, kind: 'CollectivityLeave', name: '春游' })
    .onConflictDoNothing();

  const children = await tx
    .select()
    .from(associatedUsers)
    .where(eq(associatedUsers.unitId, unitId))
    .orderBy(asc(associatedUsers.id));
  const students = children.filter((child) => child.userTypes === 'Student');
  const [xiaoming, xiaohong, lihua] = students;
  const lunchPrice = (mealKind: MealKind) => (mealKind === 'Muslim' ? 1700 : 1500);
  const holidays = demoHolidays(monday);
  const schoolDays = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => addDays(monday, from + i)).filter(
      (date) => isSchoolWeekday(date) && !holidays.has(date),
    );
  const past = schoolDays(-14, 0).concat(schoolDays(0, 7).filter((date) => date < today));
  // The two weeks from today (the menus reach three weeks from this Monday), so whatever the
  // weekday the demo opens on, families find as many meals ahead to order, pay and leave
  // (decision 061: on a Thursday afternoon "this and next week" left three dates to leave).
  const todayIndex = isoWeekday(today) - 1;
  const upcoming = schoolDays(todayIndex, todayIndex + 14);

  if (xiaoming) {
    await seedOrder(tx, xiaoming, 'Lunch', past, lunchPrice(xiaoming.mealKind), true, now);
    // Next week's last school day stays unpaid (Reserve); the rest is paid (Order), one on leave.
    const paid = upcoming.slice(0, -1);
    await seedOrder(tx, xiaoming, 'Lunch', paid, lunchPrice(xiaoming.mealKind), true, now);
    await seedOrder(
      tx,
      xiaoming,
      'Lunch',
      upcoming.slice(-1),
      lunchPrice(xiaoming.mealKind),
      false,
      now,
    );
    const leaveDay = paid[1] ?? paid[0];
    if (leaveDay) {
      await tx.insert(leaves).values({
        accountId: xiaoming.accountId,
        associatedUserId: xiaoming.id,
        unitId,
        leaveDate: leaveDay,
        diningType: 'Lunch',
        leaveStatus: 'Confirm',
        createdAt: now,
      });
    }
    await seedOrder(tx, xiaoming, 'Breakfast', upcoming.slice(0, 5), 500, true, now);
    // Two rated lunches two weeks back; the rest of the past stays awaiting a rating.
    const rated = past.filter((date) => date !== collective).slice(0, 2);
    for (const [i, date] of rated.entries()) {
      await tx.insert(mealComments).values({
        accountId: xiaoming.accountId,
        associatedUserId: xiaoming.id,
        mealsDate: date,
        diningType: 'Lunch',
        answers: demoAnswers(5 - i),
        createdAt: now,
      });
    }
  }
  if (xiaohong) {
    await seedOrder(
      tx,
      xiaohong,
      'Lunch',
      upcoming.slice(0, 5),
      lunchPrice(xiaohong.mealKind),
      true,
      now,
    );
  }
  if (lihua) {
    await seedOrder(
      tx,
      lihua,
      'Lunch',
      past.concat(upcoming),
      lunchPrice(lihua.mealKind),
      true,
      now,
    );
    const first = past.find((date) => date !== collective);
    if (first) {
      await tx.insert(mealComments).values({
        accountId: lihua.accountId,
        associatedUserId: lihua.id,
        mealsDate: first,
        diningType: 'Lunch',
        answers: demoAnswers(4),
        createdAt: now,
      });
    }
  }

  const [caterer] = await tx
    .insert(businesses)
    .values({
      name: '阳光餐饮管理有限公司',
      phone: '0755-86000000',
      address: '深圳市南山区科技园路 1 号',
      summary: '为学校提供营养均衡的学生餐',
      brief: '阳光餐饮专注校园团餐十余年，中央厨房统一采购、统一加工，菜品留样 48 小时。',
    })
    .returning();
  await tx.insert(businessUnits).values({ businessId: caterer!.id, unitId });
  await tx.insert(businessImages).values([
    { businessId: caterer!.id, title: '中央厨房', url: '/icons/icon-512.png' },
    { businessId: caterer!.id, title: '食品经营许可证', url: '/icons/icon-192.png' },
  ]);
}
