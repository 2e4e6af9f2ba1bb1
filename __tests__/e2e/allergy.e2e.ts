import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { expect as expectPage } from './support/expect';
import { startServer, type RunningServer } from './support/server';
import {
  apiGetFromPage,
  forgetSignIn,
  gotoRoute,
  passwordLoginFromPage,
  signInThroughLoginScreen,
  signInToConsole,
} from './support/session';

// Allergy safety (decision 080) in the browser against the real server and the demo school:
// parent_a declares a peanut allergy for 张小明 (with the severity 微量也不可), the school
// administrator verifies it after a confirm naming the child, and ordering a day whose demo menu
// holds 宫保鸡丁 (PEANUT) is refused with a dialog naming the dish. Then the kitchen republishes one
// of 张小明's paid lunches with 宫保鸡丁 and the parent, alerted on home, cancels it for the credit.
// Finally the production sheet and the tray labels of another paid lunch list 张小明 with 花生.
//
// The days are found, not assumed: the demo seed orders the children's lunches for two weeks, and
// the demo menu holds 宫保鸡丁 with PEANUT on some future day (read from the public menu feed).
// Selectors are roles and visible words only.

const CHILD = '张小明';

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let token = '';
let childId = 0;
let schoolId = 0;

interface PublicityDay {
  date: string;
  entries: {
    diningType: 'Breakfast' | 'Lunch' | 'Dinner';
    mealKind: 'Ordinary' | 'Muslim';
    dishes: { name: string; allergens: string[] | null }[];
  }[];
}

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
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

async function asParent(): Promise<void> {
  await forgetSignIn(page);
  await signInThroughLoginScreen(page, 'parent_a');
  ({ access_token: token } = await passwordLoginFromPage(page, 'parent_a'));
  const identities = await apiGetFromPage(page, '/api/associated/user/identity', token);
  const child = (
    identities.body as { data: { associatedUserId: number; userName: string; unitId: number }[] }
  ).data.find((identity) => identity.userName === CHILD)!;
  childId = child.associatedUserId;
  schoolId = child.unitId;
}

async function balance(): Promise<number> {
  const { body } = await apiGetFromPage(page, '/api/user/0/balance', token);
  return (body as { data: { myAmount: number } }).data.myAmount;
}

/** 张小明's paid lunches still open for leave (so not yet served), from the guardian's view. */
async function paidLunches(): Promise<string[]> {
  const { body } = await apiGetFromPage(
    page,
    `/api/meal/leave/associated/user/${childId}/available/date?diningType=Lunch`,
    token,
  );
  return (body as { data: { leaveDate: string }[] }).data.map((entry) => entry.leaveDate);
}

/** A day and dining type whose published demo menu holds 宫保鸡丁 with PEANUT, open to order. */
async function unsafeOpenMeal(): Promise<{ date: string; diningType: string }> {
  const peanut: { date: string; diningType: string }[] = [];
  for (let pageNo = 0; pageNo < 6; pageNo += 1) {
    const { body } = await apiGetFromPage(
      page,
      `/api/publicity/${schoolId}/menus?page=${pageNo}&size=10`,
      token,
    );
    const days = (body as { data: { content: PublicityDay[] } }).data.content;
    for (const day of days)
      for (const entry of day.entries)
        if (
          entry.mealKind === 'Ordinary' &&
          entry.dishes.some(
            (dish) => dish.name === '宫保鸡丁' && dish.allergens?.includes('PEANUT'),
          )
        )
          peanut.push({ date: day.date, diningType: entry.diningType });
    if (days.length < 10) break;
  }
  for (const meal of peanut) {
    const { body } = await apiGetFromPage(
      page,
      `/api/associated/user/placing/order/${childId}/date?diningType=${meal.diningType}&mealKind=Ordinary&month=${meal.date.slice(0, 7)}`,
      token,
    );
    const dates = (body as { data: { dates: { date: string; status: string }[] } }).data.dates;
    if (dates.some((d) => d.date === meal.date && d.status === 'Available')) return meal;
  }
  throw new Error(`no open meal with 宫保鸡丁 (PEANUT) for ${CHILD}: ${JSON.stringify(peanut)}`);
}

it("the parent declares 张小明's peanut allergy, pending the school's check", async () => {
  await asParent();
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoRoute(page, `/pages/my/allergy?associatedUserId=${childId}`);
  await expectPage.visible(page.getByRole('heading', { level: 1, name: '过敏与饮食' }));
  await page.getByRole('checkbox', { name: /花生/ }).check();
  await page.getByRole('combobox', { name: '花生的程度' }).selectOption({ label: '微量也不可' });
  await page.getByLabel('补充说明').fill('吃花生会起疹子');
  await page.getByRole('button', { name: '提交学校核实' }).click();
  const history = page.getByRole('region', { name: '提交记录' });
  await expectPage.visible(history.getByText('待学校核实'));
  await expectPage.visible(history.getByText(/花生（微量也不可）/));
  await noSidewaysScroll(320);
  expect(await axeViolations(page)).toEqual([]);
  await browser.screenshot('allergy-profile-320');
});

it('the school verifies it after a confirm naming the child', async () => {
  await signInToConsole(page);
  await page.setViewportSize({ width: 1024, height: 800 });
  await gotoRoute(page, '/pages/admin/allergy');
  const card = page.getByRole('region', { name: new RegExp(`^${CHILD} · `) });
  await expectPage.visible(card.getByText(/花生（微量也不可）/));
  await card.getByRole('button', { name: `核实通过 ${CHILD}` }).click();
  const question = card.getByRole('group', {
    name: new RegExp(`确定核实${CHILD}的过敏与饮食信息吗`),
  });
  await question.getByRole('button', { name: '确定' }).click();
  await expectPage.visible(page.getByText(`已核实${CHILD}的信息`));
  expect(await axeViolations(page)).toEqual([]);
  await browser.screenshot('allergy-review-1024');
});

