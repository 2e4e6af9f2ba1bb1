import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { placeNextOpenMeal } from '../money';
import { adminData, consoleTokens, type ConsoleTokens } from './console';

// Decision 049: the school's rules apply to orders placed after a change; an order placed before
// keeps its price.

let t: TestApp;
let tokens: ConsoleTokens;
let parent: string;
let child: number;

interface Rules {
  functionalSwitch: Record<string, boolean>;
  dining: { diningType: string; priceOrdinary: number; [key: string]: unknown }[];
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  parent = await tokenOf(t.app, 'parent_a');
  const identities = (
    await call(t.app, { url: '/api/associated/user/identity', token: parent })
  ).json().data as { associatedUserId: number; userName: string }[];
  // 张小明 eats the ordinary meal.
  child = identities.find((identity) => identity.userName === '张小明')!.associatedUserId;
});
afterAll(() => t.close());

async function amountOf(orderId: number): Promise<number> {
  return (await call(t.app, { url: `/api/order/${orderId}`, token: parent })).json().data.amount;
}

describe('console rules', () => {
  it('a new lunch price applies to orders placed after it, not before', async () => {
    const rules = await adminData<Rules>(t.app, tokens.admin, { url: '/api/admin/rules' });
    const lunch = rules.dining.find((rule) => rule.diningType === 'Lunch')!;
    expect(lunch.priceOrdinary).toBe(1500);
    const before = await placeNextOpenMeal(t.app, parent, child);
    expect(before.amount).toBe(1500);

    const saved = await adminData<Rules>(t.app, tokens.admin, {
      method: 'PUT',
      url: '/api/admin/rules/dining',
      body: { ...lunch, priceOrdinary: 1800 },
    });
    expect(saved.dining.find((rule) => rule.diningType === 'Lunch')?.priceOrdinary).toBe(1800);
    expect(await amountOf(before.id)).toBe(1500);
    const after = await placeNextOpenMeal(t.app, parent, child);
    expect(after.amount).toBe(1800);
  });

  it('a switch turned off refuses the function to families', async () => {
    await adminData(t.app, tokens.admin, {
      method: 'PUT',
      url: '/api/admin/rules/switches',
      body: { functionalSwitch: { order: false } },
    });
    const refused = await call(t.app, {
      method: 'POST',
      url: '/api/associated/user/placing/order',
      token: parent,
      body: {
        associatedUserId: child,
        orderType: 'Day',
        diningType: 'Lunch',
        mealKind: 'Ordinary',
        dates: ['2026-03-27'],
        payMode: 'Online',
      },
      headers: { 'idempotency-key': 'rules-off' },
    });
    expect({ status: refused.statusCode, code: refused.json().code }).toEqual({
      status: 403,
      code: 'FUNCTION_OFF',
    });
    const back = await adminData<Rules>(t.app, tokens.admin, {
      method: 'PUT',
      url: '/api/admin/rules/switches',
      body: { functionalSwitch: { order: true } },
    });
    expect(back.functionalSwitch).toMatchObject({ order: true, leave: true });
  });

  it('refuses serving times that end before they start and unknown switches', async () => {
    const rules = await adminData<Rules>(t.app, tokens.admin, { url: '/api/admin/rules' });
    const lunch = rules.dining.find((rule) => rule.diningType === 'Lunch')!;
    const bad = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/rules/dining',
      token: tokens.admin,
      body: { ...lunch, serveStart: '13:00', serveEnd: '12:00' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/rules/switches',
      token: tokens.admin,
      body: { functionalSwitch: { everything: false } },
    });
    expect(unknown.statusCode).toBe(400);
  });
});
