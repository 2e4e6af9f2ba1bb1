import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { isDatabaseUnavailable } from '@/server/core/ops/dbFaults';
import { payments } from '@/server/domains/schema';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { placeNextOpenMeal } from '../money';
import {
  API_V3_KEY,
  APPID,
  MCHID,
  merchant,
  NOTIFY_PATH,
  OPENID,
  platform,
  PLATFORM_SERIAL,
} from '../../support/fakes/wechatPayMerchant';

// Decision 064: WeChat Pay unreachable answered 503 DATABASE_UNAVAILABLE and was counted
// and logged as a database fault. Production mode with the merchant API on a loopback port
// nothing listens on: the payment answers the provider's own code, the database stays healthy.

let t: TestApp;
let token: string;
const lines: string[] = [];

/** A loopback port that was free a moment ago: a connect to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await closedPort();
  t = await createTestApp({
    demo: false,
    logLevel: 'info',
    logStream: { write: (line: string) => void lines.push(line) },
    wechatPay: {
      mchid: MCHID,
      appid: APPID,
      merchantSerial: 'MERCHANT_SERIAL_1',
      merchantPrivateKey: merchant.privateKey,
      platformSerial: PLATFORM_SERIAL,
      platformPublicKey: platform.publicKey,
      apiV3Key: API_V3_KEY,
      notifyUrl: `https://canteen.example${NOTIFY_PATH}`,
      baseURL: `http://127.0.0.1:${port}/`,
    },
  });
  token = await tokenOf(t.app, 'parent_a');
});
afterAll(() => t.close());

it('answers PAYMENT_PROVIDER_UNAVAILABLE when WeChat Pay is unreachable, and no database fault is counted or logged', async () => {
  const identities = await call(t.app, { url: '/api/associated/user/identity', token });
  const child = identities.json().data[0].associatedUserId as number;
  const order = await placeNextOpenMeal(t.app, token, child);
  lines.length = 0;

  const response = await call(t.app, {
    method: 'POST',
    url: '/api/associated/user/payment/order',
    token,
    body: { orderId: order.id, channel: 'wechat', openid: OPENID },
    headers: { 'idempotency-key': `pay-${Math.random()}` },
  });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({
    success: false,
    code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    message: '支付服务暂时无法连接，请稍后再试',
  });

  const written = lines.join('');
  expect(written).toContain('/api/associated/user/payment/order');
  expect(written).not.toContain('database unavailable');
  const metrics = await call(t.app, { url: '/metrics', remoteAddress: '127.0.0.1' });
  expect(metrics.body).toMatch(/^canteen_db_unavailable_total 0$/m);

  // Nothing was applied: no payment row, the order still waits to be paid.
  const rows = await t.app.database.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id));
  expect(rows).toEqual([]);
  const detail = await call(t.app, { url: `/api/order/${order.id}`, token });
  expect(detail.json().data.orderStatus).toBe('UnPay');
});

it("never takes an outside HTTP client's or object store's refused connection for the database's", () => {
  const refused = { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:9' };
  expect(isDatabaseUnavailable(refused)).toBe(true);
  expect(isDatabaseUnavailable({ ...refused, isAxiosError: true })).toBe(false);
  expect(isDatabaseUnavailable({ ...refused, $metadata: {} })).toBe(false);
  expect(
    isDatabaseUnavailable(new Error('wrapped', { cause: { ...refused, isAxiosError: true } })),
  ).toBe(false);
});
