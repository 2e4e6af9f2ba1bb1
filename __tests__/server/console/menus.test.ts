import { call, createTestApp, type TestApp } from '../helpers';
import { adminData, consoleTokens, type ConsoleTokens } from './console';

// Decision 048: a saved menu is a draft families cannot see; publishing the week shows it on the
// publicity pages (and so the kiosk) and the calendar; copying a week makes drafts of the next.

const MONDAY = '2026-04-06';
const DATE = '2026-04-07';
const DISHES = [
  { name: '香菇滑鸡', weightGrams: 130, allergens: [] },
  { name: '蒜蓉菜心', weightGrams: 100, allergens: null },
];

let t: TestApp;
let tokens: ConsoleTokens;
let schoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  schoolId = (await adminData<{ unitId: number }>(t.app, tokens.admin, { url: '/api/admin/me' }))
    .unitId;
});
afterAll(() => t.close());

async function publicNames(date: string): Promise<string[]> {
  const day = (await call(t.app, { url: `/api/publicity/${schoolId}/menus/${date}` })).json()
    .data as {
    entries: { dishes: { name: string }[] }[];
  };
  return day.entries.flatMap((entry) => entry.dishes.map((dish) => dish.name));
}

describe('console menus', () => {
  it('keeps a saved menu a draft until the week is published', async () => {
    const saved = await adminData<{ published: boolean; dishes: unknown[] }>(
      t.app,
      tokens.kitchen,
      {
        method: 'PUT',
        url: '/api/admin/menus',
        body: { date: DATE, diningType: 'Lunch', mealKind: 'Ordinary', dishes: DISHES },
      },
    );
    expect(saved).toMatchObject({ published: false, dishes: DISHES });
    expect(await publicNames(DATE)).toEqual([]);

    const published = await adminData<{ count: number }>(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/menus/publish',
      body: { monday: MONDAY },
    });
    expect(published.count).toBe(1);
    expect(await publicNames(DATE)).toEqual(['香菇滑鸡', '蒜蓉菜心']);

    const week = await adminData<{ date: string; published: boolean }[]>(t.app, tokens.admin, {
      url: `/api/admin/menus?monday=${MONDAY}`,
    });
    expect(week).toEqual([expect.objectContaining({ date: DATE, published: true })]);
  });

  it('copies a week to the next as drafts', async () => {
    const copied = await adminData<{ count: number }>(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/menus/copy',
      body: { monday: MONDAY },
    });
    expect(copied.count).toBe(1);
    const next = await adminData<{ date: string; published: boolean; dishes: unknown[] }[]>(
      t.app,
      tokens.admin,
      { url: '/api/admin/menus?monday=2026-04-13' },
    );
    expect(next).toEqual([
      {
        date: '2026-04-14',
        diningType: 'Lunch',
        mealKind: 'Ordinary',
        published: false,
        publishedVersion: null,
        dishes: DISHES,
      },
    ]);
    expect(await publicNames('2026-04-14')).toEqual([]);
  });

  it('refuses a week that does not start on a Monday, a dish named twice, and bad weights', async () => {
    const bad = [
      { method: 'GET' as const, url: '/api/admin/menus?monday=2026-04-07' },
      {
        method: 'PUT' as const,
        url: '/api/admin/menus',
        body: {
          date: DATE,
          diningType: 'Lunch',
          mealKind: 'Ordinary',
          dishes: [DISHES[0], DISHES[0]],
        },
      },
      {
        method: 'PUT' as const,
        url: '/api/admin/menus',
        body: {
          date: DATE,
          diningType: 'Lunch',
          mealKind: 'Ordinary',
          dishes: [{ ...DISHES[0], weightGrams: 0 }],
        },
      },
    ];
    for (const request of bad) {
      const response = await call(t.app, { ...request, token: tokens.admin });
      expect({ url: request.url, status: response.statusCode }).toEqual({
        url: request.url,
        status: 400,
      });
    }
  });

  it('records every change with who made it', async () => {
    const log = await adminData<{ content: { action: string; userName: string }[] }>(
      t.app,
      tokens.admin,
      { url: '/api/admin/audit?page=0&size=10' },
    );
    expect(log.content.map((entry) => [entry.action, entry.userName])).toEqual([
      ['menu.copy', '孙主任'],
      ['menu.publish', '孙主任'],
      ['menu.save', '食堂刘师傅'],
    ]);
  });

  it("gives another school's administrator nothing of this school's menus", async () => {
    const other = await adminData<unknown[]>(t.app, tokens.otherAdmin, {
      url: `/api/admin/menus?monday=${MONDAY}`,
    });
    expect(other).toEqual([]);
  });
});
