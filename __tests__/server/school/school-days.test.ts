import { eq } from 'drizzle-orm';
import { schoolCalendar, units } from '@/server/domains/schema';
import { classifyDay, monthRange, slotKey } from '@/server/domains/school';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';

// The calendar (meal axis) and ordering read school days from one module: on a holiday, a
// make-up workday and a weekend they must say the same thing. The test clock is Monday
// 2026-03-16 in Shanghai; the demo seed makes Wednesday 2026-03-25 a holiday.

const HOLIDAY = '2026-03-25';
const MAKE_UP_SATURDAY = '2026-03-28';
const WEEKEND = '2026-03-29';
const SCHOOL_DAY = '2026-03-30';

let t: TestApp;
let token: string;
let child: number;
let unitId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, 'parent_a');
  const identities = (await call(t.app, { url: '/api/associated/user/identity', token })).json()
    .data as { associatedUserId: number; unitId: number }[];
  child = identities[0]!.associatedUserId;
  unitId = identities[0]!.unitId;
  await t.app.database.db
    .insert(schoolCalendar)
    .values({ unitId, date: MAKE_UP_SATURDAY, kind: 'Workday', name: '调休上课' });
});
afterAll(() => t.close());

describe('school days', () => {
  it('classifies holidays, make-up workdays and weekends', () => {
    expect(classifyDay('2026-03-25', 'Holiday')).toBe('Holiday');
    expect(classifyDay('2026-03-28', 'Workday')).toBe('School');
    expect(classifyDay('2026-03-29', undefined)).toBe('Weekend');
    expect(classifyDay('2026-03-30', undefined)).toBe('School');
    expect(classifyDay('2026-03-30', 'CollectivityLeave')).toBe('School');
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange(2024, 2)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(slotKey('2026-03-25', 'Lunch')).toBe('2026-03-25|Lunch');
  });

  it('the calendar and ordering agree on a holiday, a make-up workday and a weekend', async () => {
    const axis = await call(t.app, {
      url: '/api/meal/axis/year/2026/month/3?diningType=Dinner',
      token,
      headers: { associatedUser: String(child) },
    });
    expect(axis.statusCode).toBe(200);
    const calendar = new Map(
      (axis.json().data.items as { value: string; mealAxisStatus: string }[]).map((item) => [
        item.value,
        item.mealAxisStatus,
      ]),
    );
    const options = await call(t.app, {
      url: `/api/associated/user/placing/order/${child}/date?diningType=Dinner&month=2026-03`,
      token,
    });
    expect(options.statusCode).toBe(200);
    const ordering = new Map(
      (options.json().data.dates as { date: string; status: string }[]).map((entry) => [
        entry.date,
        entry.status,
      ]),
    );

    expect(calendar.get(HOLIDAY)).toBe('Holiday');
    expect(ordering.get(HOLIDAY)).toBe('Holiday');
    expect(calendar.get(WEEKEND)).toBe('Weekend');
    expect(ordering.get(WEEKEND)).toBe('Weekend');
    // A make-up Saturday is a school day for both: open to order, not ordered yet.
    expect(calendar.get(MAKE_UP_SATURDAY)).toBe('UnOrder');
    expect(ordering.get(MAKE_UP_SATURDAY)).toBe('Available');
    expect(calendar.get(SCHOOL_DAY)).toBe('UnOrder');
    expect(ordering.get(SCHOOL_DAY)).toBe('Available');

    // Over the whole month, a day is off in one exactly when it is off in the other.
    for (const [date, status] of ordering) {
      const off = status === 'Holiday' || status === 'Weekend';
      const calendarOff = ['Holiday', 'Weekend'].includes(calendar.get(date) ?? '');
      expect([date, calendarOff]).toEqual([date, off]);
    }
  });
});

describe('order numbers', () => {
  async function placeDinner(): Promise<string> {
    const options = await call(t.app, {
      url: `/api/associated/user/placing/order/${child}/date?diningType=Dinner`,
      token,
    });
    const date = (options.json().data.dates as { date: string; status: string }[]).find(
      (entry) => entry.status === 'Available',
    )!.date;
    const placed = await call(t.app, {
      method: 'POST',
      url: '/api/associated/user/placing/order',
      token,
      body: {
        associatedUserId: child,
        orderType: 'Day',
        diningType: 'Dinner',
        mealKind: 'Ordinary',
        dates: [date],
        payMode: 'Online',
      },
    });
    expect(placed.statusCode).toBe(200);
    return placed.json().data.orderId as string;
  }

  it("carry the school's local date, not UTC's", async () => {
    // 2026-03-16 17:30 UTC is already 2026-03-17 01:30 in Shanghai.
    t.clock.advance(Date.parse('2026-03-16T17:30:00Z') - t.clock.now().getTime());
    expect(await placeDinner()).toMatch(/^D20260317\d{10}$/);
  });

  it("follow the school's own time zone when it is not Shanghai's", async () => {
    // The same instant is still 2026-03-16 10:30 in Los Angeles.
    await t.app.database.db
      .update(units)
      .set({ timeZone: 'America/Los_Angeles' })
      .where(eq(units.id, unitId));
    expect(await placeDinner()).toMatch(/^D20260316\d{10}$/);
  });
});

describe('enumerations in the database', () => {
  it('refuses a value outside the enumeration', async () => {
    await expect(
      t.app.database.db
        .insert(schoolCalendar)
        .values({ unitId, date: '2026-04-01', kind: 'Vacation' as 'Holiday', name: 'x' }),
    ).rejects.toThrow();
  });
});
