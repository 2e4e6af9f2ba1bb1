import { startServer, type ServerProcess } from '@/scripts/ops/server';
import { TEST_CLOCK_WARNING } from '@/server/core/clock';
import { configFromEnv } from '@/server/core/env';
import { ProductionMerchantApi } from '../support/fakes/productionPay';
import { paidNotification } from '../support/fakes/wechatPayMerchant';

// Decision 071: browser tests of production move the server's clock with TEST_CLOCK_OFFSET_SECONDS,
// which any mode takes (DEMO=0 still refuses the demo clock), and the server says so at every
// start so nobody runs it for real unawares.

const DAY = 86_400;
const fake = new ProductionMerchantApi();
const production = (extra: Record<string, string>) =>
  ({
    NODE_ENV: 'test',
    ...fake.serverEnv(),
    PUBLIC_ORIGIN: 'https://canteen.example',
    ...extra,
  }) as NodeJS.ProcessEnv;

it('moves the clock in production and in demo mode, and marks the settings as moved for tests', () => {
  const config = configFromEnv(production({ TEST_CLOCK_OFFSET_SECONDS: String(DAY) }));
  expect(config.demo).toBe(false);
  expect(config.clockMovedForTests).toBe(true);
  const ahead = config.clock!.now().getTime() - Date.now();
  expect(ahead).toBeGreaterThan(DAY * 1000 - 1000);
  expect(ahead).toBeLessThan(DAY * 1000 + 1000);
  expect(configFromEnv({ TEST_CLOCK_OFFSET_SECONDS: '-60' }).clockMovedForTests).toBe(true);
  expect(configFromEnv(production({})).clockMovedForTests).toBe(false);
});

it('refuses a test clock that is not a number, and the demo clock in production still', () => {
  expect(() => configFromEnv(production({ TEST_CLOCK_OFFSET_SECONDS: 'tomorrow' }))).toThrow(
    'TEST_CLOCK_OFFSET_SECONDS must be a number',
  );
  expect(() => configFromEnv(production({ DEMO_CLOCK_OFFSET_SECONDS: '60' }))).toThrow(
    'DEMO_CLOCK_OFFSET_SECONDS is for demo mode only',
  );
  expect(() =>
    configFromEnv({ DEMO_CLOCK_OFFSET_SECONDS: '60', TEST_CLOCK_OFFSET_SECONDS: '60' }),
  ).toThrow('one only');
});

describe('a production server started with a test clock', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    await fake.listen();
    server = await startServer({
      ...(production({ TEST_CLOCK_OFFSET_SECONDS: String(DAY) }) as Record<string, string>),
      // Its own empty database, also when the suite runs on PostgreSQL (empty is unset).
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      DEMO_CLOCK_OFFSET_SECONDS: '',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await fake.close();
  });

  it('prints the warning, first', () => {
    const lines = server.output().split('\n');
    expect(lines[0]).toBe(TEST_CLOCK_WARNING);
    expect(TEST_CLOCK_WARNING).toContain('the clock is moved for tests: not for real use');
  });

  it("judges WeChat Pay's notifications by the moved clock", async () => {
    const post = async (at: number) => {
      const note = paidNotification('T-unknown-trade', 1500, at);
      const response = await fetch(`${server.origin}/api/payment/wechat/notify`, {
        method: 'POST',
        headers: note.headers,
        body: note.raw,
      });
      return response.status;
    };
    // Stamped at the machine's time: a day outside the server's window, refused as a replay.
    expect(await post(Date.now())).toBe(401);
    // Stamped at the server's time: genuine, and only then is the trade looked up (never issued).
    expect(await post(Date.now() + DAY * 1000)).toBe(404);
  });
});
