import { call, createTestApp, type TestApp } from '../helpers';
import { adminData, consoleTokens, type ConsoleTokens } from './console';

// Decision 063: the menu editor opens one menu with its waiting draft beside the version
// families read. Only the school's own kitchen and administrators reach it; everybody else
// gets 404, as for the rest of the console.

const MONDAY = '2026-05-04';
const DAY = '2026-05-05';
const LUNCH = { diningType: 'Lunch', mealKind: 'Ordinary' } as const;
const KUNG_PAO = { name: '宫保鸡丁', weightGrams: 120, allergens: ['PEANUT', 'SOY'] };
const RICE = { name: '米饭', weightGrams: 150, allergens: [] };
const SOUP = { name: '紫菜蛋花汤', weightGrams: 200, allergens: ['EGG'] };

let t: TestApp;
let tokens: ConsoleTokens;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
});
afterAll(() => t.close());

const slotUrl = (date: string, diningType = 'Lunch', mealKind = 'Ordinary') =>
  `/api/admin/menus/slot?date=${date}&diningType=${diningType}&mealKind=${mealKind}`;

const save = (dishes: unknown[]) =>
  adminData(t.app, tokens.kitchen, {
    method: 'PUT',
    url: '/api/admin/menus',
    body: { date: DAY, ...LUNCH, dishes },
  });

const publish = () =>
  adminData(t.app, tokens.admin, {
    method: 'POST',
    url: '/api/admin/menus/publish',
    body: { monday: MONDAY },
  });

/** A dish as the test typed it: the seeded dishes also carry nutrients, not compared here. */
const plain = (dishes: { name: string; weightGrams: number; allergens: unknown }[] | undefined) =>
  dishes?.map(({ name, weightGrams, allergens }) => ({ name, weightGrams, allergens }));

interface Slot {
  draft: { name: string; weightGrams: number; allergens: string[] | null }[] | null;
  published: {
    version: number;
    dishes: { name: string; weightGrams: number; allergens: string[] | null }[];
  } | null;
}

it('shows a new draft alone, then the published version, then a draft beside it', async () => {
  expect((await call(t.app, { url: slotUrl(DAY), token: tokens.admin })).statusCode).toBe(404);

  await save([KUNG_PAO, RICE]);
  const first = await adminData<Slot>(t.app, tokens.admin, { url: slotUrl(DAY) });
  expect(first).toMatchObject({ date: DAY, ...LUNCH, published: null });
  expect(plain(first.draft ?? undefined)).toEqual([KUNG_PAO, RICE]);

  await publish();
  const published = await adminData<Slot>(t.app, tokens.kitchen, { url: slotUrl(DAY) });
  expect(published.draft).toBeNull();
  expect(published.published?.version).toBe(1);
  expect(plain(published.published?.dishes)).toEqual([KUNG_PAO, RICE]);

  // The kitchen drafts 宫保鸡丁 without allergens: the published version keeps PEANUT and SOY.
  await save([{ ...KUNG_PAO, allergens: null }, SOUP]);
  const both = await adminData<Slot>(t.app, tokens.admin, { url: slotUrl(DAY) });
  expect(plain(both.draft ?? undefined)).toEqual([{ ...KUNG_PAO, allergens: null }, SOUP]);
  expect(both.published?.version).toBe(1);
  expect(plain(both.published?.dishes)).toEqual([KUNG_PAO, RICE]);

  await publish();
  const second = await adminData<Slot>(t.app, tokens.admin, { url: slotUrl(DAY) });
  expect(second.draft).toBeNull();
  expect(second.published?.version).toBe(2);
  expect(second.published?.dishes.map((dish) => dish.name)).toEqual(['宫保鸡丁', '紫菜蛋花汤']);
});

it("answers 404 to another school's administrator, a parent and a teacher", async () => {
  await save([RICE]);
  for (const token of [tokens.otherAdmin, tokens.parent, tokens.teacher]) {
    const response = await call(t.app, { url: slotUrl(DAY), token });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('米饭');
  }
  expect((await call(t.app, { url: slotUrl(DAY) })).statusCode).not.toBe(200);
});

it('refuses a malformed slot with 400 and a clear message', async () => {
  for (const url of [slotUrl('2026-13-40'), slotUrl(DAY, 'Brunch'), slotUrl(DAY, 'Lunch', 'Vip')]) {
    const response = await call(t.app, { url, token: tokens.admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_INPUT');
    expect(response.json().message).toMatch(/参数/);
  }
});
