import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { expect as expectPage } from './support/expect';
import { startServer, type RunningServer } from './support/server';
import {
  forgetSignIn,
  DEMO_PASSWORD,
  apiGetFromPage,
  passwordLoginFromPage,
  signInThroughLoginScreen,
} from './support/session';

// The class keepers' screens (decisions 021 and 022) in the browser against the real server:
// teacher_a signs in through the teachers' entrance, sees 三年级1班, binds a concerned person, adds a
// maintenance record (and sees 操作失败，请重试！ when that fails), puts 张小明 on leave for a lunch; then
// 张小明's guardian sees Leave on the calendar. Each new screen at 414 px passes axe without sideways
// scrolling (routes.e2e.ts covers 320 px).

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

const SCREENS = [
  '/pages/applications/classes/index',
  '/pages/applications/classes/responsible',
  '/pages/applications/classes/concerned',
  '/pages/applications/classes/addConcerned',
];

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

async function settle(): Promise<void> {
  await page.locator('main').first().waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
}

/** No sideways scrolling at `width`, and no axe finding. */
async function checkAt(width: number, path: string): Promise<void> {
  await page.setViewportSize({ width, height: 736 });
  await page.waitForTimeout(150);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect({ path, scrollWidth }).toEqual({ path, scrollWidth: innerWidth });
  expect(await axeViolations(page)).toEqual([]);
}

/** The lunches 张小明's guardian could still put on leave, from the guardian's own view. */
async function leaveableLunches(): Promise<string[]> {
  const { access_token: token } = await passwordLoginFromPage(page, 'parent_a');
  const identities = await apiGetFromPage(page, '/api/associated/user/identity', token);
  const xiaoming = (
    identities.body as { data: { associatedUserId: number; userName: string }[] }
  ).data.find((identity) => identity.userName === '张小明')!;
  const dates = await apiGetFromPage(
    page,
    `/api/meal/leave/associated/user/${xiaoming.associatedUserId}/available/date?diningType=Lunch`,
    token,
  );
  return (dates.body as { data: { leaveDate: string }[] }).data.map((entry) => entry.leaveDate);
}

it("signs in through the teachers' entrance and lands on the class list", async () => {
  await page.goto('/#/pages/applications/user/login');
  await expectPage.visible(page.getByRole('heading', { level: 1, name: '教师登录' }));
  await checkAt(414, '/pages/applications/user/login');
  await browser.screenshot('teachers-login');
  await page.setViewportSize({ width: 375, height: 667 });
  await page.getByLabel('账号', { exact: true }).fill('teacher_a');
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/applications/classes/index'));
  const card = page.getByRole('region', { name: '三年级1班' });
  await expectPage.visible(card);
  await expectPage.visible(card.getByText('班主任'));
  await expectPage.visible(card.getByText(/^午餐：订餐 \d+，请假 \d+$/));
  await expectPage.visible(card.getByText(/^最近记录：/));
  await settle();
  await browser.screenshot('teachers-classes');
  // At 375 px the card's five actions wrap inside it: none is cut off at the card's edge.
  const cut = await card.evaluate((section) => {
    const edge = section.getBoundingClientRect();
    return [...section.querySelectorAll('button')]
      .filter((button) => {
        const box = button.getBoundingClientRect();
        return box.left < edge.left || box.right > edge.right;
      })
      .map((button) => button.textContent);
  });
  expect(cut).toEqual([]);
  // Where the teacher's area starts: no back arrow to a parent's screen, a way to sign out.
  expect(await page.getByRole('button', { name: '返回' }).count()).toBe(0);
  await expectPage.visible(page.getByRole('button', { name: '退出登录' }));
});

