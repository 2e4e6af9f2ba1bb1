import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { demoClockEnv, INSTANT } from './support/clock';
import { expect as expectPage } from './support/expect';
import { fakeCameraArgs, writeFakeCameraFilm } from './support/fakeCamera';
import { startServer, type RunningServer } from './support/server';
import {
  DEMO_PASSWORD,
  forgetSignIn,
  gotoRoute,
  signInThroughLoginScreen,
} from './support/session';

// The serving line (decision 078) in the browser against the real server, with Chromium's fake
// camera playing a film of two children's meal codes (张小明's, a blank, 李华's, a blank, looping):
// at 375 px the kitchen opens 取餐, starts the scanner, sees 张小明 collected, 李华 collected, then
// 张小明's code again refused as already collected (the same code is asked again only after 3 s);
// then 张小明's guardian sees 已取餐 with the time on the day, and the kitchen's 剩餐统计 counts the
// day's two collections.
//
// The file lives at 11:55 on a school Thursday, during lunch (served 11:50-12:40 in the demo
// school), whatever E2E_INSTANT says: the server's demo clock and the browser's are moved there.
// The codes come from the server, read as the kitchen from its tray labels before the camera's
// film is written.

const SERVE_INSTANT = '2026-11-26T11:55:00+08:00';
const DATE = '2026-11-26';
const AHEAD = Math.round((Date.parse(SERVE_INSTANT) - Date.parse(INSTANT)) / 1000);
const A = '张小明';
const B = '李华';

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let filmDir: string;

interface Label {
  name: string;
  code: string;
}

