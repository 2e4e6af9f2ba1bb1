import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { expect as expectPage } from './support/expect';
import { freePort } from './support/server';
import {
  apiGetFromPage,
  gotoRoute,
  passwordLoginFromPage,
  signInThroughLoginScreen,
} from './support/session';
import { StoppableServer } from './support/stoppableServer';

// The money screens (decisions 029-032) in the browser against `npm start`'s server: a prepayment
// bought in the sandbox and seen in the balance and AccountDetails, a multiple-meal package, an
// order paid with a coupon and one from the balance, a refund asked, approved with the school's
// task and seen as Cash_Withdrawal, an expired coupon among the invalid ones, and every new screen
// through axe at 320 and 414 px. The demo seed holds the children's lunches for two weeks: orders
// use dinner.

let server: StoppableServer;
let browser: BrowserSession;
let token: string;

async function balance(page: Page): Promise<number> {
  const { body } = await apiGetFromPage(page, '/api/user/0/balance', token);
  return (body as { data: { myAmount: number } }).data.myAmount;
}

async function postFromPage(
  page: Page,
  path: string,
  body: unknown,
): Promise<{ status: number; body: { data?: { id: number } } }> {
  return page.evaluate(
    async ({ path, body, token }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Idempotency-Key': `e2e-${Math.random()}`,
        },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        body: (await response.json()) as { data?: { id: number } },
      };
    },
    { path, body, token },
  );
}

/** An UnPay dinner order for the first child's next open date, through the API. */
async function placeDinner(page: Page): Promise<number> {
  const identities = (await apiGetFromPage(page, '/api/associated/user/identity', token)).body as {
    data: { associatedUserId: number }[];
  };
  const child = identities.data[0]!.associatedUserId;
  const options = (
    await apiGetFromPage(
      page,
      `/api/associated/user/placing/order/${child}/date?diningType=Dinner`,
      token,
    )
  ).body as { data: { dates: { date: string; status: string }[] } };
  const date = options.data.dates.find((d) => d.status === 'Available')!.date;
  const placed = await postFromPage(page, '/api/associated/user/placing/order', {
    associatedUserId: child,
    orderType: 'Day',
    diningType: 'Dinner',
    mealKind: 'Ordinary',
    dates: [date],
    payMode: 'Online',
  });
  expect(placed.status).toBe(200);
  return placed.body.data!.id;
}

async function approveOnCheckout(page: Page): Promise<void> {
  await page.waitForURL(/\/sandbox\/pay\/[A-Za-z0-9_-]{32}/);
  await page.getByRole('button', { name: '确认支付' }).click();
}

beforeAll(async () => {
  server = new StoppableServer(await freePort());
  await server.start();
  browser = await openBrowser(server.url);
  await signInThroughLoginScreen(browser.page, 'parent_a');
  token = (await passwordLoginFromPage(browser.page, 'parent_a')).access_token;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.remove();
});

