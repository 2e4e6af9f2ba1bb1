import { sql } from 'drizzle-orm';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { readCalendar } from '../../setup/ical';

// Decision 073: a child's calendar is reached by a private link whose token the server keeps only
// as a hash. It is valid iCalendar, follows orders as they are placed, stops at once when revoked
// or renewed, and opens only its own child.

let t: TestApp;
let tokenA: string;
let tokenB: string;
let childA: number;
let childB: number;

const identities = async (token: string) =>
  (await call(t.app, { url: '/api/associated/user/identity', token })).json().data as {
    associatedUserId: number;
    userName: string;
  }[];

beforeAll(async () => {
  t = await createTestApp();
  tokenA = await tokenOf(t.app, 'parent_a');
  tokenB = await tokenOf(t.app, 'parent_b');
  childA = (await identities(tokenA))[0]!.associatedUserId;
  childB = (await identities(tokenB))[0]!.associatedUserId;
});
afterAll(() => t.close());

async function issue(token: string, child: number) {
  const response = await call(t.app, { method: 'POST', url: `/api/feed/calendar/${child}`, token });
  expect(response.statusCode).toBe(200);
  return response.json().data as { url: string; webcal: string; issuedAt: string };
}

const feedPath = (url: string) => new URL(url).pathname;
const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
  call(t.app, { url: feedPath(url), headers });

async function firstAvailable(child: number): Promise<string> {
  const response = await call(t.app, {
    url: `/api/associated/user/placing/order/${child}/date?diningType=Dinner`,
    token: tokenA,
  });
  const date = (response.json().data.dates as { date: string; status: string }[]).find(
    (d) => d.status === 'Available',
  );
  if (!date) throw new Error('no available date');
  return date.date;
}

