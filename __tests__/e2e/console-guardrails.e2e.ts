import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { expect as expectPage } from './support/expect';
import { startServer, type RunningServer } from './support/server';
import {
  apiGetFromPage,
  gotoRoute,
  passwordLoginFromPage,
  signInToConsole,
} from './support/session';

// Issue 26's guardrails in the browser against the real server: the menu editor opens a published
// menu with its dishes, asks before saving over it (the families keep reading the published
// version until the week is published) and before publishing, after which the families read the
// new version; a refund approval asks first, naming the child and the amount. Each question at
// 375 and 1280 px through axe, in Chinese and in English.

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let parentToken = '';
let schoolId = 0;
let childId = 0;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser(server.url);
  page = browser.page;
  await page.goto('/');
  parentToken = (await passwordLoginFromPage(page, 'parent_a')).access_token;
  const identities = await apiGetFromPage(page, '/api/associated/user/identity', parentToken);
  const xiaoming = (
    identities.body as { data: { associatedUserId: number; userName: string; unitId: number }[] }
  ).data.find((identity) => identity.userName === '张小明')!;
  schoolId = xiaoming.unitId;
  childId = xiaoming.associatedUserId;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(() => {
  expect(browser.pageErrors).toEqual([]);
});

/** At 320 px nothing scrolls sideways (axe ran at 375 and 1280); a screenshot to look at. */
async function fitsAt320(session: BrowserSession, name: string): Promise<void> {
  await session.page.setViewportSize({ width: 320, height: 800 });
  await session.page.waitForTimeout(150);
  expect(await session.page.evaluate(() => document.scrollingElement!.scrollWidth)).toBe(320);
  await session.screenshot(name);
}

/** The question on screen passes axe without sideways scrolling at this width. */
async function checkAt(at: Page, width: number, what: string): Promise<void> {
  await at.setViewportSize({ width, height: 800 });
  await at.waitForTimeout(150);
  const scrollWidth = await at.evaluate(() => document.scrollingElement!.scrollWidth);
  expect({ what, width, scrollWidth }).toEqual({ what, width, scrollWidth: width });
  expect(await axeViolations(at)).toEqual([]);
}

/** What families and the kiosk read for a day's ordinary lunch: its dishes' names. */
async function publishedLunch(date: string): Promise<string[]> {
  const response = await fetch(`${server.url}/api/publicity/${schoolId}/menus/${date}`);
  const day = (await response.json()) as {
    data: { entries: { diningType: string; mealKind: string; dishes: { name: string }[] }[] };
  };
  const lunch = day.data.entries.find((e) => e.diningType === 'Lunch' && e.mealKind === 'Ordinary');
  return lunch?.dishes.map((dish) => dish.name) ?? [];
}

async function askRefund(amount: number): Promise<void> {
  const response = await fetch(`${server.url}/api/refund/user`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${parentToken}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({ associatedUserId: childId, amount, reason: '转学' }),
  });
  expect(response.status).toBe(200);
}

const plus = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

it('opens a published menu, asks before saving over it and before publishing; families see the change only after', async () => {
  await signInToConsole(page, { route: '/pages/admin/menus' });
  await page.setViewportSize({ width: 375, height: 800 });
  const monday = await page.getByLabel('周一日期').inputValue();
  const day = plus(monday, 1);
  const [, month, date] = day.split('-').map(Number);
  const slot = `${month}月${date}日 午餐 普通餐`;
  const before = await publishedLunch(day);
  expect(before.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: `编辑 ${slot}` }).click();
  const editor = page.getByRole('form', { name: '保存草稿' });
  await expectPage.visible(editor.getByRole('heading', { name: `正在编辑：${slot}` }));
  const versionHeading = editor.getByRole('heading', { name: /^已发布 第 \d+ 版$/ });
  await expectPage.visible(versionHeading);
  const version = Number(/\d+/.exec((await versionHeading.textContent()) ?? '')![0]);
  const names = editor.getByLabel('菜品', { exact: true });
  await expectPage.visible(names.first());
  expect(await names.first().inputValue()).toBe(before[0]);
  expect(await names.count()).toBe(before.length);
  await browser.screenshot('guardrails-menu-open-375');

  await names.first().fill('香菇滑鸡');
  await editor.getByLabel('克重').first().fill('130');
  await editor.getByRole('button', { name: `保存草稿 ${slot}` }).click();
  const overwrite = editor.getByRole('group', {
    name: `将覆盖 ${slot} 的草稿。保存后是草稿，家长看到的仍是已发布的第 ${version} 版，直到发布本周。`,
  });
  await expectPage.visible(overwrite);
  await checkAt(page, 375, 'save over a published menu?');
  await browser.screenshot('guardrails-menu-overwrite-375');
  await fitsAt320(browser, 'guardrails-menu-overwrite-320');
  await checkAt(page, 1280, 'save over a published menu?');
  await overwrite.getByRole('button', { name: '确定' }).click();
  await expectPage.visible(page.getByRole('status').filter({ hasText: '已保存' }));
  await expectPage.visible(editor.getByRole('heading', { name: '草稿（未发布）' }));
  await expectPage.visible(editor.getByText(`新增：香菇滑鸡；去掉：${before[0]}`));
  // Saved as a draft: families still read the published version.
  expect(await publishedLunch(day)).toEqual(before);

  await page.getByRole('button', { name: '发布本周' }).click();
  const publish = page.getByRole('group', {
    name: /^发布 .+ 这一周的 [1-9]\d* 份菜单？发布后家长即看到新菜单。$/,
  });
  await expectPage.visible(publish);
  await checkAt(page, 375, 'publish the week?');
  await browser.screenshot('guardrails-menu-publish-375');
  await publish.getByRole('button', { name: '取消' }).click();
  expect(await publishedLunch(day)).toEqual(before);
  await page.getByRole('button', { name: '发布本周' }).click();
  await page
    .getByRole('group', { name: /^发布 / })
    .getByRole('button', { name: '确定' })
    .click();
  await expectPage.visible(page.getByText(/^已发布 [1-9]\d* 份菜单$/));
  await expectPage.visible(editor.getByRole('heading', { name: `已发布 第 ${version + 1} 版` }));
  expect(await publishedLunch(day)).toEqual(['香菇滑鸡', ...before.slice(1)]);
});

