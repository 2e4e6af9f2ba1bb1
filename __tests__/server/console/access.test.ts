import { call, createTestApp, type TestApp } from '../helpers';
import { consoleTokens, type ConsoleTokens } from './console';

// Decision 046: every console call answers 404 to a family, a teacher, and (for anything of the
// demo school) another school's administrator; the kitchen reaches only the sheet and the menus.

let t: TestApp;
let tokens: ConsoleTokens;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
});
afterAll(() => t.close());

interface ConsoleCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  /** The kitchen may make it. */
  kitchen: boolean;
  /** It names something of the demo school, so the other school's administrator gets 404. */
  names: boolean;
}

const SHEET = '/api/admin/sheet?date=2026-03-18&diningType=Lunch';

export const CONSOLE_CALLS: ConsoleCall[] = [
  { method: 'GET', url: '/api/admin/me', kitchen: true, names: false },
  { method: 'GET', url: '/api/admin/audit', kitchen: false, names: false },
  { method: 'GET', url: SHEET, kitchen: true, names: false },
  { method: 'GET', url: '/api/admin/menus?monday=2026-03-16', kitchen: true, names: false },
  {
    method: 'PUT',
    url: '/api/admin/menus',
    body: { date: '2026-04-20', diningType: 'Lunch', mealKind: 'Ordinary', dishes: [] },
    kitchen: true,
    names: false,
  },
  {
    method: 'POST',
    url: '/api/admin/menus/publish',
    body: { monday: '2026-04-20' },
    kitchen: true,
    names: false,
  },
  {
    method: 'POST',
    url: '/api/admin/menus/copy',
    body: { monday: '2026-04-27' },
    kitchen: true,
    names: false,
  },
  { method: 'GET', url: '/api/admin/calendar?month=2026-03', kitchen: false, names: false },
  {
    method: 'PUT',
    url: '/api/admin/calendar',
    body: { date: '2026-05-30', kind: 'Workday', name: 'x' },
    kitchen: false,
    names: false,
  },
  { method: 'DELETE', url: '/api/admin/calendar/2026-05-30', kitchen: false, names: false },
  { method: 'GET', url: '/api/admin/rules', kitchen: false, names: false },
  {
    method: 'PUT',
    url: '/api/admin/rules/switches',
    body: { functionalSwitch: {} },
    kitchen: false,
    names: false,
  },
  {
    method: 'PUT',
    url: '/api/admin/rules/dining',
    body: {
      diningType: 'Breakfast',
      priceOrdinary: 500,
      priceMuslim: 600,
      orderDaysBefore: 1,
      orderTime: '16:00',
      leaveDaysBefore: 1,
      leaveTime: '16:00',
      serveStart: '07:10',
      serveEnd: '07:50',
      functionalSwitch: {},
    },
    kitchen: false,
    names: false,
  },
  { method: 'GET', url: '/api/admin/roster', kitchen: false, names: false },
  {
    method: 'POST',
    url: '/api/admin/roster/preview',
    body: { csv: '' },
    kitchen: false,
    names: false,
  },
  {
    method: 'POST',
    url: '/api/admin/roster/import',
    body: { csv: '' },
    kitchen: false,
    names: false,
  },
  {
    method: 'POST',
    url: '/api/admin/roster/teachers',
    body: { mobile: '13800000005', classesId: 1, bindType: 'HEAD_TEACHER' },
    kitchen: false,
    names: true,
  },
  { method: 'GET', url: '/api/admin/roster/children', kitchen: false, names: false },
  { method: 'GET', url: '/api/admin/roster/students?classesId=1', kitchen: false, names: true },
  {
    method: 'PUT',
    url: '/api/admin/roster/children/1/link',
    body: { rosterStudentId: 1 },
    kitchen: false,
    names: true,
  },
  { method: 'DELETE', url: '/api/admin/roster/children/1/link', kitchen: false, names: true },
  { method: 'GET', url: '/api/admin/payments', kitchen: false, names: false },
  { method: 'GET', url: '/api/admin/orders/unpaid', kitchen: false, names: false },
  { method: 'POST', url: '/api/admin/orders/1/paid', kitchen: false, names: true },
  { method: 'GET', url: '/api/admin/accounts?q=138', kitchen: false, names: false },
  { method: 'GET', url: '/api/admin/accounts/1/ledger', kitchen: false, names: true },
  { method: 'GET', url: '/api/admin/news', kitchen: false, names: false },
  { method: 'DELETE', url: '/api/admin/news/999999', kitchen: false, names: false },
  { method: 'GET', url: '/api/admin/agreements', kitchen: false, names: false },
  {
    method: 'POST',
    url: '/api/admin/news',
    body: { title: 't', summary: '', content: 'c', public: false },
    kitchen: false,
    names: false,
  },
  {
    method: 'POST',
    url: '/api/admin/agreements',
    body: {
      userType: 'Student',
      title: 't',
      partyName: 'p',
      content: 'c',
      auditStatus: 'ToAudit',
      signedOn: null,
      validUntil: null,
    },
    kitchen: false,
    names: false,
  },
  { method: 'DELETE', url: '/api/admin/agreements/999999', kitchen: false, names: false },
  { method: 'GET', url: '/api/admin/refunds', kitchen: false, names: false },
  {
    method: 'POST',
    url: '/api/admin/refunds/1/approve',
    body: { remark: '' },
    kitchen: false,
    names: true,
  },
  {
    method: 'POST',
    url: '/api/admin/refunds/1/reject',
    body: { remark: '' },
    kitchen: false,
    names: true,
  },
  { method: 'GET', url: '/api/admin/prepayments', kitchen: false, names: false },
  {
    method: 'POST',
    url: '/api/admin/prepayments',
    body: {
      name: 'p',
      orderPaymentType: 'Dispark',
      amount: 100,
      validFrom: '2026-01-01',
      validUntil: '2026-12-31',
    },
    kitchen: false,
    names: false,
  },
  // The demo school's first prepayment and coupon (server/demo/seedMoney.ts), decision 057.
  { method: 'POST', url: '/api/admin/prepayments/1/withdraw', kitchen: false, names: true },
  { method: 'GET', url: '/api/admin/coupons', kitchen: false, names: false },
  { method: 'POST', url: '/api/admin/coupons/1/revoke', kitchen: false, names: true },
  { method: 'GET', url: '/api/admin/origins', kitchen: false, names: false },
  {
    method: 'POST',
    url: '/api/admin/origins',
    body: { origin: 'https://partner.example.com' },
    kitchen: false,
    names: false,
  },
  {
    method: 'POST',
    url: '/api/admin/origins/remove',
    body: { origin: 'https://partner.example.com' },
    kitchen: false,
    names: false,
  },
  {
    method: 'POST',
    url: '/api/admin/coupons',
    body: {
      mobile: '13800000001',
      name: 'c',
      value: 100,
      validFrom: '2026-01-01',
      validUntil: '2026-12-31',
    },
    kitchen: false,
    names: true,
  },
];

