import { and, eq } from 'drizzle-orm';
import { leaves, ledger } from '@/server/domains/schema';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';

// Leave and its money: a paid meal's price credited on leave (Leave_Settlement), charged back
// on cancel, cut-offs from the school's settings, idempotent replays, and other accounts' 404s.
// The test clock starts on Monday 2026-03-16 10:00 in Shanghai; the demo seed holds meals for
// the next two weeks, so these tests use the week after.

let t: TestApp;
let tokenA: string;
let tokenB: string;
let childA: number;
let childA2: number;
let childB: number;

const TUESDAY = '2026-03-31';
const WEDNESDAY = '2026-04-01';
const THURSDAY = '2026-04-02';

async function balance(token: string): Promise<number> {
  const response = await call(t.app, { url: '/api/user/0/balance', token });
  return response.json().data.myAmount as number;
}

async function placePaid(
  token: string,
  child: number,
  dates: string[],
  diningType = 'Lunch',
): Promise<{ id: number; amount: number }> {
  const placed = await call(t.app, {
    method: 'POST',
    url: '/api/associated/user/placing/order',
    token,
    body: {
      associatedUserId: child,
      orderType: 'Day',
      diningType,
      mealKind: 'Ordinary',
      dates,
      payMode: 'Online',
    },
    headers: { 'idempotency-key': `place-${child}-${diningType}-${dates.join()}` },
  });
  expect(placed.statusCode).toBe(200);
  const order = placed.json().data as { id: number; amount: number };
  const pay = await call(t.app, {
    method: 'POST',
    url: '/api/associated/user/payment/order',
    token,
    body: { orderId: order.id },
    headers: { 'idempotency-key': `pay-${order.id}` },
  });
  const { checkoutUrl } = pay.json().data as { checkoutUrl: string };
  await t.app.inject({
    method: 'POST',
    url: `${checkoutUrl}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'return=%2F',
  });
  const status = await call(t.app, { url: `/api/associated/user/orderquery/${order.id}`, token });
  expect(status.json().data.orderStatus).toBe('Pay');
  return order;
}

function leave(
  token: string,
  body: { associatedUserId: number; leaveDate: string; diningType: string },
  key?: string,
  path = '/api/meal/leave',
) {
  return call(t.app, {
    method: 'POST',
    url: path,
    token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });
}

async function axisStatus(token: string, child: number, date: string, diningType = 'Lunch') {
  const [y, m] = date.split('-').map(Number);
  const response = await call(t.app, {
    url: `/api/meal/axis/year/${y}/month/${m}?diningType=${diningType}`,
    token,
    headers: { associatedUser: String(child) },
  });
  const items = response.json().data.items as { value: string; mealAxisStatus: string }[];
  return items.find((item) => item.value === date)?.mealAxisStatus;
}

async function leaveRows(child: number, date: string) {
  return t.app.database.db
    .select()
    .from(leaves)
    .where(and(eq(leaves.associatedUserId, child), eq(leaves.leaveDate, date)));
}

beforeAll(async () => {
  t = await createTestApp();
  tokenA = await tokenOf(t.app, 'parent_a');
  tokenB = await tokenOf(t.app, 'parent_b');
  const identities = async (token: string) =>
    (await call(t.app, { url: '/api/associated/user/identity', token })).json().data as {
      associatedUserId: number;
    }[];
  [childA, childA2] = (await identities(tokenA)).map((i) => i.associatedUserId) as [number, number];
  childB = (await identities(tokenB))[0]!.associatedUserId;
});
afterAll(() => t.close());

describe('leave', () => {
  it('credits a paid day, shows Leave on the calendar, and cancelling charges it back', async () => {
    const order = await placePaid(tokenA, childA, [TUESDAY, WEDNESDAY]);
    const before = await balance(tokenA);
    const dayStates = async () =>
      (
        (await call(t.app, { url: `/api/order/${order.id}`, token: tokenA })).json().data
          .dayOrderDetails as { mealsDate: string; state: string }[]
      ).map((day) => [day.mealsDate, day.state]);
    expect(await axisStatus(tokenA, childA, TUESDAY)).toBe('Order');

    const offered = await call(t.app, {
      url: `/api/meal/leave/associated/user/${childA}/available/date?diningType=Lunch`,
      token: tokenA,
    });
    expect(offered.json().data).toEqual(
      expect.arrayContaining([
        { leaveDate: TUESDAY, diningType: 'Lunch', cutOff: '2026-03-31T01:00:00.000Z' },
      ]),
    );

    const body = { associatedUserId: childA, leaveDate: TUESDAY, diningType: 'Lunch' };
    const asked = await leave(tokenA, body, 'leave-1');
    expect(asked.json()).toEqual({ success: true, data: 'Confirm' });
    expect(await balance(tokenA)).toBe(before + 1500);
    expect(await axisStatus(tokenA, childA, TUESDAY)).toBe('Leave');
    expect(await axisStatus(tokenA, childA, WEDNESDAY)).toBe('Order');
    expect(await dayStates()).toEqual([
      [TUESDAY, 'Leave'],
      [WEDNESDAY, 'Order'],
    ]);

    // The replay answers the same and credits nothing more; another body under the key is 422.
    const replay = await leave(tokenA, body, 'leave-1');
    expect(replay.json()).toEqual({ success: true, data: 'Confirm' });
    expect(await balance(tokenA)).toBe(before + 1500);
    const mismatch = await leave(tokenA, { ...body, leaveDate: WEDNESDAY }, 'leave-1');
    expect(mismatch.statusCode).toBe(422);
    // A second intent for the same meal neither adds a leave nor credits again.
    expect((await leave(tokenA, body, 'leave-again')).json().data).toBe('Confirm');
    expect(await balance(tokenA)).toBe(before + 1500);
    expect(await leaveRows(childA, TUESDAY)).toHaveLength(1);

    const listed = await call(t.app, {
      url: `/api/meal/leave/associated/user/${childA}?page=0&size=10`,
      token: tokenA,
    });
    // Newest date first; the demo seed's own leave for this child comes after.
    expect(listed.json().data.content[0]).toMatchObject({
      leaveDate: TUESDAY,
      diningType: 'Lunch',
      leaveStatus: 'Confirm',
      credited: 1500,
    });
    const offeredAfter = await call(t.app, {
      url: `/api/meal/leave/associated/user/${childA}/available/date?diningType=Lunch`,
      token: tokenA,
    });
    expect(
      (offeredAfter.json().data as { leaveDate: string }[]).map((d) => d.leaveDate),
    ).not.toContain(TUESDAY);

    const cancelled = await call(t.app, {
      method: 'POST',
      url: '/api/meal/leave/cancel',
      token: tokenA,
      body,
      headers: { 'idempotency-key': 'cancel-1' },
    });
    expect(cancelled.json().data).toMatchObject({ leaveStatus: 'Cancel', credited: 0 });
    expect(await balance(tokenA)).toBe(before);
    expect(await axisStatus(tokenA, childA, TUESDAY)).toBe('Order');
    expect(await dayStates()).toEqual([
      [TUESDAY, 'Order'],
      [WEDNESDAY, 'Order'],
    ]);
    const replayCancel = await call(t.app, {
      method: 'POST',
      url: '/api/meal/leave/cancel',
      token: tokenA,
      body,
      headers: { 'idempotency-key': 'cancel-1' },
    });
    expect(replayCancel.json().data).toMatchObject({ leaveStatus: 'Cancel' });
    expect(await balance(tokenA)).toBe(before);
    const again = await call(t.app, {
      method: 'POST',
      url: '/api/meal/leave/cancel',
      token: tokenA,
      body,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses leave on a meal that is not paid, and on a dining type not served', async () => {
    const noOrder = await leave(tokenA, {
      associatedUserId: childA,
      leaveDate: THURSDAY,
      diningType: 'Lunch',
    });
    expect(noOrder.statusCode).toBe(400);
    expect(noOrder.json().message).toBe(
      '2026-04-02 没有已支付的订餐，无需请假，请去掉这天后再提交',
    );
    expect(await leaveRows(childA, THURSDAY)).toHaveLength(0);
  });

  it('refuses to cancel leave when the balance cannot cover the charge-back', async () => {
    await placePaid(tokenA, childA2, [WEDNESDAY]);
    const body = { associatedUserId: childA2, leaveDate: WEDNESDAY, diningType: 'Lunch' };
    expect((await leave(tokenA, body, 'spend-1')).json().data).toBe('Confirm');
    // The parent withdraws the whole balance (the school's cash desk writes the row).
    const all = await balance(tokenA);
    const [account] = await t.app.database.db
      .select({ accountId: ledger.accountId, unitId: ledger.unitId })
      .from(ledger)
      .where(eq(ledger.associatedUserId, childA2))
      .limit(1);
    await t.app.database.db.insert(ledger).values({
      accountId: account!.accountId,
      unitId: account!.unitId,
      type: 'Cash_Withdrawal',
      amount: all,
    });
    expect(await balance(tokenA)).toBe(0);

    const refused = await call(t.app, {
      method: 'POST',
      url: '/api/meal/leave/cancel',
      token: tokenA,
      body,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('余额不足以扣回请假退款，无法取消请假');
    expect(await balance(tokenA)).toBe(0);
    expect((await leaveRows(childA2, WEDNESDAY))[0]!.leaveStatus).toBe('Confirm');
  });

  it('cancelling an order with a day on leave credits only the other days, once', async () => {
    const order = await placePaid(tokenB, childB, [TUESDAY, WEDNESDAY]);
    const before = await balance(tokenB);
    const body = { associatedUserId: childB, leaveDate: TUESDAY, diningType: 'Lunch' };
    // The route for one associated user answers the same as the plain one.
    const asked = await leave(tokenB, { ...body }, 'b-leave', `/api/meal/leave/user/${childB}`);
    expect(asked.json().data).toBe('Confirm');
    const price = order.amount / 2;
    expect(await balance(tokenB)).toBe(before + price);

    const cancelled = await call(t.app, { url: `/api/order/${order.id}/retreat`, token: tokenB });
    expect(cancelled.json().data).toMatchObject({ credited: price });
    expect(await balance(tokenB)).toBe(before + 2 * price);

    const unleave = await call(t.app, {
      method: 'POST',
      url: '/api/meal/leave/cancel',
      token: tokenB,
      body,
    });
    expect(unleave.statusCode).toBe(409);
    expect(unleave.json().message).toBe('该餐次订单已退订，无法取消请假');
    expect(await balance(tokenB)).toBe(before + 2 * price);
  });

  it("answers 404 for another account's child on every leave route, writing nothing", async () => {
    const body = { associatedUserId: childA, leaveDate: WEDNESDAY, diningType: 'Lunch' };
    const gets = [
      `/api/meal/leave/associated/user/${childA}`,
      `/api/meal/leave/associated/user/${childA}/available/date`,
    ];
    for (const url of gets)
      expect([url, (await call(t.app, { url, token: tokenB })).statusCode]).toEqual([url, 404]);
    const posts: [string, unknown][] = [
      ['/api/meal/leave', body],
      ['/api/meal/leave/cancel', body],
      [`/api/meal/leave/user/${childA}`, { leaveDate: WEDNESDAY, diningType: 'Lunch' }],
    ];
    for (const [url, payload] of posts) {
      const response = await call(t.app, { method: 'POST', url, token: tokenB, body: payload });
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
    expect(await axisStatus(tokenA, childA, WEDNESDAY)).toBe('Order');
    expect(
      (await leaveRows(childA, WEDNESDAY)).filter((row) => row.leaveStatus === 'Confirm'),
    ).toHaveLength(0);
  });

  it('closes leave at 09:00 the same day for lunch and 16:00 the day before for breakfast', async () => {
    await placePaid(tokenA, childA, [THURSDAY], 'Breakfast');
    const breakfast = { associatedUserId: childA, leaveDate: THURSDAY, diningType: 'Breakfast' };
    const lunch = { associatedUserId: childA, leaveDate: WEDNESDAY, diningType: 'Lunch' };

    // Tuesday 15:59 Shanghai: breakfast on Thursday is open (closes Wednesday 16:00).
    t.clock.advance(Date.parse('2026-03-31T07:59:00Z') - t.clock.now().getTime());
    tokenA = await tokenOf(t.app, 'parent_a'); // a week on: the old token has expired
    const early = await leave(tokenA, breakfast, 'bf-1');
    expect(early.json()).toEqual({ success: true, data: 'Confirm' });
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/meal/leave/cancel',
          token: tokenA,
          body: breakfast,
        })
      ).statusCode,
    ).toBe(200);

    // Wednesday 08:59: lunch on Wednesday still open; 09:00 closed.
    t.clock.advance(Date.parse('2026-04-01T00:59:00Z') - t.clock.now().getTime());
    const before = await balance(tokenA);
    t.clock.advance(60_000);
    const late = await leave(tokenA, lunch, 'late-lunch');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      '2026-04-01 的请假已于 2026-04-01 09:00 截止，请去掉这天后再提交',
    );
    expect(await balance(tokenA)).toBe(before);
    const offered = await call(t.app, {
      url: `/api/meal/leave/associated/user/${childA}/available/date`,
      token: tokenA,
    });
    expect(offered.json().data).toEqual([
      { leaveDate: THURSDAY, diningType: 'Breakfast', cutOff: '2026-04-01T08:00:00.000Z' },
    ]);

    // Wednesday 16:00: Thursday's breakfast closes too.
    t.clock.advance(Date.parse('2026-04-01T08:00:00Z') - t.clock.now().getTime());
    const lateBreakfast = await leave(tokenA, breakfast, 'bf-2');
    expect(lateBreakfast.statusCode).toBe(400);
    expect(lateBreakfast.json().message).toBe(
      '2026-04-02 的请假已于 2026-04-01 16:00 截止，请去掉这天后再提交',
    );
  });
});