it("a class's page opened straight from a link goes back to the class list, never a parent's home", async () => {
  const card = page.getByRole('region', { name: '三年级1班' });
  await card.getByRole('button', { name: '添加关注人' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/applications/classes/addConcerned'));
  // Reopened as a link: nothing of the app behind it in this tab's history.
  await page.evaluate(() => window.history.replaceState(null, '', window.location.href));
  await page.reload();
  await page.getByRole('button', { name: '返回' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/applications/classes/index'));
  await expectPage.visible(page.getByRole('region', { name: '三年级1班' }));
});

it('binds a parent of the class as a concerned person', async () => {
  await page.getByRole('button', { name: '添加关注人' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/applications/classes/addConcerned'));
  await page.getByRole('checkbox', { name: '张伟（张小明的家长）' }).check();
  await page.getByRole('button', { name: '绑定所选' }).click();
  await expectPage.visibleText(page, '已绑定 1 人');
  const concerned = page.getByRole('region', { name: '关注人' });
  await expectPage.visible(concerned.getByText(/^张伟 138\*{4}0001$/));
  await expectPage.visible(concerned.getByText(/^李娜/));
  await settle();
  await browser.screenshot('teachers-addConcerned');
});

it('adds a maintenance record; a failure says 操作失败，请重试！', async () => {
  await page.goto('/#/pages/applications/classes/concerned');
  await settle();
  await expectPage.visible(page.getByText('家委会本月陪餐安排已确认，周三由李娜陪餐。'));
  await page.getByLabel('记录内容').fill('今日午餐陪餐：菜量充足');
  await page.getByRole('button', { name: '添加记录' }).click();
  await expectPage.visibleText(page, '记录已添加');
  await expectPage.visible(page.getByRole('listitem').getByText('今日午餐陪餐：菜量充足'));

  await page.route('**/api/applications/classes/maintenance/record', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'down', code: 'INTERNAL' }),
        })
      : route.continue(),
  );
  await page.getByLabel('记录内容').fill('这条不会保存');
  await page.getByRole('button', { name: '添加记录' }).click();
  await expectPage.visibleText(page, '操作失败，请重试！');
  await page.unroute('**/api/applications/classes/maintenance/record');
  await page.getByRole('button', { name: '按回复' }).click();
  await expectPage.visible(page.getByText('今日午餐陪餐：菜量充足'));
  await browser.screenshot('teachers-concerned');

  await page.goto('/#/pages/applications/classes/responsible');
  await settle();
  await page.getByRole('button', { name: '按回复' }).click();
  await expectPage.visible(page.getByText('收到，下周跟进口味调整。'));
  await browser.screenshot('teachers-responsible');
});

it('every new screen at 414 px passes axe without sideways scrolling', async () => {
  for (const path of SCREENS) {
    await page.goto(`/#${path}`);
    await settle();
    await checkAt(414, path);
  }
  await page.setViewportSize({ width: 375, height: 667 });
});

let leaveDate = '';

it('puts a child of the class on leave for a lunch', async () => {
  const open = await leaveableLunches();
  await page.goto('/#/pages/applications/classes/index');
  await settle();
  await page.getByRole('button', { name: '为学生请假' }).click();
  const form = page.getByRole('form', { name: '为学生请假' });
  await form.getByRole('checkbox', { name: '张小明' }).check();
  const offered = await form
    .getByRole('group', { name: '选择日期' })
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.parentElement?.textContent ?? ''));
  leaveDate = open.find((date) => offered.includes(date.slice(5))) ?? '';
  expect(leaveDate).not.toBe('');
  await form.getByRole('checkbox', { name: leaveDate.slice(5) }).check();
  await form.getByRole('checkbox', { name: '午餐' }).check();
  await browser.screenshot('teachers-leave');
  await form.getByRole('button', { name: '确认请假' }).click();
  await expectPage.visibleText(page, '已为 1 餐请假');
});

it("the child's guardian sees Leave on the calendar", async () => {
  await forgetSignIn(page);
  await signInThroughLoginScreen(page, 'parent_a');
  await page.goto(`/#/pages/meal/month?month=${leaveDate.slice(0, 7)}&diningType=Lunch`);
  await expectPage.visible(page.getByRole('button', { name: new RegExp(`^${leaveDate}.*请假`) }));
  await page.goto('/#/pages/leave/index');
  await expectPage.visible(
    page.getByRole('listitem', { name: `${leaveDate} 午餐` }).filter({ hasText: '已请假' }),
  );
});