/** The tray labels of today's lunch, read as the kitchen the way the console's client does. */
async function labelsAsKitchen(url: string): Promise<Label[]> {
  const basic = Buffer.from('canteen-web:canteen-web-secret').toString('base64');
  const login = await fetch(`${url}/login?client_id=canteen-web`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${basic}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    },
    body: new URLSearchParams({
      username: 'kitchen',
      password: DEMO_PASSWORD,
      grant_type: 'password',
    }).toString(),
  });
  if (!login.ok) throw new Error(`kitchen login: ${login.status} ${await login.text()}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const response = await fetch(`${url}/api/admin/serving/labels?date=${DATE}&diningType=Lunch`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  const body = (await response.json()) as { success: boolean; data?: Label[]; message?: string };
  if (!body.success || !body.data) throw new Error(`labels: ${JSON.stringify(body)}`);
  return body.data;
}

beforeAll(async () => {
  server = await startServer({ env: { ...process.env, ...demoClockEnv(AHEAD) } });
  const labels = await labelsAsKitchen(server.url);
  const codeOf = (name: string) => {
    const label = labels.find((entry) => entry.name === name);
    if (!label) throw new Error(`no tray label for ${name}: ${labels.map((l) => l.name).join()}`);
    return label.code;
  };
  filmDir = mkdtempSync(join(tmpdir(), 'canteen-e2e-camera-'));
  const film = join(filmDir, 'codes.y4m');
  writeFakeCameraFilm(film, [
    { code: codeOf(A), seconds: 1.5 },
    { code: null, seconds: 1 },
    { code: codeOf(B), seconds: 1.5 },
    { code: null, seconds: 1 },
  ]);
  browser = await openBrowser(server.url, { aheadSeconds: AHEAD, args: fakeCameraArgs(film) });
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (filmDir) rmSync(filmDir, { recursive: true, force: true });
});
afterEach(() => {
  expect(browser.pageErrors).toEqual([]);
});

async function noSidewaysScroll(width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.waitForTimeout(150);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect({ width, scrollWidth }).toEqual({ width, scrollWidth: innerWidth });
}

it('the kitchen scans two codes, one twice: two collected, the repeat refused', async () => {
  await page.setViewportSize({ width: 375, height: 800 });
  await forgetSignIn(page);
  await gotoRoute(page, `/pages/admin/serve?date=${DATE}&diningType=Lunch`);
  await expectPage.visible(page.getByRole('heading', { level: 1, name: '食堂后台登录' }));
  await page.getByLabel('账号', { exact: true }).fill('kitchen');
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expectPage.visible(page.getByRole('heading', { level: 1, name: '取餐' }));
  await expectPage.visible(page.getByRole('button', { name: /应取 \d+ · 已取 0/ }));
  await noSidewaysScroll(375);
  expect(await axeViolations(page)).toEqual([]);
  await browser.screenshot('serving-classes-375');

  await page.getByRole('button', { name: '扫码', exact: true }).click();
  const results = page.getByRole('region', { name: '扫描取餐码' });
  const collectedA = new RegExp(`${A} · .+ · 已取餐 \\d{2}:\\d{2}`);
  const collectedB = new RegExp(`${B} · .+ · 已取餐 \\d{2}:\\d{2}`);
  await expectPage.visible(results.getByText(collectedA), 30_000);
  await expectPage.visible(results.getByText(collectedB), 30_000);
  // The film loops: 张小明's code comes round again more than 3 s after its answer.
  await expectPage.visible(
    results.getByText(/未登记：已于 \d{2}:\d{2} 取餐，不能重复取餐/).first(),
    30_000,
  );
  // Each child was collected once: one "collected" line each, however many frames showed them.
  expect(await results.getByText(collectedA).count()).toBe(1);
  await browser.screenshot('serving-scanner-375');
  await noSidewaysScroll(320);
  await browser.screenshot('serving-scanner-320');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: '关闭扫码' }).click();
  // The counts behind the scanner were read again.
  await expectPage.visible(page.getByRole('button', { name: /已取 [12]/ }).first());
});

it("张小明's guardian sees the meal collected, with the time, on the day", async () => {
  await forgetSignIn(page);
  await signInThroughLoginScreen(page, 'parent_a');
  await gotoRoute(page, `/pages/meal/day?date=${DATE}&diningType=Lunch`);
  await expectPage.visible(page.getByText(/^已取餐 \d{2}:\d{2}$/));
  expect(await page.getByRole('heading', { name: '取餐码' }).count()).toBe(0);
  await noSidewaysScroll(375);
  expect(await axeViolations(page)).toEqual([]);
  await browser.screenshot('serving-parent-day-375');
});

it("the class teacher's 取餐登记: the scans are there, a tick undone after a confirmation and made again", async () => {
  await forgetSignIn(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/#/pages/applications/user/login');
  await page.getByLabel('账号', { exact: true }).fill('teacher_a');
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/applications/classes/index'));
  const card = page.getByRole('region', { name: '三年级1班' });
  await expectPage.visible(card);
  await card.getByRole('button', { name: '取餐登记' }).click();
  const scanned = card.getByRole('listitem', { name: A });
  await expectPage.visible(scanned.getByText(/已取餐 \d{2}:\d{2} · 扫码/));
  const row = card.getByRole('listitem', { name: B });
  await row.getByRole('button', { name: `撤销 ${B} 的取餐登记` }).click();
  await row
    .getByRole('group', { name: '撤销取餐登记' })
    .getByRole('button', { name: '确定' })
    .click();
  await expectPage.visible(card.getByText(`已撤销 ${B} 的取餐登记`));
  await expectPage.visible(row.getByText(/待取餐/));
  await noSidewaysScroll(320);
  expect(await axeViolations(page)).toEqual([]);
  await browser.screenshot('serving-teacher-320');
  await page.setViewportSize({ width: 375, height: 800 });
  await row.getByRole('button', { name: `登记 ${B} 已取餐` }).click();
  await expectPage.visible(card.getByText(`${B} 已取餐`));
  await expectPage.visible(row.getByText(/已取餐 \d{2}:\d{2} · 名单/));
  await browser.screenshot('serving-teacher-375');
});

it("the kitchen's 剩餐统计 shows the day: both children collected", async () => {
  await forgetSignIn(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoRoute(page, '/pages/admin/waste');
  await expectPage.visible(page.getByRole('heading', { level: 1, name: '食堂后台登录' }));
  await page.getByLabel('账号', { exact: true }).fill('kitchen');
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expectPage.visible(page.getByRole('heading', { level: 1, name: '剩餐统计' }));
  const perDay = page.getByRole('table', { name: '按日' });
  const today = perDay
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: DATE }) });
  await expectPage.visible(today);
  // Columns: date, ordered, on leave, collected, ...: 张小明 scanned, 李华 ticked again.
  expect(await today.getByRole('cell').nth(2).textContent()).toBe('2');
  await noSidewaysScroll(375);
  expect(await axeViolations(page)).toEqual([]);
  await browser.screenshot('serving-waste-375');
});
