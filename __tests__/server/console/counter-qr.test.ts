import { NOTIFY_PATH, paidNotification } from '../../support/fakes/wechatPayMerchant';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { placeNextOpenMeal } from '../money';
import { auditLines, consoleTokens, type ConsoleTokens } from './console';
import { parentOf, wechatWorld, type Parent } from '../payment/wechatWorld';

// The console's counter takes a payment by a WeChat Pay Native QR code the payer scans, whatever
// browser the console runs in, and follows it until paid or ended; demo mode keeps the sandbox
// (decision 071, its amendment on the counter). Another school's staff reach none of it.

const world = {} as Awaited<ReturnType<typeof wechatWorld>>;
let parent: Parent;
let tokens: ConsoleTokens;

beforeAll(async () => {
  Object.assign(world, await wechatWorld());
  parent = await parentOf(world.t, 'parent_a');
  tokens = await consoleTokens(world.t.app);
});
afterAll(() => world.close());

const counter = (token: string, orderId: number, method: 'GET' | 'POST' = 'GET') =>
  call(world.t.app, {
    method,
    url: `/api/admin/orders/${orderId}/counter-payment`,
    token,
    // A phone's browser would otherwise be asked to pay by H5: the counter always shows a code.
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile MicroMessenger/8.0' },
  });

describe('the counter in production', () => {
  it('shows a Native QR code, follows the payment until WeChat Pay confirms it', async () => {
    const order = await placeNextOpenMeal(world.t.app, parent.token, parent.child);
    const started = await counter(tokens.admin, order.id, 'POST');
    expect(started.statusCode).toBe(200);
    const payment = started.json().data;
    expect(payment).toMatchObject({ channel: 'wechat', status: 'Pending', amount: order.amount });
    expect(payment.qrCode).toMatch(/^data:image\/png;base64,/);
    const prepay = world.fake.seen.filter((seen) => seen.url === '/v3/pay/transactions/native');
    expect(prepay.at(-1)).toMatchObject({ signed: true });
    expect(JSON.parse(prepay.at(-1)!.body)).toMatchObject({ out_trade_no: payment.outTradeNo });
    expect(await auditLines(world.t.app, tokens.admin)).toContain(
      `order.counterPayment ${order.id}`,
    );

    const polled = await counter(tokens.admin, order.id);
    expect(polled.json().data).toMatchObject({
      orderStatus: 'UnPay',
      payment: { status: 'Pending', qrCode: payment.qrCode },
    });

    world.fake.states.set(payment.outTradeNo, { trade_state: 'SUCCESS', total: order.amount });
    const note = paidNotification(payment.outTradeNo, order.amount, world.t.clock.now().getTime());
    const delivered = await world.t.app.inject({
      method: 'POST',
      url: NOTIFY_PATH,
      headers: note.headers,
      payload: note.raw,
    });
    expect(delivered.statusCode).toBe(204);
    const paid = (await counter(tokens.admin, order.id)).json().data;
    expect(paid).toMatchObject({ orderStatus: 'Pay', payment: { status: 'Paid', qrCode: null } });

    const again = await counter(tokens.admin, order.id, 'POST');
    expect(again.statusCode).toBe(409);
  });

  it('ends as declined once the code expires unpaid', async () => {
    const order = await placeNextOpenMeal(world.t.app, parent.token, parent.child);
    const started = await counter(tokens.admin, order.id, 'POST');
    expect(started.statusCode).toBe(200);
    world.t.clock.advance(31 * 60_000);
    await world.t.app.services.paymentJobs.reconcile(15 * 60_000);
    expect((await counter(tokens.admin, order.id)).json().data).toMatchObject({
      orderStatus: 'UnPay',
      payment: { status: 'Declined', qrCode: null },
    });
  });

  it("another school's staff, a parent and the kitchen can neither start nor read it", async () => {
    const order = await placeNextOpenMeal(world.t.app, parent.token, parent.child);
    expect((await counter(tokens.admin, order.id, 'POST')).statusCode).toBe(200);
    for (const token of [tokens.otherAdmin, tokens.parent, tokens.kitchen]) {
      const read = await counter(token, order.id);
      expect(read.statusCode).toBe(404);
      expect(read.body).not.toContain('data:image');
      expect((await counter(token, order.id, 'POST')).statusCode).toBe(404);
    }
  });
});

describe('the counter in demo mode', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('keeps the sandbox: its checkout link, no QR code', async () => {
    t = await createTestApp();
    const admin = await tokenOf(t.app, 'school_admin');
    const token = await tokenOf(t.app, 'parent_a');
    const identities = await call(t.app, { url: '/api/associated/user/identity', token });
    const child = identities.json().data[0].associatedUserId as number;
    const order = await placeNextOpenMeal(t.app, token, child);
    const started = await call(t.app, {
      method: 'POST',
      url: `/api/admin/orders/${order.id}/counter-payment`,
      token: admin,
    });
    expect(started.statusCode).toBe(200);
    const payment = started.json().data;
    expect(payment).toMatchObject({ channel: 'sandbox', status: 'Pending', qrCode: null });
    expect(payment.checkoutUrl).toMatch(/^\/sandbox\/pay\//);
    const approved = await t.app.inject({
      method: 'POST',
      url: `${payment.checkoutUrl}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'return=%2F',
    });
    expect(approved.statusCode).toBe(303);
    const polled = await call(t.app, {
      url: `/api/admin/orders/${order.id}/counter-payment`,
      token: admin,
    });
    expect(polled.json().data).toMatchObject({ orderStatus: 'Pay', payment: { status: 'Paid' } });
  });
});
