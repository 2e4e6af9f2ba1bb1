import { count } from 'drizzle-orm';
import { mealComments, prepaymentPurchases } from '@/server/domains/schema';
import { call, createTestApp, fingerprint, tokenOf, type TestApp } from '../helpers';
import { adminData, consoleTokens, type ConsoleTokens } from './console';

// Decision 065: the console's evaluate and recharge switches were only hidden buttons, and
// a past day declared a holiday credited meals already eaten and emptied that day's final
// production sheet. Every switch is now enforced by the server, and the calendar changes only
// from tomorrow on (decision 065). The test clock stands at Monday 2026-03-16 10:00 in Shanghai.

let t: TestApp;
let tokens: ConsoleTokens;
let parent: string;
let child: number;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  parent = await tokenOf(t.app, 'parent_a');
  const identities = (
    await call(t.app, { url: '/api/associated/user/identity', token: parent })
  ).json().data as { associatedUserId: number }[];
  child = identities[0]!.associatedUserId;
});
afterAll(() => t.close());

function setSwitches(functionalSwitch: Record<string, boolean>) {
  return adminData(t.app, tokens.admin, {
    method: 'PUT',
    url: '/api/admin/rules/switches',
    body: { functionalSwitch },
  });
}

async function rows(table: typeof mealComments | typeof prepaymentPurchases): Promise<number> {
  const [row] = await t.app.database.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

const rating = {
  mealsDate: '2026-03-13',
  diningType: 'Lunch',
  items: [{ itemId: 1, indexIds: [5] }],
};

function rate() {
  return call(t.app, {
    method: 'POST',
    url: '/api/meal/comment',
    token: parent,
    headers: { associatedUser: String(child) },
    body: rating,
  });
}

describe('every console switch is enforced by the server', () => {
  it('evaluate off: rating an eaten meal is refused and stores nothing; on again, it is rated', async () => {
    await setSwitches({ evaluate: false });
    const before = await rows(mealComments);
    const refused = await rate();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      code: 'FUNCTION_OFF',
      message: '学校暂未开放评价',
    });
    expect(await rows(mealComments)).toBe(before);
    await setSwitches({ evaluate: true });
    expect((await rate()).statusCode).toBe(200);
  });

  it('recharge off: no top-up, package or meal package can be bought; nothing written', async () => {
    const prepayments = (
      await call(t.app, {
        url: `/api/prepayment/associated/user/${child}?page=0&size=10`,
        token: parent,
      })
    ).json().data.content as { id: number; orderPaymentType: string }[];
    const of = (type: string) => prepayments.find((p) => p.orderPaymentType === type)!.id;
    await setSwitches({ recharge: false });
    const before = [await fingerprint(t.app), await rows(prepaymentPurchases)];
    const attempts = [
      { url: '/api/associated/user/pay/cost', body: { prepaymentId: of('Custom'), amount: 5000 } },
      { url: '/api/associated/user/anonymous/pay/cost', body: { prepaymentId: of('Dispark') } },
      {
        url: '/api/associated/user/payment/multiple/meals/pay/cost',
        body: {
          prepaymentId: of('DisparkMultipleMeals'),
          diningTypes: ['Dinner'],
          dates: ['2026-03-17'],
        },
      },
    ];
    for (const [i, attempt] of attempts.entries()) {
      const refused = await call(t.app, {
        method: 'POST',
        url: attempt.url,
        token: parent,
        headers: { 'idempotency-key': `recharge-off-${i}` },
        body: { ...attempt.body, associatedUserId: child },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        code: 'FUNCTION_OFF',
        message: '学校暂未开放充值',
      });
    }
    expect([await fingerprint(t.app), await rows(prepaymentPurchases)]).toEqual(before);
    await setSwitches({ recharge: true });
    const bought = await call(t.app, {
      method: 'POST',
      url: '/api/associated/user/pay/cost',
      token: parent,
      headers: { 'idempotency-key': 'recharge-on' },
      body: { prepaymentId: of('Custom'), amount: 5000, associatedUserId: child },
    });
    expect(bought.statusCode).toBe(200);
  });
});

describe('a day is declared off only from tomorrow on', () => {
  const sheet = (date: string) =>
    adminData<{ ordinary: number; muslim: number; dayOff: boolean }>(t.app, tokens.kitchen, {
      url: `/api/admin/sheet?date=${date}&diningType=Lunch`,
    });

  it('today and past days are refused with the reason; no credit, the sheet and calendar unchanged', async () => {
    const todaySheet = await sheet('2026-03-16');
    const pastSheet = await sheet('2026-03-13');
    expect(todaySheet.ordinary + todaySheet.muslim).toBeGreaterThan(0);
    expect(pastSheet.ordinary + pastSheet.muslim).toBeGreaterThan(0);
    const before = await fingerprint(t.app);
    const calendarBefore = await adminData(t.app, tokens.admin, {
      url: '/api/admin/calendar?month=2026-03',
    });
    for (const [date, kind] of [
      ['2026-03-16', 'Holiday'],
      ['2026-03-13', 'Holiday'],
      ['2026-03-13', 'CollectivityLeave'],
      ['2025-12-01', 'Workday'],
    ]) {
      const refused = await call(t.app, {
        method: 'PUT',
        url: '/api/admin/calendar',
        token: tokens.admin,
        body: { date, kind, name: '停课' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        code: 'DATE_CLOSED',
        message: '只能登记或撤销明天（2026-03-17）及以后的日期，今天和已过去的日期不能更改',
      });
    }
    // The seed's past collective leave (2026-03-04) cannot be taken back either.
    const cleared = await call(t.app, {
      method: 'DELETE',
      url: '/api/admin/calendar/2026-03-04',
      token: tokens.admin,
    });
    expect(cleared.statusCode).toBe(400);
    expect(await fingerprint(t.app)).toBe(before);
    expect(await sheet('2026-03-16')).toEqual(todaySheet);
    expect(await sheet('2026-03-13')).toEqual(pastSheet);
    expect(
      await adminData(t.app, tokens.admin, { url: '/api/admin/calendar?month=2026-03' }),
    ).toEqual(calendarBefore);
  });

  it('tomorrow can be declared off (and its paid meals are credited as before)', async () => {
    const declared = await adminData<{ credited: number }>(t.app, tokens.admin, {
      method: 'PUT',
      url: '/api/admin/calendar',
      body: { date: '2026-03-17', kind: 'Holiday', name: '停课' },
    });
    expect(declared.credited).toBeGreaterThan(0);
    expect((await sheet('2026-03-17')).dayOff).toBe(true);
  });

  it("tomorrow is the school's: at 23:30 in Shanghai, the next Shanghai day is already today", async () => {
    // 2026-03-17 15:30 UTC is 23:30 in Shanghai: 2026-03-18 is tomorrow there, 03-17 is today.
    t.clock.advance(Date.parse('2026-03-17T15:30:00Z') - t.clock.now().getTime());
    const admin = await tokenOf(t.app, 'school_admin');
    const today = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/calendar',
      token: admin,
      body: { date: '2026-03-17', kind: 'Workday', name: '调休' },
    });
    expect(today.statusCode).toBe(400);
    // 00:30 in Shanghai on 03-18: 03-18 is today now, 03-19 the first day that can change.
    t.clock.advance(60 * 60 * 1000);
    const next = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/calendar',
      token: admin,
      body: { date: '2026-03-18', kind: 'Holiday', name: '停课' },
    });
    expect(next.statusCode).toBe(400);
    expect(next.json().message).toContain('2026-03-19');
  });
});