it('ordering a day whose menu holds 宫保鸡丁 is refused, naming the dish', async () => {
  await asParent();
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoRoute(page, `/pages/my/allergy?associatedUserId=${childId}`);
  await expectPage.visible(page.getByRole('region', { name: '当前执行' }).getByText(/花生/));
  const meal = await unsafeOpenMeal();
  await gotoRoute(
    page,
    `/pages/meal/order?associatedUserId=${childId}&date=${meal.date}&diningType=${meal.diningType}`,
  );
  await page.getByRole('checkbox', { name: meal.date.slice(5) }).check();
  await page.getByRole('radio', { name: '线下支付' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  // The dialog's title and its words (the dish and the allergen, from the refusal's data).
  await expectPage.visible(page.getByText(/^这一餐不适合/));
  await expectPage.visible(page.getByText(/宫保鸡丁含花生。/));
  await browser.screenshot('allergy-refusal-375');
  await page
    .getByRole('button', { name: /^(知道了|换.+)$/ })
    .first()
    .click();
});

let alerted = '';
let lunches: string[] = [];

it('the kitchen republishes a paid lunch with 宫保鸡丁; the parent is alerted and cancels for the credit', async () => {
  await asParent();
  lunches = await paidLunches();
  await signInToConsole(page);
  await gotoRoute(page, '/pages/admin/menus');
  const monday = await page.getByLabel('周一日期').inputValue();
  const sunday = new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  alerted = lunches.find((date) => date >= monday && date <= sunday) ?? '';
  expect(alerted).not.toBe('');
  const editor = page.getByRole('form', { name: '保存草稿' });
  await editor.getByLabel('日期').fill(alerted);
  // The paid day's menu opens with its dishes (decision 063): the draft keeps only 宫保鸡丁.
  await expectPage.visible(editor.getByRole('heading', { name: /^已发布 第 \d+ 版$/ }));
  const remove = editor.getByRole('button', { name: /^移除菜品 \d+$/ });
  while ((await remove.count()) > 0) await remove.last().click();
  await editor.getByLabel('菜品', { exact: true }).fill('宫保鸡丁');
  await editor.getByLabel('克重').fill('120');
  const allergens = editor.getByRole('group', { name: '菜品 1 过敏原' });
  await allergens.getByRole('checkbox', { name: '未登记' }).uncheck();
  await allergens.getByRole('checkbox', { name: /花生/ }).check();
  await editor.getByRole('button', { name: /^保存草稿/ }).click();
  await editor
    .getByRole('group', { name: /^将覆盖 / })
    .getByRole('button', { name: '确定' })
    .click();
  await expectPage.visibleText(page, '已保存');
  await page.getByRole('button', { name: '发布本周' }).click();
  await page
    .getByRole('group', { name: /^发布 / })
    .getByRole('button', { name: '确定' })
    .click();
  await expectPage.visible(page.getByText(/^已发布 \d+ 份菜单$/));

  await asParent();
  const before = await balance();
  const [, month, day] = alerted.split('-').map(Number);
  const said = `${month}月${day}日`;
  const banner = page.getByRole('alert', { name: '过敏提醒' });
  await expectPage.visible(banner.getByText(/午餐的宫保鸡丁含花生/).first());
  // The banner lists the soonest two; the other ordered days with 宫保鸡丁 are behind 查看全部.
  const showAll = banner.getByRole('button', { name: /^查看全部 \d+ 条过敏提醒$/ });
  if ((await showAll.count()) > 0) await showAll.click();
  await expectPage.visible(banner.getByText(`${CHILD}：${said}午餐的宫保鸡丁含花生`));
  await noSidewaysScroll(320);
  await browser.screenshot('allergy-alert-home-320');
  await page.setViewportSize({ width: 375, height: 800 });
  await banner.getByRole('button', { name: `取消${CHILD}${said}午餐（退回余额）` }).click();
  await expectPage.visible(page.getByText(/这一餐的费用会退回余额/));
  await page.getByRole('button', { name: '取消这餐', exact: true }).click();
  await expectPage.visibleText(page, '已取消，费用已退回余额');
  expect(await balance()).toBeGreaterThan(before);
  await expectPage.visible(page.getByRole('navigation', { name: '主导航' }));
  // That meal's alert is gone; other ordered days with 宫保鸡丁 keep theirs until dealt with.
  await expectPage.hidden(page.getByText(`${CHILD}：${said}午餐的宫保鸡丁含花生`));
});

it('the production sheet and the tray labels of another paid lunch list 张小明 with 花生', async () => {
  const other = lunches.find((date) => date !== alerted) ?? '';
  expect(other).not.toBe('');
  await signInToConsole(page);
  await page.setViewportSize({ width: 1024, height: 800 });
  await gotoRoute(page, `/pages/admin/sheet?date=${other}&diningType=Lunch`);
  const table = page.getByRole('table', { name: '过敏与饮食' });
  await expectPage.visible(table.getByRole('row', { name: new RegExp(CHILD) }));
  await expectPage.visible(table.getByRole('row', { name: new RegExp(CHILD) }).getByText(/花生/));
  expect(await axeViolations(page)).toEqual([]);
  await gotoRoute(page, `/pages/admin/labels?date=${other}&diningType=Lunch`);
  const label = page.getByRole('region', { name: `${CHILD}的取餐标签` });
  await expectPage.visible(label.getByText(/忌：.*花生/));
  await browser.screenshot('allergy-labels-1024');
});
