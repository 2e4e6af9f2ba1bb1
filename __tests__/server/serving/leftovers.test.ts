import type { ServiceLeftovers, ServingSettings } from '@/lib/contract/serving';
import { call, createTestApp, type TestApp } from '../helpers';
import { adminData, auditLines, consoleTokens, type ConsoleTokens } from '../console/console';
import { classOf, dbOf, schoolOf } from './waste-world';

// Decision 078: the kitchen records a service's leftovers per dish and plates per class; a save
// replaces what it names and nothing else, in one transaction with its audit row.

let t: TestApp;
let tokens: ConsoleTokens;
let ownClass: number;
let otherClass: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  const db = dbOf(t.app);
  ownClass = await classOf(db, await schoolOf(db), '三年级1班');
  otherClass = await classOf(db, await schoolOf(db, '明德中学'), '初一1班');
});
afterAll(() => t.close());

// The test clock's today is 2026-03-16 (Monday) in Shanghai.
const URL = '/api/admin/leftovers?date=2026-03-16&diningType=Lunch';

const put = (token: string, body: unknown) =>
  call(t.app, { method: 'PUT', url: '/api/admin/leftovers', token, body });

describe('leftovers', () => {
  it('offers the published menus’ dishes of the service, with their weights', async () => {
    const service = await adminData<ServiceLeftovers>(t.app, tokens.kitchen, { url: URL });
    expect(service.dishes).toEqual([]);
    expect(service.plates).toEqual([]);
    expect(service.menuDishes.length).toBeGreaterThan(0);
    expect(new Set(service.menuDishes.map((dish) => dish.mealKind))).toEqual(
      new Set(['Ordinary', 'Muslim']),
    );
    for (const dish of service.menuDishes) expect(dish.weightGrams).toBeGreaterThan(0);
  });

  it('stores the dishes and plates named, replacing only those, with an audit row', async () => {
    const first = await put(tokens.kitchen, {
      date: '2026-03-16',
      diningType: 'Lunch',
      dishes: [
        { mealKind: 'Ordinary', dishName: '米饭', unit: 'Gram', prepared: 9000, returned: 800 },
        { mealKind: 'Ordinary', dishName: '番茄炒蛋', unit: 'Portion', prepared: 40, returned: 5 },
      ],
      plates: [{ classesId: ownClass, grams: 450 }],
    });
    expect(first.statusCode).toBe(200);
    const second = await adminData<ServiceLeftovers>(t.app, tokens.kitchen, {
      method: 'PUT',
      url: '/api/admin/leftovers',
      body: {
        date: '2026-03-16',
        diningType: 'Lunch',
        dishes: [
          { mealKind: 'Ordinary', dishName: '米饭', unit: 'Gram', prepared: 9000, returned: 600 },
        ],
        plates: [],
      },
    });
    expect(second.dishes).toEqual([
      { mealKind: 'Ordinary', dishName: '米饭', unit: 'Gram', prepared: 9000, returned: 600 },
      { mealKind: 'Ordinary', dishName: '番茄炒蛋', unit: 'Portion', prepared: 40, returned: 5 },
    ]);
    expect(second.plates).toEqual([{ classesId: ownClass, grams: 450, className: '三年级1班' }]);
    const read = await adminData<ServiceLeftovers>(t.app, tokens.admin, { url: URL });
    expect(read.dishes).toEqual(second.dishes);
    expect((await auditLines(t.app, tokens.admin)).slice(0, 2)).toEqual([
      'leftovers.save 2026-03-16 Lunch',
      'leftovers.save 2026-03-16 Lunch',
    ]);
  });

  it('refuses nothing named, more back than prepared, a future date; stores nothing', async () => {
    const cases: [unknown, number, string][] = [
      [{ dishes: [], plates: [] }, 400, 'LEFTOVERS_EMPTY'],
      [
        {
          dishes: [
            { mealKind: 'Muslim', dishName: '米饭', unit: 'Portion', prepared: 3, returned: 4 },
          ],
          plates: [],
        },
        400,
        'LEFTOVER_OVER_PREPARED',
      ],
      [
        { date: '2026-03-17', dishes: [], plates: [{ classesId: ownClass, grams: 1 }] },
        400,
        'LEFTOVERS_FUTURE',
      ],
      [{ dishes: [], plates: [{ classesId: otherClass, grams: 1 }] }, 404, 'NOT_FOUND'],
    ];
    const before = await adminData<ServiceLeftovers>(t.app, tokens.admin, { url: URL });
    for (const [body, status, code] of cases) {
      const response = await put(tokens.kitchen, {
        date: '2026-03-16',
        diningType: 'Lunch',
        ...(body as object),
      });
      expect([response.statusCode, response.json().code]).toEqual([status, code]);
    }
    expect(await adminData(t.app, tokens.admin, { url: URL })).toEqual(before);
  });

  it('is no call at all for a parent or a teacher', async () => {
    for (const token of [tokens.parent, tokens.teacher]) {
      expect((await call(t.app, { url: URL, token })).statusCode).toBe(404);
      const response = await put(token, {
        date: '2026-03-16',
        diningType: 'Lunch',
        dishes: [],
        plates: [{ classesId: ownClass, grams: 1 }],
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('serving settings', () => {
  const SETTINGS = '/api/admin/serving/settings';

  it('are the defaults until saved; the kitchen reads them, only the administrator saves', async () => {
    const defaults = await adminData<ServingSettings>(t.app, tokens.kitchen, { url: SETTINGS });
    expect(defaults).toEqual({ missedThreshold: 3, publicRatings: false, foodCostPerKg: 2000 });
    const next = { missedThreshold: 5, publicRatings: true, foodCostPerKg: 2600 };
    const refused = await call(t.app, {
      method: 'PUT',
      url: SETTINGS,
      token: tokens.kitchen,
      body: next,
    });
    expect(refused.statusCode).toBe(404);
    expect(
      await adminData(t.app, tokens.admin, { method: 'PUT', url: SETTINGS, body: next }),
    ).toEqual(next);
    expect(await adminData(t.app, tokens.kitchen, { url: SETTINGS })).toEqual(next);
    expect((await auditLines(t.app, tokens.admin))[0]).toBe('serving.settings ');
    // The other school keeps its own (the defaults).
    expect(await adminData(t.app, tokens.otherAdmin, { url: SETTINGS })).toEqual(defaults);
    const bad = await call(t.app, {
      method: 'PUT',
      url: SETTINGS,
      token: tokens.admin,
      body: { ...next, missedThreshold: 0 },
    });
    expect(bad.statusCode).toBe(400);
  });
});
