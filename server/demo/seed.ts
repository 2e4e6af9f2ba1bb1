import { count, eq } from 'drizzle-orm';
import type { AllergenCode } from '../../lib/contract/allergy';
import { DiningType } from '../../lib/contract/enums';
import type { Clock } from '../core/clock';
import { hashPassword } from '../core/crypto';
import type { Db } from '../domains/db';
import { addDays, isoWeekday, localDate, mondayOf } from '../core/db/dates';
import { publishMenus } from '../domains/meal';
import { seedBankActivities } from './seedBank';
import { seedClassKeepers } from './seedClasses';
import { CONSOLE_LOGINS, seedConsoleStaff } from './seedConsole';
import { seedEnrolment } from './seedEnrolment';
import { DEMO_NUTRIENTS, demoHolidays, seedMealDemo } from './seedMeal';
import { seedMoneyDemo } from './seedMoney';
import { seedSchoolInformation } from './seedSchool';
import { seedServingDemo } from './seedServing';
import {
  accounts,
  associatedUsers,
  classes,
  dishes,
  grades,
  ledger,
  menuDishes,
  menus,
  regions,
  schoolCalendar,
  unitDiningSettings,
  units,
} from '../domains/schema';

export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_LOGINS = [
  { username: 'parent_a', mobile: '13800000001', role: 'guardian of two children' },
  { username: 'parent_b', mobile: '13800000002', role: 'guardian of one child' },
  { username: 'teacher_a', mobile: '13800000003', role: 'head teacher of 三年级1班' },
  { username: 'teacher_b', mobile: '13800000005', role: 'responsible teacher of 三年级1班' },
  { username: 'parent_c', mobile: '13800000004', role: 'guardian of one child at 明德中学' },
  ...CONSOLE_LOGINS,
] as const;

const TIME_ZONE = 'Asia/Shanghai';
const GRADE_NAMES = ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'];

/**
 * Dishes per dining type; allergens are codes of the one list (decision 080), null = not recorded
 * by the school. Lunch's pool puts 宫保鸡丁 (PEANUT) on every other school day ahead.
 */
const DISHES: Record<
  DiningType,
  { name: string; allergens: AllergenCode[] | null; grams: number; muslim: boolean }[]
> = {
  Breakfast: [
    { name: '鲜肉包', allergens: ['GLUTEN'], grams: 100, muslim: false },
    { name: '牛肉包', allergens: ['GLUTEN'], grams: 100, muslim: true },
    { name: '小米粥', allergens: [], grams: 250, muslim: true },
    { name: '煮鸡蛋', allergens: ['EGG'], grams: 50, muslim: true },
    { name: '豆浆', allergens: ['SOY'], grams: 250, muslim: true },
    { name: '花卷', allergens: null, grams: 80, muslim: true },
  ],
  Lunch: [
    { name: '红烧排骨', allergens: ['SOY'], grams: 120, muslim: false },
    { name: '土豆炖牛肉', allergens: [], grams: 150, muslim: true },
    { name: '宫保鸡丁', allergens: ['PEANUT', 'SOY'], grams: 120, muslim: true },
    { name: '番茄炒蛋', allergens: ['EGG'], grams: 120, muslim: true },
    { name: '清炒西兰花', allergens: [], grams: 100, muslim: true },
    { name: '米饭', allergens: [], grams: 200, muslim: true },
    { name: '紫菜蛋花汤', allergens: null, grams: 200, muslim: true },
    { name: '清蒸鲈鱼', allergens: ['FISH'], grams: 120, muslim: true },
  ],
  Dinner: [
    { name: '肉末茄子', allergens: null, grams: 120, muslim: false },
    { name: '孜然羊肉', allergens: [], grams: 120, muslim: true },
    { name: '虾仁炒饭', allergens: ['CRUSTACEAN', 'EGG'], grams: 250, muslim: true },
    { name: '炒时蔬', allergens: [], grams: 100, muslim: true },
    { name: '牛奶', allergens: ['MILK'], grams: 200, muslim: true },
    { name: '面条', allergens: ['GLUTEN'], grams: 250, muslim: true },
  ],
};

const PRICES = {
  Breakfast: { ordinary: 500, muslim: 600, serve: ['07:10', '07:50'], leave: [1, '16:00'] },
  Lunch: { ordinary: 1500, muslim: 1700, serve: ['11:50', '12:40'], leave: [0, '09:00'] },
  Dinner: { ordinary: 1200, muslim: 1400, serve: ['17:30', '18:20'], leave: [0, '09:00'] },
} as const;