it('buys a prepayment in the sandbox; the balance and AccountDetails show it', async () => {
  const { page } = browser;
  const before = await balance(page);
  await gotoRoute(page, '/pages/prepayment/index');
  await page.getByRole('button', { name: '餐费充值 200 元' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/prepayment/detail?'));
  await page.getByRole('button', { name: '立即缴费' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/prepayment/detail/payment'));
  await page.getByRole('button', { name: '立即缴费' }).click();
  await approveOnCheckout(page);
  await page.waitForURL((url) => url.hash.startsWith('#/pages/prepayment/orangebank'));
  await expectPage.visible(page.getByRole('heading', { name: '缴费成功' }));
  expect(await balance(page)).toBe(before + 20000);
  await page.getByRole('button', { name: '账户明细' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/my/AccountDetails'));
  await expectPage.visible(
    page.getByRole('listitem', { name: '充值' }).filter({ hasText: '+¥200.00' }),
  );
});

it('buys a multiple-meal package: the chosen dinner is ordered and paid', async () => {
  const { page } = browser;
  await gotoRoute(page, '/pages/prepayment/index');
  await page.getByRole('button', { name: '多餐次套餐' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/prepayment/detail/multiple/dispark'));
  await page.getByRole('checkbox', { name: /晚餐/ }).check();
  const dates = page.getByRole('group', { name: '选择日期' }).getByRole('checkbox');
  await expectPage.visible(dates);
  await dates.first().check();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/prepayment/detail/multiple/pay'));
  await page.getByRole('button', { name: '立即缴费' }).click();
  await approveOnCheckout(page);
  await expectPage.visible(page.getByRole('heading', { name: '缴费成功' }));
  await gotoRoute(page, '/pages/order/index');
  await expectPage.visible(
    page.getByRole('article').filter({ hasText: '晚餐' }).filter({ hasText: '已支付' }),
  );
});

it('pays an order with a coupon (less to pay, the coupon moves to used) and one from the balance', async () => {
  const { page } = browser;
  const withCoupon = await placeDinner(page);
  await gotoRoute(page, `/pages/order/DayOrderDetail?id=${withCoupon}`);
  await page.getByLabel('使用优惠券').selectOption({ label: '午餐立减券 减 ¥3.00' });
  await expectPage.visible(page.getByText('¥9.00'));
  await page.getByRole('button', { name: '去支付' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await expectPage.visibleText(page, '¥9.00');
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/order/orangebank'));
  await expectPage.visible(page.getByRole('status').filter({ hasText: '支付成功' }));
  // The receipt (decision 072): the price, the coupon, what was paid, on the result page and
  // the detail alike; the balance details read the payment as paid, the coupon as its discount.
  const receipt = [
    '订单金额¥12.00',
    '优惠券 · 午餐立减券-¥3.00',
    '实付金额¥9.00',
    '支付方式在线支付',
  ];
  const rows = () => page.getByLabel('支付明细').first().locator('div').allTextContents();
  await expectPage.visible(page.getByLabel('支付明细'));
  expect((await rows()).slice(0, 4)).toEqual(receipt);
  await gotoRoute(page, `/pages/order/DayOrderDetail?id=${withCoupon}`);
  await expectPage.visible(page.getByLabel('支付明细'));
  expect((await rows()).slice(0, 4)).toEqual(receipt);
  await gotoRoute(page, '/pages/my/AccountDetails');
  await expectPage.visible(
    page
      .getByRole('listitem', { name: '按天订餐' })
      .filter({ hasText: '-¥9.00' })
      .filter({ hasText: '已优惠 ¥3.00' }),
  );
  await gotoRoute(page, '/pages/my/couponsInvalid');
  await expectPage.visible(
    page.getByRole('listitem', { name: '午餐立减券' }).filter({ hasText: '已使用' }),
  );

  const fromBalance = await placeDinner(page);
  const before = await balance(page);
  await gotoRoute(page, `/pages/order/DayOrderDetail?id=${fromBalance}`);
  await page.getByRole('button', { name: /^余额支付/ }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/order/orangebank'));
  await expectPage.visible(page.getByRole('status').filter({ hasText: '支付成功' }));
  expect(await balance(page)).toBe(before - 1200);
});

it('an expired coupon is among the invalid ones', async () => {
  const { page } = browser;
  await gotoRoute(page, '/pages/my/couponsInvalid');
  await expectPage.visible(
    page.getByRole('listitem', { name: '国庆立减券' }).filter({ hasText: '已过期' }),
  );
});

it('asks for a refund, the school approves it with its task, and Cash_Withdrawal shows', async () => {
  const { page } = browser;
  await gotoRoute(page, '/pages/refund/index');
  await expectPage.visible(page.getByRole('region', { name: '退款规则' }));
  await page.getByLabel('退款金额（元）').fill('10');
  await page.getByLabel('退款原因').fill('转学');
  await page.getByRole('button', { name: '申请退款' }).click();
  const asked = page.getByRole('button', { name: '¥10.00 待审核' });
  await expectPage.visible(asked);
  await asked.click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/refund/detail'));
  const id = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('id')!;
  const before = await balance(page);

  await server.stop();
  expect(server.task('refunds', ['list'])).toContain(`${id}\tToAudit\t10.00`);
  expect(server.task('refunds', ['approve', id, '已退回'])).toContain(`refund ${id} Pass`);
  await server.start();

  expect(await balance(page)).toBe(before - 1000);
  // The page still shows the detail it read before the stop; opening the app again reads anew
  // (going to the same address would not, and its answer while the server was down may be late).
  await gotoRoute(page, `/pages/refund/detail?id=${id}`);
  await page.reload();
  await expectPage.visible(page.getByText('已通过'));
  await gotoRoute(page, '/pages/my/AccountDetails');
  await expectPage.visible(
    page.getByRole('listitem', { name: '余额退款' }).filter({ hasText: '-¥10.00' }),
  );
});

// One test per width: twelve screens through axe take most of a test's time on a loaded machine.
it.each([320, 414])('every new screen passes axe at %i px', async (width) => {
  const { page } = browser;
  const screens: [string, string][] = [
    ['/pages/prepayment/index', '预缴费'],
    ['/pages/prepayment/detail?prepaymentId=2', '预缴费详情'],
    ['/pages/prepayment/detail/multiple/dispark?prepaymentId=3', '多餐预缴费'],
    [
      '/pages/prepayment/detail/multiple/pay?prepaymentId=3&diningTypes=Dinner&dates=2030-01-02',
      '多餐缴费',
    ],
    ['/pages/prepayment/detail/custom?prepaymentId=4', '自定义缴费'],
    ['/pages/prepayment/detail/payment?prepaymentId=4&amount=5000', '缴费'],
    ['/pages/prepayment/orangebank?purchaseId=1', '银行卡支付'],
    ['/pages/refund/index', '退款'],
    ['/pages/refund/detail?id=1', '退款详情'],
    ['/pages/my/coupons', '优惠券'],
    ['/pages/my/couponsInvalid', '已失效优惠券'],
    ['/pages/my/AccountDetails', '账户明细'],
  ];
  await page.setViewportSize({ width, height: 740 });
  for (const [path, title] of screens) {
    await gotoRoute(page, path);
    await expectPage.visible(page.getByRole('heading', { level: 1, name: title }));
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect({ path, width, violations: await axeViolations(page) }).toEqual({
      path,
      width,
      violations: [],
    });
  }
  expect(browser.pageErrors).toEqual([]);
});
