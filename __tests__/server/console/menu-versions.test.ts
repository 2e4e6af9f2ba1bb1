import { sql } from 'drizzle-orm';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { adminData, consoleTokens, firstChild, type ConsoleTokens } from './console';

// Decision 063: a published menu is a version. A draft of a dish, on the
// same day or another, never changes what families and the kiosk read; an empty draft is refused
// and deletes nothing; republishing makes a new version while an order keeps the one it was
// placed against.

const MONDAY = '2026-04-20';
const DAY = '2026-04-21';
const OTHER_DAY = '2026-04-22';
const KUNG_PAO = { name: '宫保鸡丁', weightGrams: 120, allergens: ['PEANUT', 'SOY'] };
const BRISKET = { name: '番茄牛腩', weightGrams: 140, allergens: [] };
const RICE = { name: '米饭', weightGrams: 150, allergens: [] };
const LUNCH = { diningType: 'Lunch', mealKind: 'Ordinary' } as const;

interface Dish {
  name: string;
  weightGrams: number;
  allergens: string[] | null;
}
interface Entry {
  carteId: number;
  diningType: string;
  mealKind: string;
  dishes: Dish[];
}

let t: TestApp;
let tokens: ConsoleTokens;
let schoolId: number;
let child: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  schoolId = (await adminData<{ unitId: number }>(t.app, tokens.admin, { url: '/api/admin/me' }))
    .unitId;
  child = await firstChild(t.app, tokens.parent);
});
afterAll(() => t.close());

const saveDraft = (token: string, date: string, dishes: unknown[]) =>
  call(t.app, { method: 'PUT', url: '/api/admin/menus', token, body: { date, ...LUNCH, dishes } });

const publish = (monday: string) =>
  adminData<{ count: number }>(t.app, tokens.admin, {
    method: 'POST',
    url: '/api/admin/menus/publish',
    body: { monday },
  });

/** The publicity day (what the publicity pages show) for the Ordinary lunch. */
async function publicLunch(date: string): Promise<Entry | undefined> {
  const response = await call(t.app, { url: `/api/publicity/${schoolId}/menus/${date}` });
  expect(response.statusCode).toBe(200);
  const day = response.json().data as { entries: Entry[] };
  return day.entries.find((e) => e.diningType === 'Lunch' && e.mealKind === 'Ordinary');
}

/** What the kiosk reads: the paged publicity menus from a date. */
async function kioskLunch(date: string): Promise<Entry | undefined> {
  const response = await call(t.app, { url: `/api/publicity/${schoolId}/menus?from=${date}` });
  const page = response.json().data as { content: { date: string; entries: Entry[] }[] };
  return page.content
    .find((day) => day.date === date)
    ?.entries.find((e) => e.diningType === 'Lunch' && e.mealKind === 'Ordinary');
}

/** The family's meal box of a menu: name and allergens of each dish. */
async function box(token: string, kid: number, menuId: number) {
  const response = await call(t.app, {
    url: `/api/meal/axis/mealbox/${menuId}`,
    token,
    headers: { associatedUser: String(kid) },
  });
  return {
    status: response.statusCode,
    dishes: (response.json().data?.dishesWeights ?? []) as {
      name: string;
      allergens: string[] | null;
    }[],
  };
}

const week = (token: string, monday: string) =>
  adminData<
    {
      date: string;
      diningType: string;
      mealKind: string;
      published: boolean;
      publishedVersion: number | null;
      dishes: Dish[];
    }[]
  >(t.app, token, { url: `/api/admin/menus?monday=${monday}` });

