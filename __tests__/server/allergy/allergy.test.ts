import { sql } from 'drizzle-orm';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { adminData, consoleTokens, firstChild, type ConsoleTokens } from '../console/console';
import {
  balance,
  childInfo,
  declare,
  LUNCH,
  lunchDates,
  mondayOf,
  payAndApprove,
  place,
  review,
} from './world';

// Decision 080: the guardian declares, the school verifies, ordering refuses an unsafe meal by
// name, a republished menu alerts the guardian, who may cancel for the credit past the cut-off.

let t: TestApp;
let tokens: ConsoleTokens;
let parentB: string;
let child: number;
let childB: number;
let kind: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  parentB = await tokenOf(t.app, 'parent_b');
  child = await firstChild(t.app, tokens.parent);
  childB = await firstChild(t.app, parentB);
  kind = (await childInfo(t.app, child)).mealKind;
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.app.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

describe('a profile declared and reviewed', () => {
  it('is pending until the school verifies it, and then refuses the meal naming the dish', async () => {
    const [peanutDay] = await lunchDates(t.app, child, '2026-03-17', 'PEANUT', true);
    expect(peanutDay).toBeDefined();
    const declared = await declare(t.app, tokens.parent, child, [
      { code: 'PEANUT', severity: 'NoTrace' },
    ]);
    expect(declared.statusCode).toBe(200);
    const profile = declared.json().data;
    expect(profile.verified).toEqual([]);
    expect(profile.versions[0]).toMatchObject({ version: 1, review: 'Pending' });

    const pending = await adminData<{ associatedUserId: number }[]>(t.app, tokens.admin, {
      url: '/api/admin/allergy/pending',
    });
    expect(pending.map((row) => row.associatedUserId)).toContain(child);
    // Nobody but the child's school's administrator reviews: another school's, a parent.
    expect((await review(t.app, tokens.otherAdmin, child, 1, 'Verified')).statusCode).toBe(404);
    expect((await review(t.app, tokens.parent, child, 1, 'Verified')).statusCode).toBe(404);
    expect((await review(t.app, tokens.kitchen, child, 1, 'Verified')).statusCode).toBe(404);

    const verified = await review(t.app, tokens.admin, child, 1, 'Verified');
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.profile.verified).toEqual([
      { code: 'PEANUT', severity: 'NoTrace' },
    ]);
    expect((await review(t.app, tokens.admin, child, 1, 'Rejected')).statusCode).toBe(409);

    const refused = await place(t.app, tokens.parent, child, kind, [peanutDay!]);
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body.code).toBe('MEAL_UNSAFE_FOR_CHILD');
    expect(body.message).toBe('宫保鸡丁含花生，孩子已登记对花生过敏，不能订这一餐');
    expect(body.data).toMatchObject({
      date: peanutDay,
      diningType: LUNCH,
      mealKind: kind,
      dishes: [{ dish: '宫保鸡丁', allergens: ['PEANUT'] }],
    });
    const orders = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_days where associated_user_id = ${child} and date = ${peanutDay}`,
    );
    expect(orders[0]!.n).toBe(0);
  });

  it("answers 404 for another family's child", async () => {
    const read = await call(t.app, {
      url: '/api/allergy/profile',
      token: tokens.parent,
      headers: { associatedUser: String(childB) },
    });
    expect(read.statusCode).toBe(404);
    const written = await declare(t.app, tokens.parent, childB, [
      { code: 'EGG', severity: 'Avoid' },
    ]);
    expect(written.statusCode).toBe(404);
  });

  it("links only the caller's own upload as the doctor's note", async () => {
    const response = await declare(t.app, parentB, childB, [{ code: 'EGG', severity: 'Avoid' }], {
      doctorNoteAttachmentId: 'not-my-upload',
    });
    expect(response.statusCode).toBe(404);
  });

  it("flags a pending declaration on the kitchen's list", async () => {
    const declared = await declare(t.app, tokens.parent, child, [
      { code: 'PEANUT', severity: 'NoTrace' },
      { code: 'MILK', severity: 'Avoid' },
    ]);
    expect(declared.json().data.verified).toEqual([{ code: 'PEANUT', severity: 'NoTrace' }]);
    const [ordered] = await rows<{ date: string }>(
      sql`select d.date from order_days d join orders o on o.id = d.order_id
          where d.associated_user_id = ${child} and d.dining_type = 'Lunch' and d.state = 'Order'
            and o.order_status = 'Pay' and d.date >= '2026-03-17'
            and not exists (select 1 from leaves l where l.associated_user_id = d.associated_user_id
              and l.leave_date = d.date and l.dining_type = 'Lunch' and l.leave_status = 'Confirm')
          order by d.date limit 1`,
    );
    const service = await adminData<{ associatedUserId: number; pending: boolean }[]>(
      t.app,
      tokens.kitchen,
      { url: `/api/admin/allergy/service?date=${ordered!.date}&diningType=Lunch` },
    );
    expect(service.find((row) => row.associatedUserId === child)?.pending).toBe(true);
    const version = declared.json().data.versions[0].version as number;
    expect((await review(t.app, tokens.admin, child, version, 'Rejected')).statusCode).toBe(200);
  });

  it('does not enforce a rejected version', async () => {
    const declared = await declare(t.app, parentB, childB, [{ code: 'PEANUT', severity: 'Avoid' }]);
    expect(declared.statusCode).toBe(200);
    const version = declared.json().data.versions[0].version as number;
    expect((await review(t.app, tokens.admin, childB, version, 'Rejected')).statusCode).toBe(200);
    const kindB = (await childInfo(t.app, childB)).mealKind;
    const [peanutDay] = await lunchDates(t.app, childB, '2026-03-17', 'PEANUT', true);
    const placed = await place(t.app, parentB, childB, kindB, [peanutDay!]);
    expect(placed.statusCode).toBe(200);
  });
});

describe('a republished menu', () => {
  let day: string;
  let orderId: number;
  let alertId: number;
  let price: number;

  it('alerts the guardian when it adds peanut to an ordered, paid meal', async () => {
    const safe = await lunchDates(t.app, child, '2026-03-17', 'PEANUT', false);
    day = safe[0]!;
    const placed = await place(t.app, tokens.parent, child, kind, [day]);
    expect(placed.json()).toMatchObject({ success: true });
    orderId = placed.json().data.id;
    price = placed.json().data.amount;
    await payAndApprove(t.app, tokens.parent, orderId);

    const saved = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/menus',
      token: tokens.admin,
      body: {
        date: day,
        diningType: LUNCH,
        mealKind: kind,
        dishes: [
          { name: '宫保鸡丁', weightGrams: 120, allergens: ['PEANUT', 'SOY'] },
          { name: '米饭', weightGrams: 150, allergens: [] },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    await adminData(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/menus/publish',
      body: { monday: mondayOf(day) },
    });

    const alerts = await call(t.app, { url: '/api/allergy/alerts', token: tokens.parent });
    expect(alerts.statusCode).toBe(200);
    const standing = (alerts.json().data as { id: number; date: string; resolution: null }[]).find(
      (alert) => alert.date === day,
    );
    expect(standing).toMatchObject({
      date: day,
      diningType: LUNCH,
      dishes: [{ dish: '宫保鸡丁', allergens: ['PEANUT'] }],
      resolution: null,
    });
    alertId = standing!.id;
    const reminders = await rows<{ body: string }>(
      sql`select body from reminders where kind = 'AllergyAlert'`,
    );
    expect(reminders.map((row) => row.body).join('\n')).toContain('宫保鸡丁含花生');

    // The kitchen's list: the child, and the dish to leave out.
    const service = await adminData<
      { associatedUserId: number; leaveOut: { dish: string }[]; allergies: unknown[] }[]
    >(t.app, tokens.kitchen, { url: `/api/admin/allergy/service?date=${day}&diningType=Lunch` });
    const row = service.find((entry) => entry.associatedUserId === child);
    expect(row?.leaveOut.map((dish) => dish.dish)).toEqual(['宫保鸡丁']);
    expect(row?.allergies).toEqual([{ code: 'PEANUT', severity: 'NoTrace' }]);
    // The tray label carries the verified codes only.
    const labels = await adminData<{ associatedUserId: number; allergies: string[] }[]>(
      t.app,
      tokens.kitchen,
      { url: `/api/admin/serving/labels?date=${day}&diningType=Lunch` },
    );
    expect(labels.find((label) => label.associatedUserId === child)?.allergies).toEqual(['PEANUT']);
  });

  it('lets the guardian cancel past the cut-off for the credit, once', async () => {
    // 08:00 in Shanghai on the day: the day order closed at 16:00 the day before.
    const target = Date.parse(`${day}T00:00:00Z`);
    t.clock.advance(target - t.clock.now().getTime());
    tokens = await consoleTokens(t.app);
    parentB = await tokenOf(t.app, 'parent_b');
    const before = await balance(t.app, tokens.parent, child);
    const cancel = (key: string) =>
      call(t.app, {
        method: 'POST',
        url: `/api/allergy/alerts/${alertId}/cancel`,
        token: tokens.parent,
        headers: { 'idempotency-key': key },
      });
    const first = await cancel('cancel-1');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.resolution).toBe('Cancelled');
    expect(await balance(t.app, tokens.parent, child)).toBe(before + price);
    // The same key answers the first answer; another key finds nothing left to credit.
    expect((await cancel('cancel-1')).json()).toEqual(first.json());
    expect((await cancel('cancel-2')).json().data.resolution).toBe('Cancelled');
    expect(await balance(t.app, tokens.parent, child)).toBe(before + price);
    const state = await rows<{ state: string }>(
      sql`select state from order_days where order_id = ${orderId}`,
    );
    expect(state.map((row) => row.state)).toEqual(['Unsubscribe']);
    // Once the service has started, an alert can no longer be cancelled for the credit.
    const [later] = await lunchDates(t.app, child, day, 'PEANUT', false);
    const laterPlaced = await place(t.app, tokens.parent, child, kind, [later!]);
    expect(laterPlaced.statusCode).toBe(200);
    await call(t.app, {
      method: 'PUT',
      url: '/api/admin/menus',
      token: tokens.admin,
      body: {
        date: later,
        diningType: LUNCH,
        mealKind: kind,
        dishes: [{ name: '宫保鸡丁', weightGrams: 120, allergens: ['PEANUT', 'SOY'] }],
      },
    });
    await adminData(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/menus/publish',
      body: { monday: mondayOf(later!) },
    });
    const alerts = (await call(t.app, { url: '/api/allergy/alerts', token: tokens.parent })).json()
      .data as { id: number; date: string; resolution: string | null }[];
    const laterAlert = alerts.find((alert) => alert.date === later && alert.resolution === null);
    expect(laterAlert).toBeDefined();
    // 12:00 in Shanghai: lunch is served from 11:50.
    t.clock.advance(Date.parse(`${later}T04:00:00Z`) - t.clock.now().getTime());
    tokens = await consoleTokens(t.app);
    parentB = await tokenOf(t.app, 'parent_b');
    const tooLate = await call(t.app, {
      method: 'POST',
      url: `/api/allergy/alerts/${laterAlert!.id}/cancel`,
      token: tokens.parent,
      headers: { 'idempotency-key': 'cancel-late' },
    });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().message).toBe('这一餐已经开始供应，不能再取消');
    // Another family cannot touch the alert.
    const other = await call(t.app, {
      method: 'POST',
      url: `/api/allergy/alerts/${alertId}/cancel`,
      token: parentB,
      headers: { 'idempotency-key': 'cancel-b' },
    });
    expect(other.statusCode).toBe(404);
  });
});
