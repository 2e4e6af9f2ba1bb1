import { randomUUID } from 'node:crypto';
import { MCHID, NOTIFY_PATH, paidNotification } from '../../support/fakes/wechatPayMerchant';
import { call } from '../helpers';
import { ledgerBalance, placeNextOpenMeal } from '../money';
import { DESKTOP_UA, parentOf, startPayment, wechatWorld, type Parent } from './wechatWorld';

// A payment the payer never completes is closed at WeChat Pay after its validity (30 minutes)
// and declined, so nothing stays 支付中 for ever; one that did succeed is never closed, and money
// that arrives after the close is still credited, once (decision 071, its amendment on expiry).

const world = {} as Awaited<ReturnType<typeof wechatWorld>>;
let parent: Parent;
const MINUTE = 60_000;

beforeAll(async () => {
  Object.assign(world, await wechatWorld());
  parent = await parentOf(world.t, 'parent_a');
});
afterAll(() => world.close());

const reconcile = () => world.t.app.services.paymentJobs.reconcile(15 * MINUTE);

async function abandoned() {
  const order = await placeNextOpenMeal(world.t.app, parent.token, parent.child);
  const started = await startPayment(world.t, parent, order.id, DESKTOP_UA);
  expect(started.statusCode).toBe(200);
  return { order, outTradeNo: started.json().data.outTradeNo as string };
}

async function queried(orderId: number) {
  const response = await call(world.t.app, {
    url: `/api/associated/user/orderquery/${orderId}`,
    token: parent.token,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { orderStatus: string; paymentStatus: string | null };
}

const closeCalls = (outTradeNo: string) =>
  world.fake.seen.filter(
    (seen) =>
      seen.method === 'POST' &&
      seen.url === `/v3/pay/transactions/out-trade-no/${outTradeNo}/close`,
  );

describe('an abandoned WeChat Pay payment', () => {
  it('is created with a 30-minute time_expire in China time', async () => {
    const before = world.t.clock.now().getTime();
    const { outTradeNo } = await abandoned();
    const expire = world.fake.expires.get(outTradeNo)!;
    expect(expire).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    const at = new Date(expire).getTime();
    expect(at - before).toBeGreaterThanOrEqual(30 * MINUTE - 1000);
    expect(at - before).toBeLessThanOrEqual(30 * MINUTE + 1000);
  });

  it('is asked about but left pending within its validity, then closed at WeChat Pay and declined: the order is unpaid again', async () => {
    const { order, outTradeNo } = await abandoned();
    world.t.clock.advance(16 * MINUTE);
    await reconcile();
    expect(closeCalls(outTradeNo)).toHaveLength(0);
    expect(await queried(order.id)).toMatchObject({
      orderStatus: 'UnPay',
      paymentStatus: 'Pending',
    });

    world.t.clock.advance(15 * MINUTE);
    const result = await reconcile();
    expect(result.settled).toBeGreaterThanOrEqual(1);
    const [close] = closeCalls(outTradeNo);
    expect(close).toMatchObject({ signed: true });
    expect(JSON.parse(close!.body)).toEqual({ mchid: MCHID });
    expect(world.fake.states.get(outTradeNo)!.trade_state).toBe('CLOSED');
    expect(await queried(order.id)).toMatchObject({
      orderStatus: 'UnPay',
      paymentStatus: 'Declined',
    });
    // Asked again, the closed payment is not closed twice.
    await reconcile();
    expect(closeCalls(outTradeNo)).toHaveLength(1);
  });

  it('paid after the close (its notification late): the money is credited to the balance, once', async () => {
    const { order, outTradeNo } = await abandoned();
    world.t.clock.advance(31 * MINUTE);
    await reconcile();
    expect(world.fake.closed).toContain(outTradeNo);
    const before = await ledgerBalance(world.t.app, parent.accountId);
    world.fake.states.set(outTradeNo, { trade_state: 'SUCCESS', total: order.amount });
    for (let i = 0; i < 2; i++) {
      const note = paidNotification(outTradeNo, order.amount, world.t.clock.now().getTime());
      const delivered = await world.t.app.inject({
        method: 'POST',
        url: NOTIFY_PATH,
        headers: note.headers,
        payload: note.raw,
      });
      expect(delivered.statusCode).toBe(204);
    }
    expect(await ledgerBalance(world.t.app, parent.accountId)).toBe(before + order.amount);
    expect(await queried(order.id)).toMatchObject({ paymentStatus: 'Paid' });
  });

  it('that did succeed but whose notification was lost is recorded paid by the job, never closed', async () => {
    const { order, outTradeNo } = await abandoned();
    world.fake.states.set(outTradeNo, { trade_state: 'SUCCESS', total: order.amount });
    world.t.clock.advance(31 * MINUTE);
    await reconcile();
    expect(closeCalls(outTradeNo)).toHaveLength(0);
    expect(await queried(order.id)).toMatchObject({ orderStatus: 'Pay', paymentStatus: 'Paid' });
  });

  it('stays pending when WeChat Pay cannot be reached to close it, and is closed on the next run', async () => {
    const { order, outTradeNo } = await abandoned();
    world.t.clock.advance(31 * MINUTE);
    world.fake.down = true;
    await expect(reconcile()).rejects.toThrow();
    world.fake.down = false;
    expect(await queried(order.id)).toMatchObject({ paymentStatus: 'Pending' });
    await reconcile();
    expect(world.fake.closed).toContain(outTradeNo);
    expect(await queried(order.id)).toMatchObject({ paymentStatus: 'Declined' });
  });

  it("ends a package purchase's payment as a declined one does", async () => {
    const list = await call(world.t.app, {
      url: `/api/prepayment/associated/user/${parent.child}?page=0&size=10`,
      token: parent.token,
    });
    const packages = list.json().data.content as { id: number; purchasable: boolean }[];
    const pack = packages.find((p) => p.purchasable)!;
    expect(pack).toBeDefined();
    const bought = await call(world.t.app, {
      method: 'POST',
      url: '/api/associated/user/anonymous/pay/cost',
      token: parent.token,
      body: { prepaymentId: pack.id, associatedUserId: parent.child },
      headers: { 'idempotency-key': randomUUID(), 'user-agent': DESKTOP_UA },
    });
    expect(bought.statusCode).toBe(200);
    const { purchase, payment } = bought.json().data;
    world.t.clock.advance(31 * MINUTE);
    await reconcile();
    expect(world.fake.closed).toContain(payment.outTradeNo);
    const after = await call(world.t.app, {
      url: `/api/associated/user/${purchase.id}/paying/PAYING`,
      token: parent.token,
    });
    expect(after.json().data).toMatchObject({
      purchase: { status: 'Cancel' },
      paymentStatus: 'Declined',
    });
  });
});
