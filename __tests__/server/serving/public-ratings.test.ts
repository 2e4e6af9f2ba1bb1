import { and, eq, inArray } from 'drizzle-orm';
import type { MenuFeed } from '@/lib/contract/feed';
import type { PublicityDay } from '@/lib/contract/schoolInfo';
import type { ServiceLeftovers } from '@/lib/contract/serving';
import { associatedUsers, mealCollections, mealComments } from '@/server/domains/schema';
import { call, createTestApp, type TestApp } from '../helpers';
import { adminData, consoleTokens, type ConsoleTokens } from '../console/console';
import { buildWorld } from './waste-world';

// Decision 078: when the school turns `publicRatings` on, its open menu feed shows each dish's
// average score of the week and how many scores, never a single rating or who gave it, and so
// does its public menu page; off, neither says anything of ratings.

let t: TestApp;
let tokens: ConsoleTokens;
let schoolId: number;
let dinnerDishes: string[];

const RANGE = 'from=2026-03-09&to=2026-03-15';

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  const world = await buildWorld(t.app);
  schoolId = world.unitId;
  const opened = await call(t.app, {
    method: 'PUT',
    url: '/api/admin/feed/menus',
    token: tokens.admin,
    body: { open: true },
  });
  expect(opened.statusCode).toBe(200);
  // Two children who ate Monday's dinner score it 4 and 2 stars.
  const eaters = await world.db
    .select({ id: mealCollections.associatedUserId, accountId: associatedUsers.accountId })
    .from(mealCollections)
    .innerJoin(associatedUsers, eq(associatedUsers.id, mealCollections.associatedUserId))
    .where(
      and(
        eq(mealCollections.date, '2026-03-09'),
        eq(mealCollections.diningType, 'Dinner'),
        eq(mealCollections.outcome, 'Collected'),
        inArray(mealCollections.classesId, world.classIds),
      ),
    )
    .limit(2);
  expect(eaters).toHaveLength(2);
  await world.db.insert(mealComments).values(
    eaters.map((eater, i) => ({
      accountId: eater.accountId,
      associatedUserId: eater.id,
      mealsDate: '2026-03-09',
      diningType: 'Dinner' as const,
      answers: [
        { itemId: 1, indexIds: [i === 0 ? 4 : 2] },
        { itemId: 4, indexIds: [], content: '好吃' },
      ],
    })),
  );
  const service = await adminData<ServiceLeftovers>(t.app, tokens.kitchen, {
    url: '/api/admin/leftovers?date=2026-03-09&diningType=Dinner',
  });
  dinnerDishes = service.menuDishes
    .filter((dish) => dish.mealKind === 'Ordinary')
    .map((dish) => dish.dishName);
});
afterAll(() => t.close());

const feed = async () => {
  const response = await call(t.app, { url: `/api/feed/school/${schoolId}/menus?${RANGE}` });
  expect(response.statusCode).toBe(200);
  return response.json() as MenuFeed;
};

/** The school's public menu page (publicity) for that Monday, as the kiosk and strangers read it. */
const publicityMonday = async () => {
  const response = await call(t.app, { url: `/api/publicity/${schoolId}/menus/2026-03-09` });
  expect(response.statusCode).toBe(200);
  const day = response.json().data as PublicityDay;
  return day.entries.find(
    (entry) => entry.diningType === 'Dinner' && entry.mealKind === 'Ordinary',
  )!;
};

const saveSettings = (publicRatings: boolean) =>
  adminData(t.app, tokens.admin, {
    method: 'PUT',
    url: '/api/admin/serving/settings',
    body: { missedThreshold: 3, publicRatings, foodCostPerKg: 2000 },
  });

describe('ratings on the public menu', () => {
  it('are absent while the school keeps them off', async () => {
    const menus = await feed();
    expect(menus.meals.length).toBeGreaterThan(0);
    for (const meal of menus.meals)
      for (const dish of meal.dishes) expect(dish.rating).toBeUndefined();
    for (const dish of (await publicityMonday()).dishes) expect(dish.rating).toBeUndefined();
  });

  it('show each dish’s week average and count once on, and nothing else', async () => {
    await saveSettings(true);
    const menus = await feed();
    const monday = menus.meals.find(
      (meal) =>
        meal.date === '2026-03-09' && meal.diningType === 'Dinner' && meal.mealKind === 'Ordinary',
    )!;
    expect(monday.dishes.map((dish) => dish.name)).toEqual(dinnerDishes);
    for (const dish of monday.dishes) expect(dish.rating).toEqual({ average: 3, ratings: 2 });
    // The same dish on another day of the week carries the week's figure.
    for (const meal of menus.meals)
      for (const dish of meal.dishes) {
        expect(Object.keys(dish.rating!).sort()).toEqual(['average', 'ratings']);
        if (dinnerDishes.includes(dish.name) && meal.diningType === 'Dinner')
          expect(dish.rating).toEqual({ average: 3, ratings: 2 });
      }
    const body = JSON.stringify(menus);
    expect(body).not.toContain('好吃');
    expect(body).not.toContain('学生');
    expect(body).not.toContain('家长');
    // The public menu page shows the same week's figures.
    const page = await publicityMonday();
    expect(page.dishes.map((dish) => dish.name)).toEqual(dinnerDishes);
    for (const dish of page.dishes) expect(dish.rating).toEqual({ average: 3, ratings: 2 });
    expect(JSON.stringify(page)).not.toContain('好吃');

    await saveSettings(false);
    for (const dish of (await publicityMonday()).dishes) expect(dish.rating).toBeUndefined();
    for (const meal of (await feed()).meals)
      for (const dish of meal.dishes) expect(dish.rating).toBeUndefined();
  });
});
