import { call, createTestApp, type TestApp } from '../helpers';
import { adminData, consoleTokens, firstChild, type ConsoleTokens } from './console';

// Decision 081: the kitchen records nutrients per 100 g with a menu's dishes; they are the
// dish's, kept in the draft, frozen into the published version, and checked like any input.

const MONDAY = '2026-04-27';
const DAY = '2026-04-28';
const LUNCH = { diningType: 'Lunch', mealKind: 'Ordinary' } as const;
const RICE = {
  name: '杂粮饭',
  weightGrams: 200,
  allergens: [],
  nutrients: { energyKcal: 120, proteinG: 3 },
};
const FISH = {
  name: '红烧带鱼',
  weightGrams: 100,
  allergens: [],
  nutrients: { energyKcal: 180, proteinG: 17, sodiumMg: 400, calciumMg: 30 },
};

let t: TestApp;
let tokens: ConsoleTokens;
let child: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  child = await firstChild(t.app, tokens.parent);
});
afterAll(() => t.close());

const saveDraft = (dishes: unknown[]) =>
  call(t.app, {
    method: 'PUT',
    url: '/api/admin/menus',
    token: tokens.admin,
    body: { date: DAY, ...LUNCH, dishes },
  });

async function draftDishes() {
  const menus = await adminData<
    { date: string; diningType: string; mealKind: string; dishes: (typeof RICE)[] }[]
  >(t.app, tokens.admin, { url: `/api/admin/menus?monday=${MONDAY}` });
  return menus.find((m) => m.date === DAY && m.diningType === 'Lunch' && m.mealKind === 'Ordinary')!
    .dishes;
}

/** The family's meal box of that lunch (what the day screen shows). */
async function familyBox() {
  const [y, m, d] = DAY.split('-').map(Number);
  const headers = { associatedUser: String(child) };
  const day = await call(t.app, {
    url: `/api/meal/axis/year/${y}/month/${m}/day/${d}`,
    token: tokens.parent,
    headers,
  });
  const entry = (day.json().data as { diningType: string; mealBoxId: number | null }[]).find(
    (e) => e.diningType === 'Lunch',
  )!;
  const box = await call(t.app, {
    url: `/api/meal/axis/mealbox/${entry.mealBoxId}?diningType=Lunch`,
    token: tokens.parent,
    headers,
  });
  expect(box.statusCode).toBe(200);
  return box.json().data as { dishesWeights: { name: string; nutrients?: unknown }[] };
}

describe('nutrients in the menu editor', () => {
  it('refuses nutrient values out of range, and changes nothing', async () => {
    for (const nutrients of [
      { energyKcal: -1 },
      { energyKcal: 1200 },
      { proteinG: 'much' },
      { sodiumMg: 50_000 },
    ]) {
      const response = await saveDraft([{ ...RICE, nutrients }]);
      expect(response.statusCode).toBe(400);
    }
    const menus = await adminData<{ date: string }[]>(t.app, tokens.admin, {
      url: `/api/admin/menus?monday=${MONDAY}`,
    });
    expect(JSON.stringify(menus)).not.toContain('杂粮饭');
  });

  it('keeps them with the draft, freezes them on publishing, and a later draft does not reach families', async () => {
    expect((await saveDraft([RICE, FISH])).statusCode).toBe(200);
    expect(await draftDishes()).toEqual([RICE, FISH]);
    await adminData(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/menus/publish',
      body: { monday: MONDAY },
    });
    const published = await familyBox();
    expect(published.dishesWeights.map((dish) => dish.nutrients)).toEqual([
      RICE.nutrients,
      FISH.nutrients,
    ]);

    // A new draft changes the dish's values; the published version keeps the frozen ones.
    const richer = { ...RICE, nutrients: { energyKcal: 150 } };
    expect((await saveDraft([richer, FISH])).statusCode).toBe(200);
    expect((await draftDishes())[0]!.nutrients).toEqual({ energyKcal: 150 });
    expect((await familyBox()).dishesWeights[0]!.nutrients).toEqual(RICE.nutrients);

    // Absent leaves the dish's recorded values; null clears them.
    const { nutrients: _omitted, ...bare } = FISH;
    expect((await saveDraft([richer, bare])).statusCode).toBe(200);
    expect((await draftDishes())[1]!.nutrients).toEqual(FISH.nutrients);
    expect((await saveDraft([richer, { ...bare, nutrients: null }])).statusCode).toBe(200);
    expect((await draftDishes())[1]!.nutrients).toBeUndefined();
  });
});