it('a refund approval asks first, naming the child and the amount; 取消 keeps it waiting', async () => {
  await askRefund(1234);
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoRoute(page, '/pages/admin/money');
  const request = '审核备注（张小明 ¥12.34）';
  await expectPage.visible(page.getByLabel(request, { exact: true }));
  await page.getByRole('button', { name: `同意退款 ${request}` }).click();
  const question = page.getByRole('group', { name: '同意 张小明 的退款 ¥12.34？将从余额扣除。' });
  await expectPage.visible(question);
  await checkAt(page, 375, 'approve a refund?');
  await browser.screenshot('guardrails-refund-375');
  await fitsAt320(browser, 'guardrails-refund-320');
  await checkAt(page, 1280, 'approve a refund?');
  await question.getByRole('button', { name: '取消' }).click();
  await expectPage.visible(page.getByLabel(request, { exact: true }));
  await page.getByRole('button', { name: `同意退款 ${request}` }).click();
  await question.getByRole('button', { name: '确定' }).click();
  await expectPage.visibleText(page, '已同意，退款已从余额扣除');
  await expectPage.hidden(page.getByLabel(request, { exact: true }));
});

it('in English: the same questions, through axe at 375 and 1280 px', async () => {
  await askRefund(500);
  const english = await openBrowser(server.url, { locale: 'en-US' });
  const at = english.page;
  try {
    await signInToConsole(at, { route: '/pages/admin/menus', english: true });
    await at.setViewportSize({ width: 375, height: 800 });
    const edit = at.getByRole('button', { name: /^Edit .+ Lunch Ordinary/ }).first();
    await edit.click();
    const editor = at.getByRole('form', { name: 'Save draft' });
    await expectPage.visible(editor.getByRole('heading', { name: /^Published, version \d+$/ }));
    await editor.getByRole('button', { name: /^Save draft / }).click();
    const overwrite = editor.getByRole('group', {
      name: /^This replaces the draft of .+ Saving makes a draft: families keep seeing published version \d+ until the week is published\.$/,
    });
    await expectPage.visible(overwrite);
    await checkAt(at, 375, 'en: save over?');
    await english.screenshot('guardrails-menu-overwrite-375-en');
    await fitsAt320(english, 'guardrails-menu-overwrite-320-en');
    await checkAt(at, 1280, 'en: save over?');
    await overwrite.getByRole('button', { name: 'Cancel' }).click();
    await at.getByRole('button', { name: 'Publish this week' }).click();
    await expectPage.visible(
      at.getByRole('group', { name: /^Publish \d+ menus of the week .+\?/ }),
    );
    await at.getByRole('button', { name: 'Cancel' }).click();

    await gotoRoute(at, '/pages/admin/money');
    await at.setViewportSize({ width: 375, height: 800 });
    const approve = at.getByRole('button', { name: /^Approve refund .+¥5\.00/ });
    await approve.click();
    const question = at.getByRole('group', {
      name: 'Approve the refund of ¥5.00 to 张小明? It leaves the balance.',
    });
    await expectPage.visible(question);
    await checkAt(at, 375, 'en: approve?');
    await english.screenshot('guardrails-refund-375-en');
    await fitsAt320(english, 'guardrails-refund-320-en');
    await checkAt(at, 1280, 'en: approve?');
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect(english.pageErrors).toEqual([]);
  } finally {
    await english.close();
  }
});
