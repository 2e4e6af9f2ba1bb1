import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ledger, refundPayouts, refundRules } from '@/server/domains/schema';
import { call, type TestApp } from '../helpers';
import { ledgerBalance } from '../money';
import { consoleTokens, type ConsoleTokens } from '../console/console';
import {
  attacker,
  type FakeMerchantApi,
  refundNotification,
} from '../../support/fakes/wechatPayMerchant';
import { bindOpenid, paidOrder, parentOf, wechatWorld, type Parent } from './wechatWorld';

// Refunds back to the payments the money came from (decision 071), in production mode against
// the local fake of WeChat Pay's merchant API: the split, the refusals, the notifications, an
// outage and reconciliation.

const REFUND_NOTIFY = '/api/payment/wechat/refund-notify';

let world: Awaited<ReturnType<typeof wechatWorld>>;
let t: TestApp;
let fake: FakeMerchantApi;
let parent: Parent;
let tokens: ConsoleTokens;

beforeAll(async () => {
  world = await wechatWorld();
  ({ t, fake } = world);
  parent = await parentOf(t, 'parent_a');
  await bindOpenid(t, parent.accountId);
  tokens = await consoleTokens(t.app);
  // A fen is enough to ask for, so each test can leave nothing behind.
  await t.app.database.db
    .insert(refundRules)
    .values({ unitId: parent.unitId, minAmount: 1 })
    .onConflictDoUpdate({ target: refundRules.unitId, set: { minAmount: 1 } });
});
afterAll(() => world.close());

interface Refund {
  id: number;
  amount: number;
  status: string;
  payout: { status: string; reason: string | null } | null;
}

function askRefund(amount: number) {
  return call(t.app, {
    method: 'POST',
    url: '/api/refund/user',
    token: parent.token,
    body: { associatedUserId: parent.child, amount, reason: '转学' },
    headers: { 'idempotency-key': randomUUID() },
  });
}

async function asked(amount: number): Promise<Refund> {
  const response = await askRefund(amount);
  expect(response.statusCode).toBe(200);
  return response.json().data as Refund;
}

const approve = (id: number) =>
  call(t.app, {
    method: 'POST',
    url: `/api/admin/refunds/${id}/approve`,
    token: tokens.admin,
    body: { remark: '' },
  });

const refundable = async () =>
  (
    await call(t.app, { url: `/api/refund/rule/school/${parent.unitId}`, token: parent.token })
  ).json().data.refundable as number;

const detail = async (id: number) =>
  (await call(t.app, { url: `/api/refund/user/${id}`, token: parent.token })).json().data as Refund;

const withdrawn = async (id: number) =>
  (
    await t.app.database.db
      .select({ amount: ledger.amount })
      .from(ledger)
      .where(
        and(eq(ledger.refType, 'refund'), eq(ledger.refId, id), eq(ledger.type, 'Cash_Withdrawal')),
      )
  ).map((row) => row.amount);

const payoutsOf = (id: number) =>
  t.app.database.db.select().from(refundPayouts).where(eq(refundPayouts.refundId, id));

function deliver(note: { raw: string; headers: Record<string, string> }) {
  return t.app.inject({
    method: 'POST',
    url: REFUND_NOTIFY,
    headers: note.headers,
    payload: note.raw,
  });
}

/** Everything refundable is refunded, so each test starts from payments with nothing left. */
async function drain() {
  const left = await refundable();
  if (left === 0) return;
  const refund = await asked(left);
  fake.refundAnswer = 'SUCCESS';
  expect((await approve(refund.id)).statusCode).toBe(200);
  fake.refundAnswer = 'PROCESSING';
}