/** The menu tables' contents, to prove a refused draft wrote nothing. */
async function menuTables(): Promise<string> {
  const parts: string[] = [];
  for (const table of ['menus', 'menu_dishes', 'dishes', 'menu_versions', 'order_days']) {
    const result = await t.app.database.db.execute(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`,
      ),
    );
    parts.push(`${table}:${(result as unknown as { rows: { h: string }[] }).rows[0]?.h}`);
  }
  return parts.join(';');
}

describe('a draft never changes a published menu', () => {
  it('keeps PEANUT and SOY on the published day after drafts of 宫保鸡丁 without allergens', async () => {
    expect((await saveDraft(tokens.kitchen, DAY, [KUNG_PAO, RICE])).statusCode).toBe(200);
    expect(await publish(MONDAY)).toEqual({ count: 1 });
    const published = (await publicLunch(DAY))!;
    expect(published.dishes.map((d) => [d.name, d.allergens])).toEqual([
      ['宫保鸡丁', ['PEANUT', 'SOY']],
      ['米饭', []],
    ]);

    // The attack: the same dish name without allergens, on another day and on the day itself.
    const bare = { ...KUNG_PAO, allergens: null };
    expect((await saveDraft(tokens.kitchen, OTHER_DAY, [bare])).statusCode).toBe(200);
    expect((await saveDraft(tokens.kitchen, DAY, [bare, RICE])).statusCode).toBe(200);

    const kungPao = (entry: Entry | undefined) => entry?.dishes.find((d) => d.name === '宫保鸡丁');
    expect(kungPao(await publicLunch(DAY))?.allergens).toEqual(['PEANUT', 'SOY']);
    expect(kungPao(await kioskLunch(DAY))?.allergens).toEqual(['PEANUT', 'SOY']);
    const family = await box(tokens.parent, child, published.carteId);
    expect(family.status).toBe(200);
    expect(family.dishes.find((d) => d.name === '宫保鸡丁')?.allergens).toEqual(['PEANUT', 'SOY']);
    // The other day's draft is not published at all.
    expect(await publicLunch(OTHER_DAY)).toBeUndefined();

    // The console shows the draft, and which version families still read.
    const console = await week(tokens.admin, MONDAY);
    expect(console.find((m) => m.date === DAY)).toMatchObject({
      published: false,
      publishedVersion: 1,
      dishes: [bare, RICE],
    });
  });

  it('publishes the draft as version 2, and only then do families read it', async () => {
    expect(await publish(MONDAY)).toEqual({ count: 2 });
    const now = (await publicLunch(DAY))!;
    expect(now.dishes.find((d) => d.name === '宫保鸡丁')?.allergens).toBeNull();
    const console = await week(tokens.admin, MONDAY);
    expect(console.find((m) => m.date === DAY)).toMatchObject({
      published: true,
      publishedVersion: 2,
    });
    expect(console.find((m) => m.date === OTHER_DAY)).toMatchObject({ publishedVersion: 1 });
  });
});

describe('two publications at once', () => {
  it('make one version, numbered once', async () => {
    expect((await saveDraft(tokens.kitchen, OTHER_DAY, [RICE])).statusCode).toBe(200);
    const both = await Promise.all([publish(MONDAY), publish(MONDAY)]);
    expect(both.map((r) => r.count).sort()).toEqual([0, 1]);
    expect((await week(tokens.admin, MONDAY)).find((m) => m.date === OTHER_DAY)).toMatchObject({
      published: true,
      publishedVersion: 2,
      dishes: [RICE],
    });
  });
});

describe('an empty draft', () => {
  let date = '';
  let menuId = 0;

  it('is refused with what is missing, and the published, paid menu stays', async () => {
    // A paid order for the first orderable lunch: its menu is the demo's version 1.
    const dates = (
      await call(t.app, {
        url: `/api/associated/user/placing/order/${child}/date?diningType=Lunch`,
        token: tokens.parent,
      })
    ).json().data.dates as { date: string; status: string }[];
    date = dates.find((d) => d.status === 'Available')!.date;
    const placed = await call(t.app, {
      method: 'POST',
      url: '/api/associated/user/placing/order',
      token: tokens.parent,
      body: {
        associatedUserId: child,
        orderType: 'Day',
        ...LUNCH,
        dates: [date],
        payMode: 'Online',
      },
    });
    expect(placed.statusCode).toBe(200);
    await pay(placed.json().data.id as number);

    const entry = (await publicLunch(date))!;
    menuId = entry.carteId;
    const before = await menuTables();
    for (const dishes of [[], [{ ...RICE, weightGrams: 0 }], [{ ...RICE, name: '' }]]) {
      const refused = await saveDraft(tokens.kitchen, date, dishes);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().success).toBe(false);
    }
    const empty = await saveDraft(tokens.kitchen, date, []);
    expect(empty.json()).toMatchObject({
      code: 'MENU_INCOMPLETE',
      message: '草稿未保存：请至少填写一道菜的菜名和克重',
    });
    expect(await menuTables()).toBe(before);
    expect(await publicLunch(date)).toEqual(entry);
    expect((await box(tokens.parent, child, menuId)).dishes.map((d) => d.name)).toEqual(
      entry.dishes.map((d) => d.name),
    );
  });

  it('republishes as version 2 while the order placed under version 1 reads version 1', async () => {
    const v1 = (await publicLunch(date))!.dishes.map((d) => d.name);
    expect((await saveDraft(tokens.kitchen, date, [BRISKET])).statusCode).toBe(200);
    const lunchOf = async () =>
      (await week(tokens.admin, mondayOf(date))).find(
        (m) => m.date === date && m.diningType === 'Lunch' && m.mealKind === 'Ordinary',
      );
    expect(await lunchOf()).toMatchObject({ published: false, publishedVersion: 1 });
    expect(await publish(mondayOf(date))).toEqual({ count: 1 });

    expect(await lunchOf()).toMatchObject({
      published: true,
      publishedVersion: 2,
      dishes: [BRISKET],
    });
    expect((await publicLunch(date))!.dishes.map((d) => d.name)).toEqual(['番茄牛腩']);
    const ordered = await box(tokens.parent, child, menuId);
    expect(ordered.status).toBe(200);
    expect(ordered.dishes.map((d) => d.name)).toEqual(v1);
    expect(v1).not.toContain('番茄牛腩');
  });
});

describe("another school's people", () => {
  it('can neither read nor change these menus', async () => {
    const theirs = await week(tokens.otherAdmin, MONDAY);
    expect(theirs).toEqual([]);
    // Their draft is their school's menu; ours stays as published.
    const before = (await publicLunch(DAY))!;
    expect((await saveDraft(tokens.otherAdmin, DAY, [RICE])).statusCode).toBe(200);
    expect(await publicLunch(DAY)).toEqual(before);
    expect((await week(tokens.admin, MONDAY)).find((m) => m.date === DAY)).toMatchObject({
      published: true,
      publishedVersion: 2,
    });
    // A family and a teacher do not reach the console; another school's family gets no box.
    for (const token of [tokens.parent, tokens.teacher]) {
      const response = await saveDraft(token, DAY, []);
      expect(response.statusCode).toBe(404);
    }
    const parentC = await tokenOf(t.app, 'parent_c');
    const otherChild = await firstChild(t.app, parentC);
    expect((await box(parentC, otherChild, before.carteId)).status).toBe(404);
  });
});

function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The sandbox checkout, approved: the order is paid. */
async function pay(orderId: number): Promise<void> {
  const started = await call(t.app, {
    method: 'POST',
    url: '/api/associated/user/payment/order',
    token: tokens.parent,
    body: { orderId },
    headers: { 'idempotency-key': `pay-${orderId}` },
  });
  expect(started.statusCode).toBe(200);
  const { checkoutUrl } = started.json().data as { checkoutUrl: string };
  const done = await t.app.inject({
    method: 'POST',
    url: `${checkoutUrl}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'return=%2F',
  });
  expect(done.statusCode).toBe(303);
  const order = await call(t.app, { url: `/api/order/${orderId}`, token: tokens.parent });
  expect(order.json().data.orderStatus).toBe('Pay');
}