describe('console access', () => {
  it.each(CONSOLE_CALLS.map((c) => [`${c.method} ${c.url}`, c] as const))(
    '%s: 404 for a family and a teacher',
    async (_name, request) => {
      for (const token of [tokens.parent, tokens.teacher]) {
        const response = await call(t.app, { ...request, token });
        expect({ status: response.statusCode, code: response.json().code }).toEqual({
          status: 404,
          code: 'NOT_FOUND',
        });
      }
    },
  );

  it.each(CONSOLE_CALLS.map((c) => [`${c.method} ${c.url}`, c] as const))(
    '%s: the kitchen only where its role reaches, the other school only its own',
    async (_name, request) => {
      const kitchen = await call(t.app, { ...request, token: tokens.kitchen });
      if (!request.kitchen) expect(kitchen.statusCode).toBe(404);
      else expect(kitchen.statusCode).not.toBe(404);
      const other = await call(t.app, { ...request, token: tokens.otherAdmin });
      if (request.names) expect(other.statusCode).toBe(404);
    },
  );

  it('answers 401 without a token', async () => {
    expect((await call(t.app, { url: '/api/admin/me' })).statusCode).toBe(401);
  });

  it('tells each staff member who they are and for which school', async () => {
    const admin = (await call(t.app, { url: '/api/admin/me', token: tokens.admin })).json().data;
    expect(admin).toMatchObject({ role: 'SchoolAdmin', unitName: '阳光实验小学' });
    const kitchen = (await call(t.app, { url: '/api/admin/me', token: tokens.kitchen })).json()
      .data;
    expect(kitchen).toMatchObject({ role: 'Kitchen', unitName: '阳光实验小学' });
    const other = (await call(t.app, { url: '/api/admin/me', token: tokens.otherAdmin })).json()
      .data;
    expect(other).toMatchObject({ role: 'SchoolAdmin', unitName: '明德中学' });
  });

  it("shows another school's administrator none of the demo school's meals", async () => {
    const own = (await call(t.app, { url: SHEET, token: tokens.admin })).json().data;
    expect(own.rows.length).toBeGreaterThan(0);
    // 明德中学 serves no lunch in the demo: its sheet is refused, never the demo school's.
    const other = (await call(t.app, { url: SHEET, token: tokens.otherAdmin })).json();
    expect(other.data?.rows ?? []).toEqual([]);
  });
});
