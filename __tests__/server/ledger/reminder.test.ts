import type { Reminder } from '@/lib/contract/reminder';
import { post as postLedger } from '@/server/domains/ledger';
import { accountIdOf, call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { firstSchoolOf, placeNextOpenMeal } from '../money';

// The low-balance reminder reads credits from the ledger module: an Allowance (money the school
// gave) ends a fall below the threshold like any other credit, so the next fall reminds again.
// Its own copy of the credit types once left Allowance out, and the second fall went unsaid.

let t: TestApp;
let token: string;
let child: number;
let accountId: number;
let keySeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, 'parent_a');
  const identity = (await call(t.app, { url: '/api/associated/user/identity', token })).json()
    .data[0];
  child = identity.associatedUserId as number;
  accountId = await accountIdOf(t.app, 'parent_a');
});
afterAll(() => t.close());

const send = (url: string, body: unknown) =>
  call(t.app, {
    method: 'POST',
    url,
    token,
    body,
    headers: { 'idempotency-key': `ledger-reminder-${++keySeq}` },
  });

const balance = async (): Promise<number> =>
  (await call(t.app, { url: '/api/user/0/balance', token })).json().data.myAmount;

const lowReminders = async (): Promise<Reminder[]> =>
  ((await call(t.app, { url: '/api/reminders/unseen', token })).json().data as Reminder[]).filter(
    (reminder) => reminder.kind === 'BalanceLow',
  );

async function payFromBalance(): Promise<number> {
  const order = await placeNextOpenMeal(t.app, token, child);
  const paid = await send('/api/associated/user/payment/order', {
    orderId: order.id,
    channel: 'balance',
  });
  expect(paid.json().data.status).toBe('Paid');
  return order.amount;
}

it('an Allowance credit ends a fall below the threshold, so the next fall reminds again', async () => {
  const threshold = await balance();
  const setting = await send('/api/message/template/user/setting', {
    id: 2,
    receive: true,
    threshold,
  });
  expect(setting.json().code).toBe('200');

  const price = await payFromBalance();
  expect(await lowReminders()).toHaveLength(1);

  // The school's Allowance brings the balance back to the threshold: the fall is over.
  const unitId = await firstSchoolOf(t.app, accountId);
  await t.app.database.db.transaction((tx) =>
    postLedger(tx, [{ accountId, unitId, type: 'Allowance', amount: price, remark: 'allowance' }]),
  );
  expect(await balance()).toBe(threshold);

  await payFromBalance();
  expect(await balance()).toBeLessThan(threshold);
  expect(await lowReminders()).toHaveLength(2);
});
