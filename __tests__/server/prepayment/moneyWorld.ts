import { call, createTestApp, tokenOf, type TestApp } from '../helpers';

// What the money-flow tests share: a server with parent_a and parent_b signed in, their first
// children, and calls with an idempotency key each.

export interface MoneyWorld {
  t: TestApp;
  tokenA: string;
  tokenB: string;
  accountA: number;
  childA: number;
  childB: number;
}

/** Starts the server before the file's tests and closes it after; the helpers call it. */
export function moneyWorld() {
  const world = {} as MoneyWorld;
  let keySeq = 0;
  const key = () => `money-${++keySeq}`;
  beforeAll(async () => {
    const t = await createTestApp();
    const tokenA = await tokenOf(t.app, 'parent_a');
    const tokenB = await tokenOf(t.app, 'parent_b');
    const identitiesA = (
      await call(t.app, { url: '/api/associated/user/identity', token: tokenA })
    ).json().data as { associatedUserId: number; userId: number }[];
    const identitiesB = (
      await call(t.app, { url: '/api/associated/user/identity', token: tokenB })
    ).json().data as { associatedUserId: number }[];
    Object.assign(world, {
      t,
      tokenA,
      tokenB,
      childA: identitiesA[0]!.associatedUserId,
      accountA: identitiesA[0]!.userId,
      childB: identitiesB[0]!.associatedUserId,
    });
  });
  afterAll(() => world.t.close());

  async function post(token: string, url: string, body: unknown, idempotencyKey = key()) {
    return call(world.t.app, {
      method: 'POST',
      url,
      token,
      body,
      headers: { 'idempotency-key': idempotencyKey },
    });
  }

  async function approve(checkoutUrl: string): Promise<void> {
    const response = await world.t.app.inject({
      method: 'POST',
      url: `${checkoutUrl}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'return=%2F',
    });
    expect(response.statusCode).toBe(303);
  }

  async function balance(token: string): Promise<number> {
    return (await call(world.t.app, { url: '/api/user/0/balance', token })).json().data.myAmount;
  }

  async function prepaymentsOf(token: string, child: number) {
    const response = await call(world.t.app, {
      url: `/api/prepayment/associated/user/${child}?page=0&size=10`,
      token,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.content as {
      id: number;
      orderPaymentType: string;
      amount: number;
      discountRate: number;
      orderPaymentUserStatus: string | null;
      purchasable: boolean;
    }[];
  }

  /** parent_a orders `dates` of the first child's ordinary `diningType` and pays in the sandbox. */
  async function placePaid(
    dates: string[],
    diningType = 'Lunch',
  ): Promise<{ id: number; amount: number }> {
    const placed = await post(world.tokenA, '/api/associated/user/placing/order', {
      associatedUserId: world.childA,
      orderType: 'Day',
      diningType,
      mealKind: 'Ordinary',
      dates,
      payMode: 'Online',
    });
    expect(placed.statusCode).toBe(200);
    const order = placed.json().data as { id: number; amount: number };
    const pay = await post(world.tokenA, '/api/associated/user/payment/order', {
      orderId: order.id,
    });
    await approve(pay.json().data.checkoutUrl);
    return order;
  }

  return { world, key, post, approve, balance, prepaymentsOf, placePaid };
}
