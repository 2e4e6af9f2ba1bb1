import type { Page } from 'playwright-core';
import { startTencentSmsFake, type TencentSmsFake } from '../support/fakes/tencentSms';
import { openBrowser, type BrowserSession } from './support/browser';
import {
  CLAIM_CODE,
  fillAddChild,
  fitsAndPasses,
  importRoster,
  openClassCodes,
  settle,
  type ChildInSchool,
} from './support/enrolment';
import { expect as expectPage } from './support/expect';
import { asProductionBuild, startProduction, type ProductionWorld } from './support/production';
import { forgetSignIn, gotoRoute } from './support/session';

// A school's first day in production (DEMO=0), in one browser against the real server: the
// school made by school:create on the halted server, its administrator joining by the printed
// link, importing the roster and printing the claim letters (decision 070); a parent new to the
// app signing in by SMS through Tencent Cloud's fake (decision 069), linking the child with the
// letter's code and consenting; a second new account refused the same code, and the school seeing
// that attempt. Every screen is checked at 375 px; the clocks are pinned (decision 071).

const ADMIN = { login: 'admin_lin', password: 'Admin@2026x' };
const CHILD: ChildInSchool = {
  name: '陈晓晨',
  sex: '女',
  school: '晨光小学',
  grade: '二年级',
  className: '二年级1班',
};
const FIRST_PARENT = '13912340001';
const SECOND_PARENT = '13912340002';

let sms: TencentSmsFake;
let world: ProductionWorld;
let session: BrowserSession;
let page: Page;
let code = '';

beforeAll(async () => {
  sms = await startTencentSmsFake();
  world = await startProduction({ env: sms.env(), family: false });
  session = await openBrowser(world.server.url);
  await asProductionBuild(session.context, world.clientSecret);
  page = session.page;
}, 240_000);
afterAll(async () => {
  await session?.close();
  await world?.close();
  await sms?.close();
});
afterEach(() => {
  expect(session.pageErrors).toEqual([]);
  // Every message went out signed with the provider's key.
  expect(sms.refused).toBe(0);
});

const check = (name: string) => fitsAndPasses(session, `first-day-${name}`);

/** A new mobile signs in by SMS: the code as the phone received it from the provider. */
async function signInBySms(mobile: string): Promise<void> {
  await forgetSignIn(page);
  await gotoRoute(page, '/pages/user/login');
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByLabel('手机号', { exact: true }).fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expectPage.visibleText(page, '秒后重发');
  await check('sms-login');
  const received = sms.lastCode(mobile);
  expect(received).toMatch(/^\d{4,8}$/);
  await page.getByLabel('验证码', { exact: true }).fill(received!);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/pages/user/login'));
}

it('school:create made the school and printed the administrator a one-time link', () => {
  expect(world.adminLink).toMatch(new RegExp(`^${world.server.url}/.*invite`));
  expect(world.server.output()).toContain('Production mode (DEMO=0)');
});

it('the administrator joins by the link, imports the roster and prints the letters', async () => {
  await page.goto(world.adminLink);
  await expectPage.visible(page.getByText('晨光小学 邀请 林主任 以「学校管理员」身份加入。'));
  await check('invite');
  await page.getByLabel('登录名').fill(ADMIN.login);
  await page.getByLabel('密码', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('再次输入密码').fill(ADMIN.password);
  await page.getByRole('button', { name: '设置密码并进入后台' }).click();
  await expectPage.visible(page.getByText('晨光小学 · 林主任（学校管理员）'));
  await check('console');

  await importRoster(page, [
    `C0001,${CHILD.name},${CHILD.sex},${CHILD.grade},${CHILD.className}`,
    `C0002,陈晓宇,男,${CHILD.grade},${CHILD.className}`,
  ]);
  await check('roster');

  await openClassCodes(page, CHILD.className);
  await expectPage.visible(page.getByRole('row', { name: new RegExp(CHILD.name) }));
  await check('enrolment');
  await page.getByRole('link', { name: '打印告家长书' }).click();
  const letter = page.getByRole('article', { name: CHILD.name });
  await expectPage.visible(letter);
  code = (await letter.getByText(CLAIM_CODE).textContent()) ?? '';
  expect(code).toMatch(CLAIM_CODE);
  await expectPage.visible(letter.getByRole('img', { name: '订餐应用地址的二维码' }));
  await expect(letter.getByRole('img').getAttribute('src')).resolves.toMatch(
    /^data:image\/png;base64,/,
  );
  await check('letters');
});

it('a parent new to the app signs in by SMS, links the child by the code and sees home', async () => {
  await signInBySms(FIRST_PARENT);
  expect(sms.sent.map((sent) => sent.mobile)).toEqual([FIRST_PARENT]);
  await fillAddChild(page, CHILD, code);
  await expectPage.visibleText(page, '儿童个人信息保护告知书');
  await check('add-child');
  await page.getByRole('button', { name: '添加孩子' }).click();
  await expectPage.visibleText(page, '操作成功');

  await gotoRoute(page, '/pages/index/index');
  await settle(page);
  await expectPage.visibleText(page, CHILD.name);
  await expectPage.visibleText(page, `${CHILD.school} · ${CHILD.grade} · ${CHILD.className}`);
  await expectPage.visible(page.getByText('今天'));
  await check('home');
});

it('a second new account offering the same code is refused; the console shows the attempt', async () => {
  await signInBySms(SECOND_PARENT);
  await fillAddChild(page, CHILD, code);
  await page.getByRole('button', { name: '添加孩子' }).click();
  await expectPage.visibleText(page, '该认领码已被使用，如有疑问请联系学校');
  await check('add-child-refused');

  await forgetSignIn(page);
  await gotoRoute(page, '/pages/admin/index');
  await page.getByLabel('账号', { exact: true }).fill(ADMIN.login);
  await page.getByLabel('密码', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expectPage.visible(page.getByText('晨光小学 · 林主任（学校管理员）'));
  await gotoRoute(page, '/pages/admin/enrolment');
  await settle(page);
  const attempts = page.getByRole('region', { name: '重复使用认领码的尝试' });
  await expectPage.visible(attempts.getByRole('row', { name: new RegExp(CHILD.name) }));
  const consents = page.getByRole('region', { name: '监护人同意记录' });
  await expectPage.visible(consents.getByRole('row', { name: new RegExp(CHILD.name) }));
  await check('enrolment-attempts');
});
