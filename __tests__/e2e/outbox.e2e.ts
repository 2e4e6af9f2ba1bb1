import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openBrowser, waitForServiceWorker, type BrowserSession } from './support/browser';
import { demoClockEnv, testNow } from './support/clock';
import { expect as expectPage } from './support/expect';
import { ARTIFACTS_DIR } from './support/paths';
import { freePort } from './support/server';
import { StoppableServer } from './support/stoppableServer';
import { passwordLoginFromPage, signInThroughLoginScreen } from './support/session';

// The offline outbox (decisions 026 and 027) in chromium against the real server: leave asked for
// offline waits in the outbox and arrives exactly once, after the tab was closed, by Background
// Sync (fired through the DevTools protocol), through 20 network cuts; a cut-off that passes while
// offline is reported and applies nothing; logging out with a waiting request warns, drops it and
// sends nothing.

interface LeaveRow {
  leaveDate: string;
  diningType: string;
  leaveStatus: string;
}

let server: StoppableServer;
let browser: BrowserSession;
let token: string;
let child: number;

/** Node's own fetch: the page may be offline while the test reads the server. */
async function api(path: string): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  return ((await response.json()) as { data: unknown }).data;
}

async function lunchLeaves(date: string): Promise<LeaveRow[]> {
  const page = (await api(`/api/meal/leave/associated/user/${child}?page=0&size=100`)) as {
    content: LeaveRow[];
  };
  return page.content.filter(
    (leave) =>
      leave.leaveDate === date && leave.diningType === 'Lunch' && leave.leaveStatus === 'Confirm',
  );
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The selected child, from the session the app persisted (idb-keyval's default store). */
async function selectedChild(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result
            .transaction('keyval')
            .objectStore('keyval')
            .get('reduxPersist:identity');
          read.onsuccess = () =>
            resolve(Number((read.result as { associated_user_id: number }).associated_user_id));
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** browser.screenshot keeps the first page; these tests open new ones. */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
}

/**
 * The leave screen's latest date, or its earliest: each test takes the latest still free, and
 * the cut-off test the earliest, so the server's clock jumps only days past it (a jump past the
 * token's seven-day life would end the session instead of showing the refusal).
 */
async function leaveDateOnScreen(page: Page, which: 'earliest' | 'latest'): Promise<string> {
  await page.goto('/#/pages/leave/leave?diningType=Lunch');
  const radios = page.getByRole('group', { name: '选择请假日期（可多选）' }).getByRole('checkbox');
  await expectPage.visible(radios.first());
  return (which === 'earliest' ? radios.first() : radios.last()).inputValue();
}

/** Opens the leave screen online (its dates are kept by the worker), then cuts the network. */
async function leaveScreenThenOffline(
  page: Page,
  which: 'earliest' | 'latest' = 'latest',
): Promise<string> {
  const date = await leaveDateOnScreen(page, which);
  await browser.context.setOffline(true);
  return date;
}

/** Asks for leave on `date` (no network or no server) and waits for the waiting card. */
async function askOffline(page: Page, date: string): Promise<void> {
  await page.getByRole('checkbox', { name: new RegExp(`^${date}`) }).check();
  await page.getByRole('button', { name: /^确认请假/ }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/leave/index'));
  await expectPage.visible(
    page.getByRole('listitem', { name: `请假 ${date} 午餐` }).filter({ hasText: '等待发送' }),
  );
}

beforeAll(async () => {
  server = new StoppableServer(await freePort());
  await server.start();
  browser = await openBrowser(server.url);
  await signInThroughLoginScreen(browser.page, 'parent_a');
  await waitForServiceWorker(browser.page);
  token = (await passwordLoginFromPage(browser.page, 'parent_a')).access_token;
  child = await selectedChild(browser.page);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
});

it('leave asked for offline waits, the tab is closed, and at the next open it arrives once', async () => {
  let page = browser.page;
  const date = await leaveScreenThenOffline(page);
  await askOffline(page, date);
  await shot(page, 'outbox-waiting');
  expect(await lunchLeaves(date)).toHaveLength(0);

  await page.close();
  await browser.context.setOffline(false);
  page = await browser.context.newPage();
  browser.page = page;
  await page.goto('/#/pages/index/index');
  await waitFor(async () => (await lunchLeaves(date)).length > 0, 'the leave on the server');
  await page.waitForTimeout(1000);
  expect(await lunchLeaves(date)).toHaveLength(1);

  await page.goto(`/#/pages/meal/day?date=${date}&diningType=Lunch`);
  await expectPage.visible(page.getByRole('status').filter({ hasText: '请假' }));
  await page.goto('/#/pages/leave/index');
  await expectPage.visible(
    page.getByRole('listitem', { name: `${date} 午餐` }).filter({ hasText: '已请假' }),
  );
});

it('Background Sync: the worker sends the waiting leave when DevTools fires the sync event', async () => {
  const { page, context } = browser;
  const date = await leaveDateOnScreen(page, 'latest');
  // The server is down (the browser thinks it is online): the send gets no answer, so it waits.
  // The browser's own first sync attempt fails too, and its retry is minutes away.
  await server.stop();
  await askOffline(page, date);
  // Leave the app (a precached file of the origin that runs no app code): only the worker sends.
  await page.goto('/manifest.webmanifest');
  await server.start();
  await page.waitForTimeout(1000);
  expect(await lunchLeaves(date)).toHaveLength(0);

  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) =>
    registrations.push(...updated),
  );
  await cdp.send('ServiceWorker.enable');
  await waitFor(async () => registrations.length > 0, 'the worker registration', 10_000);
  const registration = registrations.find((entry) => entry.scopeURL.startsWith(server.url))!;
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: server.url,
    registrationId: registration.registrationId,
    tag: 'canteen-outbox',
    lastChance: false,
  });
  await waitFor(async () => (await lunchLeaves(date)).length > 0, 'the worker to send the leave');
  await page.waitForTimeout(1000);
  expect(await lunchLeaves(date)).toHaveLength(1);
  await cdp.detach();
});