describe('the child calendar feed', () => {
  it('is issued once, kept as a hash, and reads back as iCalendar with the child', async () => {
    const issued = await issue(tokenA, childA);
    expect(issued.url).toMatch(/^http:\/\/localhost\/api\/feed\/child\/[\w-]{43}\/calendar\.ics$/);
    expect(issued.webcal).toBe(issued.url.replace('http:', 'webcal:'));
    const token = feedPath(issued.url).split('/')[4]!;
    const stored = await t.app.database.db.execute(
      sql`select token_hash from calendar_feeds where associated_user_id = ${childA}`,
    );
    const hashes = (stored as unknown as { rows: { token_hash: string }[] }).rows.map(
      (r) => r.token_hash,
    );
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes.join()).not.toContain(token);

    const response = await fetchFeed(issued.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['cache-control']).toBe('no-store');
    const calendar = readCalendar(response.body);
    const name = (await identities(tokenA))[0]!.userName;
    expect(calendar.name).toContain(name);
    expect(calendar.events.length).toBeGreaterThan(0);
    // Un-ordered days ahead carry the cut-off as a reminder that rings before it.
    const cutOffs = calendar.events.filter((e) => e.uid.startsWith('cutoff-'));
    expect(cutOffs.length).toBeGreaterThan(0);
    expect(cutOffs[0]!.alarms[0]).toMatchObject({ action: 'DISPLAY', trigger: '-PT3H' });
    for (const event of cutOffs)
      expect(event.start.getTime()).toBeGreaterThan(t.clock.now().getTime());

    const again = await fetchFeed(issued.url, { 'if-none-match': response.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows a meal once it is ordered, at its serving time, with its dishes', async () => {
    const issued = await issue(tokenA, childA);
    const before = await fetchFeed(issued.url);
    const date = await firstAvailable(childA);
    const placed = await call(t.app, {
      method: 'POST',
      url: '/api/associated/user/placing/order',
      token: tokenA,
      headers: { 'idempotency-key': 'feed-order' },
      body: {
        associatedUserId: childA,
        orderType: 'Day',
        diningType: 'Dinner',
        mealKind: 'Ordinary',
        dates: [date],
        payMode: 'Online',
      },
    });
    expect(placed.statusCode).toBe(200);
    const after = await fetchFeed(issued.url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const meal = readCalendar(after.body).events.find(
      (e) => e.uid === `meal-${date}-Dinner-${childA}@canteen`,
    );
    expect(meal?.summary).toBe('晚餐 · 普通餐（待支付）');
    const unit = await t.app.database.db.execute(
      sql`select unit_id from associated_users where id = ${childA}`,
    );
    const unitId = (unit as unknown as { rows: { unit_id: number }[] }).rows[0]!.unit_id;
    const day = (await call(t.app, { url: `/api/publicity/${unitId}/menus/${date}` })).json()
      .data as {
      entries: {
        diningType: string;
        mealKind: string;
        dishes: { name: string; weightGrams: number }[];
      }[];
    };
    const dinner = day.entries.find((e) => e.diningType === 'Dinner' && e.mealKind === 'Ordinary');
    expect(dinner?.dishes.length).toBeGreaterThan(0);
    for (const dish of dinner!.dishes)
      expect(meal?.description).toContain(`${dish.name} ${dish.weightGrams}克`);
    // The demo school serves dinner in Shanghai time; the event is that instant.
    const settings = await t.app.database.db.execute(
      sql`select serve_start from unit_dining_settings s join associated_users a on a.unit_id = s.unit_id where a.id = ${childA} and s.dining_type = 'Dinner'`,
    );
    const serveStart = (settings as unknown as { rows: { serve_start: string }[] }).rows[0]!
      .serve_start;
    expect(meal?.start.toISOString()).toBe(
      new Date(`${date}T${serveStart}:00+08:00`).toISOString(),
    );
    expect(readCalendar(before.body).events.some((e) => e.uid === meal?.uid)).toBe(false);
  });

  it('shows leave, and a day the school closes as an all-day event with no cut-off', async () => {
    const issued = await issue(tokenA, childA);
    const DAY_OFF = '2026-03-26';
    const before = readCalendar((await fetchFeed(issued.url)).body);
    expect(before.events.some((e) => e.uid === `cutoff-${DAY_OFF}-Dinner-${childA}@canteen`)).toBe(
      true,
    );
    // The demo child's leave from lunch on the 17th, a meal it had ordered.
    expect(
      before.events.find((e) => e.uid === `leave-2026-03-17-Lunch-${childA}@canteen`),
    ).toMatchObject({ summary: '午餐 · 已请假' });
    const admin = await tokenOf(t.app, 'school_admin');
    const declared = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/calendar',
      token: admin,
      body: { date: DAY_OFF, kind: 'Holiday', name: '校庆' },
    });
    expect(declared.statusCode).toBe(200);
    const after = readCalendar((await fetchFeed(issued.url)).body);
    const day = after.events.find((e) => e.uid === `day-${DAY_OFF}-${childA}@canteen`);
    expect(day).toMatchObject({ summary: '校庆', allDay: true });
    expect(after.events.some((e) => e.uid.startsWith(`cutoff-${DAY_OFF}-`))).toBe(false);
  });

  it('stops answering once revoked, and the old link once renewed, naming nothing', async () => {
    const first = await issue(tokenA, childA);
    const second = await issue(tokenA, childA);
    const old = await fetchFeed(first.url);
    expect(old.statusCode).toBe(404);
    const name = (await identities(tokenA))[0]!.userName;
    expect(old.body).not.toContain(name);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);

    const revoked = await call(t.app, {
      method: 'DELETE',
      url: `/api/feed/calendar/${childA}`,
      token: tokenA,
    });
    expect(revoked.json().data).toMatchObject({ active: false });
    const gone = await fetchFeed(second.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).not.toMatch(/calendar/);
    expect(gone.body).not.toContain(name);
    const list = await call(t.app, { url: '/api/feed/calendar', token: tokenA });
    expect(list.json().data).toEqual(
      expect.arrayContaining([{ associatedUserId: childA, active: false, issuedAt: null }]),
    );
  });

  it("another guardian can neither issue, revoke nor list a child's link", async () => {
    const mine = await issue(tokenA, childA);
    for (const method of ['POST', 'DELETE'] as const) {
      const refused = await call(t.app, {
        method,
        url: `/api/feed/calendar/${childA}`,
        token: tokenB,
      });
      expect(refused.statusCode).toBe(404);
    }
    // parent_a's link still answers: parent_b's DELETE revoked nothing.
    expect((await fetchFeed(mine.url)).statusCode).toBe(200);
    const listB = (await call(t.app, { url: '/api/feed/calendar', token: tokenB })).json().data as {
      associatedUserId: number;
    }[];
    expect(listB.map((s) => s.associatedUserId)).not.toContain(childA);
    // parent_b's own link opens parent_b's child only.
    const theirs = await issue(tokenB, childB);
    const calendar = readCalendar((await fetchFeed(theirs.url)).body);
    expect(calendar.events.every((e) => e.uid.endsWith(`-${childB}@canteen`))).toBe(true);
    // A made-up token of the right shape, and a malformed one, open nothing.
    expect(
      (await call(t.app, { url: `/api/feed/child/${'A'.repeat(43)}/calendar.ics` })).statusCode,
    ).toBe(404);
    expect((await call(t.app, { url: '/api/feed/child/short/calendar.ics' })).statusCode).toBe(400);
    expect((await call(t.app, { url: '/api/feed/calendar' })).statusCode).toBe(401);
  });
});
