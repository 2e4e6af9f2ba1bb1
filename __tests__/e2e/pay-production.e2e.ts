import type { Page } from 'playwright-core';
import { TEST_CLOCK_WARNING } from '../../server/core/clock';
import { MCHID, OPENID } from '../support/fakes/wechatPayMerchant';
import { openBrowser, type BrowserSession } from './support/browser';
import { testNow } from './support/clock';
import { expect as expectPage } from './support/expect';
import {
  asProductionBuild,
  balanceOf,
  inWechat,
  PARENT_LOGIN,
  PARENT_PASSWORD,
  parentToken,
  startProduction,
  WECHAT_UA,
  type ProductionWorld,
} from './support/production';

// The production payment journey (decision 071) in the browser against the real server with
// DEMO=0 and WeChat Pay's merchant API faked on loopback (it checks every request's signature and
// the JSAPI launch's): the school made by school:create, its administrator joining by the printed
// link, a parent in WeChat's browser ordering two lunches and paying through WeixinJSBridge (WeChat
// Pay's signed, encrypted notification pays the order), taking leave on one day, asking for that
// credit back; the administrator approving it in the console, the refund asked of WeChat Pay
// against the payment, and the balance and balance details once WeChat Pay confirms it.

let world: ProductionWorld;
let parent: BrowserSession;
let admin: BrowserSession;
let token: string;
const LUNCH = 1500;

beforeAll(async () => {
  world = await startProduction();
  parent = await openBrowser(world.server.url, { userAgent: WECHAT_UA });
  await asProductionBuild(parent.context, world.clientSecret);
  await inWechat(parent.context, world);
  admin = await openBrowser(world.server.url);
  token = await parentToken(world);
}, 240_000);
afterAll(async () => {
  await parent?.close();
  await admin?.close();
  await world?.close();
});
afterEach(() => {
  expect(parent.pageErrors).toEqual([]);
  expect(admin.pageErrors).toEqual([]);
});

it('says at every start that its clock is moved for tests', () => {
  const warnings = world.server
    .output()
    .split('\n')
    .filter((line) => line === TEST_CLOCK_WARNING);
  // The first start, and the start after school:create and the family fixture.
  expect(warnings).toHaveLength(2);
  expect(world.server.output()).toContain('Production mode (DEMO=0)');
});

it("the school's administrator joins by the link school:create printed", async () => {
  const { page } = admin;
  await page.goto(world.adminLink);
  await expectPage.visible(page.getByText('晨光小学 邀请 林主任 以「学校管理员」身份加入。'));
  await page.getByLabel('登录名').fill('admin_lin');
  await page.getByLabel('密码', { exact: true }).fill('Admin@2026x');
  await page.getByLabel('再次输入密码').fill('Admin@2026x');
  await page.getByRole('button', { name: '设置密码并进入后台' }).click();
  await expectPage.visible(page.getByText('晨光小学 · 林主任（学校管理员）'));
});

let paidDates: string[] = [];

/** Ticks the first `count` lunch dates the server offers (never the machine's idea of today). */
async function chooseOpenDates(page: Page, count: number): Promise<string[]> {
  const dates = page.getByRole('group', { name: '选择订餐日期' }).getByRole('checkbox');
  await expectPage.visible(dates);
  const chosen: string[] = [];
  for (let i = 0; i < (await dates.count()) && chosen.length < count; i++) {
    const box = dates.nth(i);
    if (await box.isEnabled()) {
      await box.check();
      chosen.push(await box.inputValue());
    }
  }
  expect(chosen).toHaveLength(count);
  return chosen;
}