describe('refunds go back to the payments the money came from', () => {
  it('only what payments brought in is refundable: the seed, the school and credits beyond it are not cash', async () => {
    await drain();
    // parent_a's balance is the seed's money (no payment behind it): none of it is cash to give.
    expect(await ledgerBalance(t.app, parent.accountId)).toBeGreaterThan(0);
    expect(await refundable()).toBe(0);
    // The school gives money (an Allowance, as a discount or a coupon does): still nothing.
    await t.app.database.db.insert(ledger).values({
      accountId: parent.accountId,
      unitId: parent.unitId,
      type: 'Allowance',
      amount: 5000,
      refType: 'coupon',
    });
    expect(await refundable()).toBe(0);
    const refused = await askRefund(100);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'REFUND_EXCEEDS' });
  });

  it('a cancelled day paid by WeChat Pay is refundable to that payment', async () => {
    await drain();
    const order = await paidOrder(world, parent);
    const cancelled = await call(t.app, {
      url: `/api/order/${order.id}/retreat`,
      token: parent.token,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await refundable()).toBe(order.amount);
    const refund = await asked(order.amount);
    expect((await approve(refund.id)).statusCode).toBe(200);
    const [payout] = await payoutsOf(refund.id);
    expect(payout).toMatchObject({ amount: order.amount, status: 'Processing' });
    expect(fake.refunds.get(payout!.outRefundNo)).toMatchObject({
      out_trade_no: order.outTradeNo,
      refund: order.amount,
    });
  });

  it('a refund is split across payments oldest first, each for no more than it has left; more is refused', async () => {
    await drain();
    const first = await paidOrder(world, parent);
    const second = await paidOrder(world, parent);
    const over = await askRefund(first.amount + second.amount + 1);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'REFUND_EXCEEDS' });

    const before = await ledgerBalance(t.app, parent.accountId);
    const refund = await asked(first.amount + second.amount - 1);
    // The waiting request holds its money: nothing more can be asked for meanwhile.
    expect((await askRefund(2)).json()).toMatchObject({ code: 'REFUND_EXCEEDS' });
    const approved = await approve(refund.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'Pass',
      payout: { status: 'Processing' },
    });
    const payouts = await payoutsOf(refund.id);
    expect(payouts.map((p) => fake.refunds.get(p.outRefundNo))).toEqual([
      { out_trade_no: first.outTradeNo, refund: first.amount, status: 'PROCESSING' },
      { out_trade_no: second.outTradeNo, refund: second.amount - 1, status: 'PROCESSING' },
    ]);
    const requests = fake.seen.filter((seen) => seen.url === '/v3/refund/domestic/refunds');
    expect(requests.every((seen) => seen.signed)).toBe(true);
    expect(JSON.parse(requests.at(-1)!.body)).toMatchObject({
      notify_url: `https://canteen.example${REFUND_NOTIFY}`,
      amount: { refund: second.amount - 1, total: second.amount, currency: 'CNY' },
    });
    // Nothing leaves the ledger before WeChat Pay confirms; the money is held meanwhile.
    expect(await withdrawn(refund.id)).toEqual([]);
    expect(await ledgerBalance(t.app, parent.accountId)).toBe(before);
    expect(await refundable()).toBe(1);

    // A forged notification is refused and changes nothing.
    const forged = refundNotification(payouts[0]!.outRefundNo, 'SUCCESS', t.clock.now().getTime(), {
      key: attacker.privateKey,
    });
    expect((await deliver(forged)).statusCode).toBe(401);
    const unknown = refundNotification('R999999P1', 'SUCCESS', t.clock.now().getTime());
    expect((await deliver(unknown)).statusCode).toBe(404);
    expect(await withdrawn(refund.id)).toEqual([]);

    // Each genuine notification writes its part once; a replay changes nothing.
    for (const payout of payouts) {
      const note = refundNotification(payout.outRefundNo, 'SUCCESS', t.clock.now().getTime());
      expect((await deliver(note)).statusCode).toBe(204);
      expect((await deliver(note)).statusCode).toBe(204);
    }
    expect(await withdrawn(refund.id)).toEqual([first.amount, second.amount - 1]);
    expect(await ledgerBalance(t.app, parent.accountId)).toBe(before - refund.amount);
    expect((await detail(refund.id)).payout).toEqual({ status: 'Success', reason: null });
    const seen = await call(t.app, { url: '/api/admin/refunds?status=Pass', token: tokens.admin });
    expect(seen.json().data).toContainEqual(
      expect.objectContaining({ id: refund.id, payout: { status: 'Success', reason: null } }),
    );
    // Another family cannot read it.
    const other = await parentOf(t, 'parent_b');
    const foreign = await call(t.app, { url: `/api/refund/user/${refund.id}`, token: other.token });
    expect(foreign.statusCode).toBe(404);
  });

  it('WeChat Pay down: a clear error, the refund stays approvable, and approving again pays it once', async () => {
    await drain();
    const order = await paidOrder(world, parent);
    const refund = await asked(order.amount);
    fake.down = true;
    const failed = await approve(refund.id);
    fake.down = false;
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect((await detail(refund.id)).status).toBe('ToAudit');
    expect(await payoutsOf(refund.id)).toEqual([]);
    expect((await approve(refund.id)).statusCode).toBe(200);
    const payouts = await payoutsOf(refund.id);
    expect(payouts).toHaveLength(1);
    expect(fake.refunds.get(payouts[0]!.outRefundNo)).toMatchObject({ refund: order.amount });
  });

  it('reconciliation asks about refunds still processing; a closed one leaves the money in the balance', async () => {
    await drain();
    const first = await paidOrder(world, parent);
    const refund = await asked(first.amount);
    expect((await approve(refund.id)).statusCode).toBe(200);
    const [payout] = await payoutsOf(refund.id);
    fake.refunds.get(payout!.outRefundNo)!.status = 'SUCCESS';
    t.clock.advance(16 * 60_000);
    const before = fake.seen.length;
    await t.app.services.paymentJobs.reconcile(15 * 60_000);
    const queries = fake.seen
      .slice(before)
      .filter((seen) => seen.url === `/v3/refund/domestic/refunds/${payout!.outRefundNo}`);
    expect(queries).toHaveLength(1);
    expect(queries[0]!.signed).toBe(true);
    expect(await withdrawn(refund.id)).toEqual([first.amount]);

    const second = await paidOrder(world, parent);
    const closing = await asked(second.amount);
    expect((await approve(closing.id)).statusCode).toBe(200);
    const balance = await ledgerBalance(t.app, parent.accountId);
    const [closed] = await payoutsOf(closing.id);
    const note = refundNotification(closed!.outRefundNo, 'CLOSED', t.clock.now().getTime());
    expect((await deliver(note)).statusCode).toBe(204);
    expect(await withdrawn(closing.id)).toEqual([]);
    expect(await ledgerBalance(t.app, parent.accountId)).toBe(balance);
    const shown = await detail(closing.id);
    expect(shown.payout?.status).toBe('Closed');
    expect(shown.payout?.reason).toContain('余额');
    // A later SUCCESS for a closed payout changes nothing.
    const late = refundNotification(closed!.outRefundNo, 'SUCCESS', t.clock.now().getTime());
    expect((await deliver(late)).statusCode).toBe(204);
    expect(await withdrawn(closing.id)).toEqual([]);
  });
});