const SWITCHES = {
  order: true,
  monthOrder: true,
  leave: true,
  evaluate: true,
  recharge: true,
  refund: true,
};

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(units);
  return Number(row?.n ?? 0) === 0;
}

/** A demo school relative to today: structure, calendar, prices, three weeks of menus, accounts. */
export async function seedDemo(db: Db, clock: Clock): Promise<void> {
  const today = localDate(clock.now(), TIME_ZONE);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [province] = await tx.insert(regions).values({ name: '广东省' }).returning();
    const [city] = await tx
      .insert(regions)
      .values({ name: '深圳市', parentId: province!.id })
      .returning();
    const [district] = await tx
      .insert(regions)
      .values({ name: '南山区', parentId: city!.id })
      .returning();
    const [school] = await tx
      .insert(units)
      .values({
        name: '阳光实验小学',
        regionId: district!.id,
        timeZone: TIME_ZONE,
        functionalSwitch: SWITCHES,
      })
      .returning();
    const [otherSchool] = await tx
      .insert(units)
      .values({
        name: '明德中学',
        regionId: district!.id,
        timeZone: TIME_ZONE,
        functionalSwitch: SWITCHES,
      })
      .returning();
    const unitId = school!.id;

    const classIds: Record<string, number> = {};
    for (const [index, gradeName] of GRADE_NAMES.entries()) {
      const [grade] = await tx
        .insert(grades)
        .values({ unitId, name: gradeName, number: index + 1 })
        .returning();
      for (const number of [1, 2]) {
        const [klass] = await tx
          .insert(classes)
          .values({ unitId, gradeId: grade!.id, name: `${gradeName}${number}班`, number })
          .returning();
        classIds[`${index + 1}-${number}`] = klass!.id;
      }
    }

    await tx.insert(unitDiningSettings).values(
      (Object.keys(PRICES) as (keyof typeof PRICES)[]).map((diningType) => {
        const price = PRICES[diningType];
        return {
          unitId,
          diningType,
          priceOrdinary: price.ordinary,
          priceMuslim: price.muslim,
          orderDaysBefore: 1,
          orderTime: '16:00',
          leaveDaysBefore: price.leave[0],
          leaveTime: price.leave[1],
          serveStart: price.serve[0],
          serveEnd: price.serve[1],
          // Breakfast is ordered by the day only; lunch and dinner by the day or the month.
          functionalSwitch: { ...SWITCHES, monthOrder: diningType !== 'Breakfast' },
        };
      }),
    );

    // Three weeks from this Monday, without the school's holidays.
    const monday = mondayOf(today);
    const holidays = demoHolidays(monday);
    await tx
      .insert(schoolCalendar)
      .values(
        [...holidays].map(([date, name]) => ({ unitId, date, kind: 'Holiday' as const, name })),
      );

    const dishIds: Record<string, { id: number; grams: number; muslim: boolean }[]> = {};
    for (const [diningType, list] of Object.entries(DISHES)) {
      const rows = await tx
        .insert(dishes)
        .values(
          list.map((dish) => ({
            unitId,
            name: dish.name,
            allergens: dish.allergens,
            // Recorded before the first publication, so the versions freeze them (decision 081).
            nutrients: DEMO_NUTRIENTS[dish.name] ?? null,
          })),
        )
        .returning({ id: dishes.id });
      dishIds[diningType] = rows.map((row, i) => ({
        id: row.id,
        grams: list[i]!.grams,
        muslim: list[i]!.muslim,
      }));
    }
    const menuIds: number[] = [];
    for (let offset = 0; offset < 21; offset++) {
      const date = addDays(monday, offset);
      if (isoWeekday(date) > 5 || holidays.has(date)) continue;
      for (const diningType of DiningType.options) {
        for (const mealKind of ['Ordinary', 'Muslim'] as const) {
          const pool = dishIds[diningType]!.filter(
            (dish) => mealKind === 'Ordinary' || dish.muslim,
          );
          const picked = [0, 1, 2, 3].map((k) => pool[(offset + k * 2) % pool.length]!);
          const unique = [...new Map(picked.map((dish) => [dish.id, dish])).values()];
          const [menu] = await tx
            .insert(menus)
            .values({ unitId, date, diningType, mealKind })
            .returning();
          menuIds.push(menu!.id);
          await tx.insert(menuDishes).values(
            unique.map((dish, position) => ({
              menuId: menu!.id,
              dishId: dish.id,
              weightGrams: dish.grams,
              position,
            })),
          );
        }
      }
    }

    // The demo's menus are published (decision 063): each becomes its version 1.
    await publishMenus(tx, menuIds, clock.now());

    const now = clock.now();
    const [parentA] = await tx
      .insert(accounts)
      .values({
        username: 'parent_a',
        mobile: '13800000001',
        passwordHash,
        userName: '张伟',
        gender: 'Male',
        updatePassword: true,
        loginNumber: 1,
        createdAt: now,
      })
      .returning();
    const [parentB] = await tx
      .insert(accounts)
      .values({
        username: 'parent_b',
        mobile: '13800000002',
        passwordHash,
        userName: '李娜',
        gender: 'Female',
        updatePassword: true,
        loginNumber: 1,
        createdAt: now,
      })
      .returning();
    const [teacherA] = await tx
      .insert(accounts)
      .values({
        username: 'teacher_a',
        mobile: '13800000003',
        passwordHash,
        userName: '王老师',
        gender: 'Female',
        updatePassword: true,
        loginNumber: 1,
        createdAt: now,
      })
      .returning();
    const [firstChild] = await tx
      .insert(associatedUsers)
      .values([
        {
          accountId: parentA!.id,
          userName: '张小明',
          gender: 'Male',
          unitId,
          classesId: classIds['3-1']!,
          createdAt: now,
        },
        {
          accountId: parentA!.id,
          userName: '张小红',
          gender: 'Female',
          unitId,
          classesId: classIds['1-2']!,
          createdAt: now,
        },
        {
          accountId: parentB!.id,
          userName: '李华',
          gender: 'Female',
          unitId,
          classesId: classIds['3-1']!,
          mealKind: 'Muslim',
          createdAt: now,
        },
        {
          accountId: teacherA!.id,
          userName: '王老师',
          gender: 'Female',
          userTypes: 'HEAD_TEACHER',
          unitId,
          classesId: classIds['3-1']!,
          createdAt: now,
        },
      ])
      .returning({ id: associatedUsers.id });
    // A family of the other school: what it must never read of the first one (decision 023).
    const [parentC] = await tx
      .insert(accounts)
      .values({
        username: 'parent_c',
        mobile: '13800000004',
        passwordHash,
        userName: '陈静',
        gender: 'Female',
        updatePassword: true,
        loginNumber: 1,
        createdAt: now,
      })
      .returning();
    const [otherGrade] = await tx
      .insert(grades)
      .values({ unitId: otherSchool!.id, name: '初一', number: 7 })
      .returning();
    const [otherClass] = await tx
      .insert(classes)
      .values({ unitId: otherSchool!.id, gradeId: otherGrade!.id, name: '初一1班', number: 1 })
      .returning();
    await tx.insert(associatedUsers).values({
      accountId: parentC!.id,
      userName: '陈晨',
      gender: 'Male',
      unitId: otherSchool!.id,
      classesId: otherClass!.id,
      createdAt: now,
    });
    await seedSchoolInformation(tx, unitId, today, now);
    await seedSchoolInformation(tx, otherSchool!.id, today, now, '明德：');
    await seedBankActivities(tx, [unitId, otherSchool!.id], today);
    await tx.insert(ledger).values([
      {
        accountId: parentA!.id,
        unitId,
        type: 'Recharge',
        amount: 20000,
        remark: '演示充值',
        createdAt: now,
      },
      {
        accountId: parentB!.id,
        unitId,
        type: 'Recharge',
        amount: 5000,
        remark: '演示充值',
        createdAt: now,
      },
    ]);
    await seedMealDemo(tx, today, now);
    await seedMoneyDemo(tx, {
      unitId,
      parentAId: parentA!.id,
      childId: firstChild!.id,
      today,
      now,
    });
    await seedClassKeepers(tx, {
      unitId,
      classesId: classIds['3-1']!,
      headTeacherId: teacherA!.id,
      concernedId: parentB!.id,
      passwordHash,
      now,
    });
    await seedConsoleStaff(tx, { unitId, otherUnitId: otherSchool!.id, passwordHash, now });
    await seedEnrolment(tx, {
      unitId,
      classesId: classIds['3-2']!,
      requestClassesId: classIds['2-1']!,
      requester: parentB!.id,
      timeZone: TIME_ZONE,
      now,
    });
    const [kitchen] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.username, 'kitchen'));
    await seedServingDemo(tx, {
      unitId,
      kitchenAccountId: kitchen!.id,
      today,
      timeZone: TIME_ZONE,
    });
  });
}
