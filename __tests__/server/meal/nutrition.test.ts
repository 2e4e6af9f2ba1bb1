import { and, eq } from 'drizzle-orm';
import { DEMO_NUTRIENTS } from '../../../server/demo/seedMeal';
import {
  associatedUsers,
  menus,
  menuVersions,
  orderDays,
  type FrozenDish,
} from '../../../server/domains/schema';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';

// Decision 081. The test clock starts on Monday 2026-03-16; the demo seed orders this week's
// lunches and breakfasts for 张小明 (三年级, a boy: the 6–8 group, lunch 37.5% of 1700 kcal).

let t: TestApp;
let tokenA: string;
let tokenB: string;
let xiaoming: number;
let lihua: number;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await createTestApp();
  tokenA = await tokenOf(t.app, 'parent_a');
  tokenB = await tokenOf(t.app, 'parent_b');
  const idsA = (await call(t.app, { url: '/api/associated/user/identity', token: tokenA })).json()
    .data as { associatedUserId: number; userName: string }[];
  xiaoming = idsA.find((i) => i.userName === '张小明')!.associatedUserId;
  const idsB = (await call(t.app, { url: '/api/associated/user/identity', token: tokenB })).json()
    .data as { associatedUserId: number }[];
  lihua = idsB[0]!.associatedUserId;
});
afterAll(() => t.close());

interface Meal {
  date: string;
  diningType: string;
  totals: Record<string, number>;
  target: Record<string, number>;
  verdicts: Record<string, string>;
  dishesWithout: number;
}
interface Week {
  start: string;
  ageGroup: string;
  ageFrom: string;
  meals: Meal[];
  averages: (Omit<Meal, 'date' | 'dishesWithout'> & { meals: number })[];
}

async function week(token: string, child: number, start = '2026-03-16') {
  return call(t.app, {
    url: `/api/meal/nutrition/week?start=${start}`,
    token,
    headers: { associatedUser: String(child) },
  });
}

async function publishedDishes(date: string, diningType: 'Lunch' | 'Breakfast') {
  const [row] = await db()
    .select({ dishes: menuVersions.dishes })
    .from(menus)
    .innerJoin(
      menuVersions,
      and(eq(menuVersions.menuId, menus.id), eq(menuVersions.version, menus.publishedVersion)),
    )
    .innerJoin(associatedUsers, eq(associatedUsers.unitId, menus.unitId))
    .where(
      and(
        eq(associatedUsers.id, xiaoming),
        eq(menus.date, date),
        eq(menus.diningType, diningType),
        eq(menus.mealKind, 'Ordinary'),
      ),
    );
  return row!.dishes;
}

const energyOf = (dishes: FrozenDish[]) =>
  Math.round(
    dishes.reduce(
      (sum, dish) => sum + (dish.weightGrams / 100) * (DEMO_NUTRIENTS[dish.name]?.energyKcal ?? 0),
      0,
    ) * 10,
  ) / 10;