it('the parent orders two lunches in WeChat and pays through its bridge; the server says paid', async () => {
  const { page } = parent;
  await page.goto('/#/pages/user/login');
  await page.getByLabel('账号', { exact: true }).fill(PARENT_LOGIN);
  await page.getByLabel('密码', { exact: true }).fill(PARENT_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/index/index'));

  await page.goto('/#/pages/meal/order?diningType=Lunch');
  paidDates = await chooseOpenDates(page, 2);
  await page.getByRole('radio', { name: '在线支付' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/meal/orangebank'));
  await expectPage.visible(page.getByRole('status').filter({ hasText: '支付成功' }), 30_000);
  await parent.screenshot('pay-production-paid');

  // JSAPI, as the open id the chat-app sign-in bound, for both lunches; the notification taken.
  const prepay = world.fake.seen.filter((seen) => seen.url === '/v3/pay/transactions/jsapi');
  expect(prepay).toHaveLength(1);
  expect(prepay[0]!.signed).toBe(true);
  expect(JSON.parse(prepay[0]!.body)).toMatchObject({
    mchid: MCHID,
    payer: { openid: OPENID },
    amount: { total: 2 * LUNCH, currency: 'CNY' },
    notify_url: `${world.server.url}/api/payment/wechat/notify`,
  });
  expect(world.paymentNotifications).toEqual([204]);
  expect(world.fake.seen.every((seen) => seen.signed)).toBe(true);
});

it('takes leave on one paid lunch: its price is credited to the balance', async () => {
  const { page } = parent;
  const day = paidDates[1]!;
  await page.goto('/#/pages/leave/leave?diningType=Lunch');
  await page.getByRole('checkbox', { name: new RegExp(`^${day}`) }).check();
  await page.getByRole('button', { name: /^确认请假/ }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/leave/index'));
  const entry = page.getByRole('listitem', { name: `${day} 午餐` });
  await expectPage.visible(entry.filter({ hasText: '退回 ¥15.00' }));
  expect(await balanceOf(world, token)).toBe(LUNCH);
});

let refundId = '';

it('asks for the credit back; the administrator approves it and WeChat Pay is asked to refund it', async () => {
  const { page } = parent;
  await page.goto('/#/pages/refund/index');
  await page.getByLabel('退款金额（元）').fill('15');
  await page.getByLabel('退款原因').fill('请假退款');
  await page.getByRole('button', { name: '申请退款' }).click();
  const asked = page.getByRole('button', { name: '¥15.00 待审核' });
  await expectPage.visible(asked);
  await asked.click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/refund/detail'));
  refundId = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('id')!;

  const desk = admin.page;
  await desk.goto('/#/pages/admin/money');
  const request = '审核备注（王小明 ¥15.00）';
  await expectPage.visible(desk.getByLabel(request, { exact: true }));
  await desk.getByLabel(request, { exact: true }).fill('原路退回');
  await desk.getByRole('button', { name: `同意退款 ${request}` }).click();
  await desk
    .getByRole('group', { name: '同意 王小明 的退款 ¥15.00？将从余额扣除。' })
    .getByRole('button', { name: '确定' })
    .click();
  await expectPage.hidden(desk.getByLabel(request, { exact: true }));
  await admin.screenshot('pay-production-approved');

  // One part, against the lunches' payment: the refund's amount of the payment's total.
  const prepay = JSON.parse(
    world.fake.seen.find((seen) => seen.url === '/v3/pay/transactions/jsapi')!.body,
  ) as { out_trade_no: string };
  const refunds = world.fake.refundsAsked();
  expect(refunds).toHaveLength(1);
  expect(refunds[0]).toMatchObject({
    out_trade_no: prepay.out_trade_no,
    out_refund_no: expect.stringMatching(new RegExp(`^R${refundId}P\\d+$`)),
    notify_url: `${world.server.url}/api/payment/wechat/refund-notify`,
    amount: { refund: LUNCH, total: 2 * LUNCH, currency: 'CNY' },
  });
  // Processing at WeChat Pay: the money stays in the balance, held, until it confirms.
  expect(await balanceOf(world, token)).toBe(LUNCH);
});

it("WeChat Pay confirms the refund: the parent's balance and balance details say so", async () => {
  const [refund] = world.fake.refundsAsked();
  expect(await world.fake.confirmRefund(refund!.out_refund_no, testNow())).toBe(204);
  expect(await balanceOf(world, token)).toBe(0);

  const { page } = parent;
  await page.goto('/#/pages/my/AccountDetails');
  const newest = page
    .getByRole('listitem')
    .filter({ has: page.getByText(/^[+-]¥\d+\.\d{2}$/) })
    .first();
  await expectPage.visible(newest.getByText('余额退款'));
  await expectPage.visible(newest.getByText('-¥15.00'));
  await parent.screenshot('pay-production-ledger');
});
