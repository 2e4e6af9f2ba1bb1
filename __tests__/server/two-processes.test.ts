import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  call,
  createTestApp,
  passwordLogin,
  PASSWORD,
  secondProcess,
  tokenOf,
  type TestApp,
} from './helpers';
import { placeNextOpenMeal } from './money';

// Two server processes on one PostgreSQL (decisions 038 and 039): requests alternate
// between them, and what one process keeps in memory (tokens, identities, month calendars) never
// outlives a write made through the other. Under npm test (PGlite, one process) both are the
// same app, so the rules are asserted there too.

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await secondProcess(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const settleBoth = () => Promise.all([a.app.cacheChannel.settle(), b.app.cacheChannel.settle()]);

const identity = (app: FastifyInstance, token: string) =>
  call(app, { url: '/api/associated/user/identity', token });

async function firstChild(token: string): Promise<{ associatedUserId: number; userName: string }> {
  const response = await identity(a.app, token);
  return response.json().data[0];
}

async function monthOf(app: FastifyInstance, token: string, child: number, date: string) {
  const [y, m] = date.split('-').map(Number);
  const response = await call(app, {
    url: `/api/meal/axis/year/${y}/month/${m}?diningType=Lunch`,
    token,
    headers: { associatedUser: String(child) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    today: string;
    items: { value: string; mealAxisStatus: string }[];
  };
}

it('a logout on one process is refused on the other at once, though both had the token in memory', async () => {
  const token = await tokenOf(a.app, 'parent_c');
  expect((await identity(a.app, token)).statusCode).toBe(200);
  expect((await identity(b.app, token)).statusCode).toBe(200);
  const out = await call(a.app, { method: 'POST', url: '/logout', token });
  expect(out.statusCode).toBe(200);
  expect((await identity(b.app, token)).statusCode).toBe(401);
  expect((await identity(a.app, token)).statusCode).toBe(401);
});

it('a revocation written straight to the database (a task, the console) is refused on both once announced', async () => {
  const token = await tokenOf(b.app, 'parent_c');
  expect((await identity(a.app, token)).statusCode).toBe(200);
  expect((await identity(b.app, token)).statusCode).toBe(200);
  await a.app.database.db.execute(
    sql`update tokens set revoked_at = now() where account_id = (select id from accounts where username = 'parent_c') and revoked_at is null`,
  );
  // Written outside any request: each process applies it once the announcement reaches it.
  await settleBoth();
  expect((await identity(b.app, token)).statusCode).toBe(401);
  expect((await identity(a.app, token)).statusCode).toBe(401);
});

it("a child renamed through one process shows in the other's identity list", async () => {
  const token = await tokenOf(a.app, 'parent_a');
  const child = await firstChild(token);
  expect((await identity(b.app, token)).json().data[0].userName).toBe(child.userName);
  const renamed = await call(a.app, {
    method: 'POST',
    url: '/api/associated/user/updateInfo',
    token,
    body: { associatedUserId: child.associatedUserId, userName: '改名测试' },
  });
  expect(renamed.statusCode).toBe(200);
  expect((await identity(b.app, token)).json().data[0].userName).toBe('改名测试');
  expect((await identity(a.app, token)).json().data[0].userName).toBe('改名测试');
});

it("an order placed through one process shows in the other's month calendar", async () => {
  const token = await tokenOf(a.app, 'parent_a');
  const child = (await firstChild(token)).associatedUserId;
  const { today } = await monthOf(a.app, token, child, '2026-01-01');
  // Both processes remember this month before the order.
  const before = await monthOf(b.app, token, child, today);
  await monthOf(a.app, token, child, today);
  const placed = await placeNextOpenMeal(a.app, token, child);
  expect(placed.id).toBeGreaterThan(0);
  const after = await monthOf(b.app, token, child, today);
  const changed = after.items.filter(
    (item, index) => item.mealAxisStatus !== before.items[index]?.mealAxisStatus,
  );
  // The order may fall in next month; then this month stays as it was and next month shows it.
  if (changed.length === 0) {
    const next = after.items.at(-1)!.value;
    const [y, m] = next.split('-').map(Number);
    const following = `${m === 12 ? y! + 1 : y}-${String(m === 12 ? 1 : m! + 1).padStart(2, '0')}-01`;
    const nextMonth = await monthOf(b.app, token, child, following);
    expect(nextMonth.items.some((item) => item.mealAxisStatus === 'Reserve')).toBe(true);
  } else {
    expect(changed.map((item) => item.mealAxisStatus)).toEqual(['Reserve']);
  }
  expect((await monthOf(a.app, token, child, today)).items).toEqual(after.items);
});

it('a school holiday written straight to the database shows in both processes once announced', async () => {
  const token = await tokenOf(a.app, 'parent_a');
  const child = (await firstChild(token)).associatedUserId;
  const { today } = await monthOf(b.app, token, child, '2026-01-01');
  const { items } = await monthOf(b.app, token, child, today);
  await monthOf(a.app, token, child, today);
  const day = items.find((item) => item.mealAxisStatus === 'UnOrder');
  expect(day).toBeDefined();
  await a.app.database.db.execute(
    sql`insert into school_calendar (unit_id, date, kind, name)
        select unit_id, ${day!.value}, 'Holiday', 'test' from associated_users where id = ${child}`,
  );
  await settleBoth();
  for (const app of [b.app, a.app]) {
    const month = await monthOf(app, token, child, today);
    expect(month.items.find((item) => item.value === day!.value)?.mealAxisStatus).toBe('Holiday');
  }
});

it('a holiday shows in the month of a child whose month was never read, after a child of the same school and meal kind had it remembered', async () => {
  const token = await tokenOf(a.app, 'parent_a');
  const children = (await identity(a.app, token)).json().data as { associatedUserId: number }[];
  const [first, second] = children.map((child) => child.associatedUserId);
  // Both children are at one school with one meal kind: the school's side of their months is one
  // remembered entry.
  const kinds = (await a.app.database.db.execute(
    sql`select count(distinct (unit_id, meal_kind))::int as n from associated_users
        where id in (${first}, ${second})`,
  )) as unknown as { rows: { n: number }[] };
  expect(Number(kinds.rows[0]!.n)).toBe(1);
  const { today } = await monthOf(a.app, token, first!, '2026-01-01');
  // Two months ahead: no other test reads it.
  const ahead = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  ahead.setUTCMonth(ahead.getUTCMonth() + 2);
  const month = ahead.toISOString().slice(0, 10);
  const { items } = await monthOf(a.app, token, first!, month);
  await monthOf(b.app, token, first!, month);
  const day = items.find((item) => !['Holiday', 'Weekend'].includes(item.mealAxisStatus));
  expect(day).toBeDefined();
  await a.app.database.db.execute(
    sql`insert into school_calendar (unit_id, date, kind, name)
        select unit_id, ${day!.value}, 'Holiday', 'test' from associated_users where id = ${second}`,
  );
  await settleBoth();
  for (const app of [b.app, a.app]) {
    const shown = await monthOf(app, token, second!, month);
    expect(shown.items.find((item) => item.value === day!.value)?.mealAxisStatus).toBe('Holiday');
  }
});

it('an Idempotency-Key replayed on the other process answers the first order, not a second one', async () => {
  const token = await tokenOf(a.app, 'parent_b');
  const child = (await firstChild(token)).associatedUserId;
  const options = await call(a.app, {
    url: `/api/associated/user/placing/order/${child}/date?diningType=Lunch`,
    token,
  });
  const date = (options.json().data.dates as { date: string; status: string }[]).find(
    (d) => d.status === 'Available',
  )!.date;
  const body = {
    associatedUserId: child,
    orderType: 'Day',
    diningType: 'Lunch',
    mealKind: 'Ordinary',
    dates: [date],
    payMode: 'Online',
  };
  const place = (app: FastifyInstance, payload: unknown) =>
    call(app, {
      method: 'POST',
      url: '/api/associated/user/placing/order',
      token,
      body: payload,
      headers: { 'idempotency-key': 'two-processes-1' },
    });
  const first = await place(a.app, body);
  expect(first.statusCode).toBe(200);
  const replay = await place(b.app, body);
  expect(replay.statusCode).toBe(200);
  expect(replay.json().data.id).toBe(first.json().data.id);
  const other = await place(b.app, { ...body, diningType: 'Dinner' });
  expect(other.statusCode).toBe(422);
});

it('wrong passwords alternating between the processes lock the pair after ten, on both', async () => {
  const codes: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const app = i % 2 === 0 ? a.app : b.app;
    codes.push((await passwordLogin(app, 'teacher_b', `wrong-${i}`)).json().code as string);
  }
  expect(codes.slice(0, 9).every((code) => code === 'LOGIN_FAILED')).toBe(true);
  expect(codes[9]).toBe('ACCOUNT_LOCKED');
  expect((await passwordLogin(a.app, 'teacher_b', PASSWORD)).statusCode).toBe(429);
  expect((await passwordLogin(b.app, 'teacher_b', PASSWORD)).statusCode).toBe(429);
});