describe('GET /api/meal/nutrition/week', () => {
  it("weighs each ordered meal's dishes and sets them against the third grader's target", async () => {
    const response = await week(tokenA, xiaoming);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Week;
    expect(data).toMatchObject({ start: '2026-03-16', ageGroup: '6-8', ageFrom: 'grade' });
    const lunch = data.meals.find((m) => m.date === '2026-03-16' && m.diningType === 'Lunch')!;
    expect(lunch.totals.energyKcal).toBe(energyOf(await publishedDishes('2026-03-16', 'Lunch')));
    expect(lunch.target.energyKcal).toBe(637.5);
    expect(lunch.target.sodiumMg).toBe(786);
    expect(['met', 'below', 'above']).toContain(lunch.verdicts.energyKcal);
    // Only ordered meals: no dinner was ordered.
    expect(data.meals.some((m) => m.diningType === 'Dinner')).toBe(false);
    const lunches = data.meals.filter((m) => m.diningType === 'Lunch');
    expect(lunches.length).toBeGreaterThan(0);
    const average = data.averages.find((a) => a.diningType === 'Lunch')!;
    expect(average.meals).toBe(lunches.length);
    const mean = lunches.reduce((s, m) => s + m.totals.energyKcal!, 0) / lunches.length;
    expect(average.totals.energyKcal).toBeCloseTo(mean, 0);
  });

  it('reads the version frozen on the order day, not the dishes as they are now', async () => {
    const [day] = await db()
      .select({ id: orderDays.id })
      .from(orderDays)
      .where(
        and(
          eq(orderDays.associatedUserId, xiaoming),
          eq(orderDays.date, '2026-03-17'),
          eq(orderDays.diningType, 'Lunch'),
        ),
      );
    const current = await publishedDishes('2026-03-17', 'Lunch');
    const [menu] = await db()
      .select({ id: menus.id })
      .from(menus)
      .innerJoin(associatedUsers, eq(associatedUsers.unitId, menus.unitId))
      .where(
        and(
          eq(associatedUsers.id, xiaoming),
          eq(menus.date, '2026-03-17'),
          eq(menus.diningType, 'Lunch'),
          eq(menus.mealKind, 'Ordinary'),
        ),
      );
    const frozen: FrozenDish[] = [
      { ...current[0]!, weightGrams: 250, nutrients: { energyKcal: 200, proteinG: 10 } },
    ];
    const [version] = await db()
      .insert(menuVersions)
      .values({ menuId: menu!.id, version: 90, dishes: frozen, publishedAt: new Date() })
      .returning({ id: menuVersions.id });
    await db()
      .update(orderDays)
      .set({ menuVersionId: version!.id })
      .where(eq(orderDays.id, day!.id));
    const data = (await week(tokenA, xiaoming)).json().data as Week;
    const lunch = data.meals.find((m) => m.date === '2026-03-17' && m.diningType === 'Lunch')!;
    expect(lunch.totals).toEqual({ energyKcal: 500, proteinG: 25 });
    expect(lunch.dishesWithout).toBe(0);
  });

  it("answers 404 for another family's child", async () => {
    const response = await week(tokenA, lihua);
    expect(response.statusCode).toBe(404);
    expect(JSON.stringify(response.json())).not.toContain('energyKcal');
  });

  it("takes the birth year the guardian sets over the class's grade", async () => {
    const set = (token: string, associatedUserId: number, birthYear: number | null) =>
      call(t.app, {
        method: 'POST',
        url: '/api/associated/user/birthYear',
        token,
        body: { associatedUserId, birthYear },
      });
    // Another family's child is 404 and unchanged; a year to come and a nonsense one are 400.
    expect((await set(tokenA, lihua, 2013)).statusCode).toBe(404);
    expect((await set(tokenA, xiaoming, 2031)).statusCode).toBe(400);
    expect((await set(tokenA, xiaoming, 1200)).statusCode).toBe(400);
    const [other] = await db()
      .select({ birthYear: associatedUsers.birthYear })
      .from(associatedUsers)
      .where(eq(associatedUsers.id, lihua));
    expect(other!.birthYear).toBeNull();

    const saved = await set(tokenA, xiaoming, 2013);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ associatedUserId: xiaoming, birthYear: 2013 });
    const read = await call(t.app, {
      url: `/api/associated/user/${xiaoming}/birthYear`,
      token: tokenA,
    });
    expect(read.json().data).toEqual({ associatedUserId: xiaoming, birthYear: 2013 });
    expect(
      (await call(t.app, { url: `/api/associated/user/${lihua}/birthYear`, token: tokenA }))
        .statusCode,
    ).toBe(404);
    try {
      const data = (await week(tokenA, xiaoming)).json().data as Week;
      // 13 in 2026: 12–14, a boy's 2450 kcal × 37.5% at lunch.
      expect(data).toMatchObject({ ageGroup: '12-14', ageFrom: 'birthYear' });
      expect(data.meals.find((m) => m.diningType === 'Lunch')!.target.energyKcal).toBe(918.8);
    } finally {
      expect((await set(tokenA, xiaoming, null)).json().data.birthYear).toBeNull();
    }
    expect(((await week(tokenA, xiaoming)).json().data as Week).ageFrom).toBe('grade');
  });

  it('refuses a start that is not a date', async () => {
    expect((await week(tokenA, xiaoming, '2026-13-40')).statusCode).toBe(400);
    expect((await week(tokenA, xiaoming, 'monday')).statusCode).toBe(400);
  });

  it("gives the day's meal box each dish's nutrients per 100 g", async () => {
    const response = await call(t.app, {
      url: '/api/meal/axis/mealbox/0?diningType=Lunch',
      token: tokenA,
      headers: { associatedUser: String(xiaoming) },
    });
    expect(response.statusCode).toBe(200);
    const box = response.json().data as {
      dishesWeights: { name: string; nutrients?: Record<string, number> | null }[];
    };
    expect(box.dishesWeights.length).toBeGreaterThan(0);
    for (const dish of box.dishesWeights) {
      expect(dish.nutrients ?? null).toEqual(DEMO_NUTRIENTS[dish.name] ?? null);
    }
  });
});
