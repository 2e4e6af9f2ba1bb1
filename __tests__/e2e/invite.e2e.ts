import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { expect as expectPage } from './support/expect';
import { startServer, type RunningServer } from './support/server';
import { DEMO_PASSWORD, forgetSignIn, gotoRoute } from './support/session';

// Decision 067 in the browser against the real server: the demo school's administrator invites
// the kitchen in 人员与班级 and sees the link once; the invited person opens it, sets a login name
// and a password and lands in the console signed in as the kitchen; the same link opened again
// is refused. Both screens at 375 px, without sideways scrolling and through axe.

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

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

async function checkPhone(): Promise<void> {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBe(innerWidth);
  expect(await axeViolations(page)).toEqual([]);
}

it('the kitchen joins by the link the administrator made, once', async () => {
  await forgetSignIn(page);
  await page.goto('/#/pages/admin/members');
  await page.getByLabel('账号', { exact: true }).fill('school_admin');
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expectPage.visible(page.getByRole('heading', { name: '邀请食堂、老师或管理员' }));
  const form = page.getByRole('form', { name: '邀请食堂、老师或管理员' });
  await form.getByLabel('姓名').fill('食堂赵师傅');
  await form.getByRole('button', { name: '邀请' }).click();
  const linkField = page.getByLabel('邀请链接（只显示这一次）');
  await expectPage.visible(linkField);
  const link = await linkField.inputValue();
  expect(link).toMatch(/#\/pages\/admin\/invite\?token=[\w-]{40,}$/);
  await expectPage.visible(page.getByRole('row', { name: /食堂赵师傅/ }));
  await checkPhone();
  await browser.screenshot('invite-members-375');

  // The link's route once the address is steady: right after the reload, Next's router could
  // write the previous address back over a hash-only navigation (support/session.ts).
  const invitation = new URL(link).hash.slice(1);
  await forgetSignIn(page);
  await gotoRoute(page, invitation);
  await expectPage.visible(page.getByText('阳光实验小学 邀请 食堂赵师傅 以「食堂」身份加入。'));
  await checkPhone();
  await browser.screenshot('invite-accept-375');
  await page.getByLabel('登录名').fill('kitchen_zhao');
  await page.getByLabel('密码', { exact: true }).fill('Kitchen@2026');
  await page.getByLabel('再次输入密码').fill('Kitchen@2026');
  await page.getByRole('button', { name: '设置密码并进入后台' }).click();
  await expectPage.visible(page.getByText('阳光实验小学 · 食堂赵师傅（食堂）'));

  await forgetSignIn(page);
  await gotoRoute(page, invitation);
  await expectPage.visible(
    page.getByText('邀请链接无效、已使用、已撤回或已过期，请联系学校管理员重新邀请'),
  );
});