it('the network cut and restored 20 times while sending: still exactly one leave', async () => {
  const { page, context } = browser;
  const date = await leaveScreenThenOffline(page);
  await askOffline(page, date);
  for (let cut = 0; cut < 20; cut++) {
    await context.setOffline(false);
    await page.waitForTimeout(20 + ((cut * 37) % 120));
    await context.setOffline(true);
    await page.waitForTimeout(10 + ((cut * 53) % 60));
  }
  await context.setOffline(false);
  await page.reload();
  await waitFor(async () => (await lunchLeaves(date)).length > 0, 'the leave on the server');
  await expectPage.hidden(page.getByRole('listitem', { name: `请假 ${date} 午餐` }));
  expect(await lunchLeaves(date)).toHaveLength(1);
});

it('the cut-off passes while offline: the refusal is shown and no leave exists', async () => {
  let page = browser.page;
  const date = await leaveScreenThenOffline(page, 'earliest');
  const dates = (await api(
    `/api/meal/leave/associated/user/${child}/available/date?diningType=Lunch`,
  )) as { leaveDate: string; cutOff: string }[];
  const cutOff = Date.parse(dates.find((entry) => entry.leaveDate === date)!.cutOff);
  await askOffline(page, date);
  await page.close();

  // While the phone is offline the school's clock passes the cut-off.
  await server.stop();
  await server.start(demoClockEnv((cutOff - testNow().getTime()) / 1000 + 600));
  await browser.context.setOffline(false);
  page = await browser.context.newPage();
  browser.page = page;
  await page.goto('/#/pages/leave/index');
  const alert = page.getByRole('alert').filter({ hasText: `请假 ${date} 午餐未能提交` });
  // A fresh page on a server just restarted: the app starts, restores the session, sends the
  // waiting leave and shows the refusal. On a loaded machine that chain alone took over 15 s.
  await expectPage.visible(alert, 30_000);
  await shot(page, 'outbox-refused');
  expect(await lunchLeaves(date)).toHaveLength(0);
  await alert.getByRole('button', { name: '知道了' }).click();
  await expectPage.hidden(alert);
});

it('logout with a waiting request warns, then nothing is sent', async () => {
  const { page, context } = browser;
  const date = await leaveScreenThenOffline(page);
  await askOffline(page, date);
  await page.goto('/#/pages/my/Setting');
  await page.getByRole('button', { name: '退出登录' }).click();
  await expectPage.visibleText(page, '有 1 条请求等待发送，退出登录后将被丢弃');
  await shot(page, 'outbox-logout-warning');
  await page.getByRole('button', { name: '确定' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/user/login'));
  await context.setOffline(false);
  await signInThroughLoginScreen(page, 'parent_a');
  await page.waitForTimeout(3000);
  expect(await lunchLeaves(date)).toHaveLength(0);
});
