import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { ProductionMerchantApi, type JsapiLaunch } from '../../support/fakes/productionPay';
import { APPID, OPENID } from '../../support/fakes/wechatPayMerchant';
import { testClockEnv, testNow } from './clock';
import { ROOT } from './paths';
import { startServer, type RunningServer } from './server';
import { CLIENT_ID } from './session';

// A production server (DEMO=0, so no seed) for browser tests: WeChat Pay through the local fake,
// the clock moved by TEST_CLOCK_OFFSET_SECONDS to the test instant, the example school made by
// `school:create` and one family by the fixture (family.ts), both while the server is halted.

export const SCHOOL_FILE = join(ROOT, 'examples', 'school.json');
export const SCHOOL_KEY = 'chenguang-primary';
export const PARENT_LOGIN = 'parent_prod';
export const PARENT_PASSWORD = 'Parent@2026';

export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

export interface ProductionWorld {
  fake: ProductionMerchantApi;
  server: RunningServer;
  /** The administrator's one-time link school:create printed. */
  adminLink: string;
  /** The fixture's family; absent when the world starts without one. */
  family?: { accountId: number; childId: number; unitId: number };
  clientSecret: string;
  /** The notifications WeChat's side posted while paying: their HTTP statuses. */
  paymentNotifications: number[];
  close: () => Promise<void>;
}

function run(script: string, args: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [script, ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${script}: ${result.stdout}${result.stderr}`);
  return result.stdout;
}

/**
 * `env` adds settings (e.g. an SMS provider's fake); `family: false` leaves the school with no
 * family, as school:create makes it.
 */
export async function startProduction(
  options: { env?: Record<string, string>; family?: boolean } = {},
): Promise<ProductionWorld> {
  const fake = new ProductionMerchantApi();
  await fake.listen();
  // The demo clock's variable, set by startServer, is refused with DEMO=0: empty is unset.
  const settings: Record<string, string> = {
    ...fake.serverEnv(),
    DEMO_CLOCK_OFFSET_SECONDS: '',
    ...testClockEnv(),
    ...options.env,
  };
  const server = await startServer({ env: { ...process.env, ...settings } });
  const taskEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...settings,
    DATA_DIR: server.dataDir,
    PUBLIC_ORIGIN: server.url,
    LOG_LEVEL: 'warn',
  };
  delete taskEnv.DATABASE_URL;
  let adminLink = '';
  let family: ProductionWorld['family'] = undefined;
  await server.halt();
  try {
    const created = run('server/tasks/school-create.ts', [SCHOOL_FILE], taskEnv);
    adminLink = /^(http\S+)$/m.exec(created)?.[1] ?? '';
    if (!adminLink) throw new Error(`school:create printed no link:\n${created}`);
    if (options.family !== false) {
      const made = run(
        '__tests__/e2e/support/family.ts',
        [SCHOOL_KEY, PARENT_LOGIN, PARENT_PASSWORD, OPENID, APPID],
        taskEnv,
      );
      family = JSON.parse(made.trim().split('\n').pop()!) as ProductionWorld['family'];
    }
  } finally {
    await server.start();
  }
  return {
    fake,
    server,
    adminLink,
    family,
    clientSecret: settings.CLIENT_SECRET!,
    paymentNotifications: [],
    close: async () => {
      await server.stop();
      await fake.close();
    },
  };
}

/** The sign-ins the client authenticates itself to with its secret. */
const CLIENT_AUTHENTICATED = new Set(['/login', '/mobile/login', '/social/login', '/bank/login']);

/**
 * The export under test was built with the demo client's secret; a production build bakes in its
 * own (NEXT_PUBLIC_CLIENT_SECRET). The client's Basic authorization is rewritten to it, as that
 * build would send it.
 */
export async function asProductionBuild(context: BrowserContext, secret: string): Promise<void> {
  const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${secret}`).toString('base64')}`;
  await context.route(
    (url) => CLIENT_AUTHENTICATED.has(url.pathname),
    (route) => route.continue({ headers: { ...route.request().headers(), authorization: basic } }),
  );
}

/**
 * WeChat's in-app browser: its bridge, injected before the app's scripts, pays through the fake
 * (which checks the launch's signature and posts the payment notification) and answers ok.
 */
export async function inWechat(context: BrowserContext, world: ProductionWorld): Promise<void> {
  await context.exposeFunction('__wechatPay', async (launch: JsapiLaunch) => {
    world.paymentNotifications.push(await world.fake.payLaunched(launch, testNow()));
  });
  await context.addInitScript(() => {
    const page = window as unknown as {
      __wechatPay: (launch: unknown) => Promise<void>;
      WeixinJSBridge: unknown;
    };
    page.WeixinJSBridge = {
      invoke(name: string, launch: unknown, answer: (said: { err_msg: string }) => void) {
        if (name !== 'getBrandWCPayRequest') return answer({ err_msg: `${name}:fail` });
        page.__wechatPay(launch).then(
          () => answer({ err_msg: 'get_brand_wcpay_request:ok' }),
          () => answer({ err_msg: 'get_brand_wcpay_request:fail' }),
        );
      },
    };
  });
}

/** A bearer token for the parent, from the test (not the page). */
export async function parentToken(world: ProductionWorld): Promise<string> {
  const basic = Buffer.from(`${CLIENT_ID}:${world.clientSecret}`).toString('base64');
  const response = await fetch(`${world.server.url}/login?client_id=${CLIENT_ID}`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${basic}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    body: new URLSearchParams({
      username: PARENT_LOGIN,
      password: PARENT_PASSWORD,
      grant_type: 'password',
    }).toString(),
  });
  if (!response.ok) throw new Error(`parent login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The parent's balance at the child's school, in fen, from the server. */
export async function balanceOf(world: ProductionWorld, token: string): Promise<number> {
  const response = await fetch(`${world.server.url}/api/user/0/balance`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  return ((await response.json()) as { data: { myAmount: number } }).data.myAmount;
}
