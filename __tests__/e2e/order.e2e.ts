import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { expect as expectPage } from './support/expect';
import { freePort } from './support/server';
import { StoppableServer } from './support/stoppableServer';
import { apiGetFromPage, passwordLoginFromPage, signInThroughLoginScreen } from './support/session';

// Ordering and paying (docs/product.md, "States and transitions"; decision 018) in the browser
// against the real server: order and pay in the sandbox checkout, a month order paid at the school
// (the school's task), leave and its cancel, cancelling a paid order, a double press on pay, and a
// network cut while the payment result is polled. The demo seed holds the children's lunches for
// two weeks, so these journeys order dinner.

let server: StoppableServer;
let browser: BrowserSession;
let token: string;

async function balance(page: Page): Promise<number> {
  const { body } = await apiGetFromPage(page, '/api/user/0/balance', token);
  return (body as { data: { myAmount: number } }).data.myAmount;
}

/** Ticks the first dinner date open for ordering and answers it. */
async function chooseFirstOpenDate(page: Page): Promise<string> {
  const dates = page.getByRole('group', { name: '选择订餐日期' }).getByRole('checkbox');
  await expectPage.visible(dates);
  const count = await dates.count();
  for (let i = 0; i < count; i++) {
    const box = dates.nth(i);
    if (await box.isEnabled()) {
      await box.check();
      return box.inputValue();
    }
  }
  throw new Error('no open date');
}

async function placeDinner(page: Page, payMode: '在线支付' | '线下支付'): Promise<string> {
  await page.goto('/#/pages/meal/order?diningType=Dinner');
  const date = await chooseFirstOpenDate(page);
  await page.getByRole('radio', { name: payMode }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  if (payMode === '在线支付') {
    // parent_a has a balance and coupons, so the pay step offers them (decision 031): pay online.
    const step = page.getByRole('region', { name: '去支付' });
    await step.getByRole('button', { name: '去支付' }).click();
  }
  return date;
}

async function approveOnCheckout(page: Page): Promise<void> {
  await page.waitForURL(/\/sandbox\/pay\/[A-Za-z0-9_-]{32}/);
  await expectPage.visibleText(page, '沙箱支付');
  await page.getByRole('button', { name: '确认支付' }).click();
}

function orderCard(page: Page, text: string) {
  return page.getByRole('article').filter({ hasText: text }).first();
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
  server.remove();
});

let paidDate = '';

it('orders the next open dinner, pays in the sandbox, and sees it on Orders and the calendar', async () => {
  const { page } = browser;
  paidDate = await placeDinner(page, '在线支付');
  await approveOnCheckout(page);
  await page.waitForURL((url) => url.hash.startsWith('#/pages/meal/orangebank'));
  await expectPage.visible(page.getByRole('status').filter({ hasText: '支付成功' }));
  await browser.screenshot('order-paid');

  // The receipt on the result page, then 查看订单 opens that order with the same (decision 072).
  const receipt = page.getByLabel('支付明细').first();
  await expectPage.visible(receipt.filter({ hasText: '实付金额¥12.00' }));
  await expectPage.visible(receipt.filter({ hasText: '订单金额¥12.00' }));
  await page.getByRole('button', { name: '查看订单' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/order/DayOrderDetail'));
  await expectPage.visible(receipt.filter({ hasText: '实付金额¥12.00' }));
  await page.goto('/#/pages/order/index');
  await expectPage.visible(
    orderCard(page, '晚餐').filter({ hasText: '已支付' }).filter({ hasText: '实付金额¥12.00' }),
  );

  await page.goto(`/#/pages/meal/month?month=${paidDate.slice(0, 7)}&diningType=Dinner`);
  await expectPage.visible(page.getByRole('button', { name: new RegExp(`^${paidDate}.*已订餐`) }));
});

it('asks for leave on the paid dinner (credited), sees Leave on the calendar, and cancels it', async () => {
  const { page } = browser;
  const before = await balance(page);
  await page.goto('/#/pages/leave/leave?diningType=Dinner');
  await page.getByRole('checkbox', { name: new RegExp(`^${paidDate}`) }).check();
  await page.getByRole('button', { name: /^确认请假/ }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/leave/index'));
  const entry = page.getByRole('listitem', { name: `${paidDate} 晚餐` });
  await expectPage.visible(entry.filter({ hasText: '已请假' }));
  await expectPage.visible(entry.filter({ hasText: '退回 ¥12.00' }));
  expect(await balance(page)).toBe(before + 1200);

  await page.goto(`/#/pages/meal/month?month=${paidDate.slice(0, 7)}&diningType=Dinner`);
  await expectPage.visible(page.getByRole('button', { name: new RegExp(`^${paidDate}.*请假`) }));

  await page.goto('/#/pages/leave/index');
  await page
    .getByRole('listitem', { name: `${paidDate} 晚餐` })
    .getByRole('button', { name: '取消请假' })
    .click();
  // Decision 086: it asks first, naming the day; the dialog's own button confirms.
  await expectPage.visibleText(page, `取消 ${paidDate} 晚餐的请假？`);
  await page.getByRole('button', { name: '取消请假' }).last().click();
  await expectPage.visible(
    page.getByRole('listitem', { name: `${paidDate} 晚餐` }).filter({ hasText: '已取消' }),
  );
  expect(await balance(page)).toBe(before);
  await page.goto(`/#/pages/meal/month?month=${paidDate.slice(0, 7)}&diningType=Dinner`);
  await expectPage.visible(page.getByRole('button', { name: new RegExp(`^${paidDate}.*已订餐`) }));
});

it('the Orders tab, the order page and the leave list have a title bar and pass axe', async () => {
  const { page } = browser;
  const screens = [
    { path: '/pages/order/index', title: '订单', back: false, ready: orderCard(page, '晚餐') },
    {
      path: '/pages/meal/order?diningType=Dinner',
      title: '确认订单',
      back: true,
      ready: page.getByRole('group', { name: '选择订餐日期' }),
    },
    {
      path: '/pages/leave/index',
      title: '请假记录',
      back: true,
      ready: page.getByRole('listitem', { name: `${paidDate} 晚餐` }),
    },
  ];
  for (const { path, title, back, ready } of screens) {
    await page.goto(`/#${path}`);
    await expectPage.visible(page.getByRole('heading', { level: 1, name: title }));
    await expectPage.visible(ready);
    expect(await page.getByRole('button', { name: '返回' }).count()).toBe(back ? 1 : 0);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  }
});

it('cancels the paid dinner and the credit shows on the order and in the balance', async () => {
  const { page } = browser;
  const before = await balance(page);
  await page.goto('/#/pages/order/index');
  const card = orderCard(page, '晚餐');
  await card.getByRole('button', { name: '退订' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expectPage.visible(orderCard(page, '已退回余额').filter({ hasText: '¥12.00' }));
  expect(await balance(page)).toBe(before + 1200);
});

it('a double press on pay starts one payment and charges once', async () => {
  const { page } = browser;
  const before = await balance(page);
  await placeDinner(page, '线下支付');
  await page.waitForURL((url) => url.hash.startsWith('#/pages/order/DayOrderDetail'));
  await page.goto('/#/pages/order/index');
  const payStarts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/associated/user/payment/order'))
      payStarts.push(request.url());
  });
  const pay = orderCard(page, '待支付').getByRole('button', { name: '去支付' });
  await expectPage.visible(pay);
  // Two taps in the same frame, faster than any re-render could disable the button.
  await pay.evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await approveOnCheckout(page);
  await page.waitForURL((url) => url.hash.startsWith('#/pages/order/orangebank'));
  await expectPage.visible(page.getByRole('status').filter({ hasText: '支付成功' }));
  expect(payStarts).toHaveLength(1);
  // Paid online: the money in and the one charge cancel out; a second charge would show.
  expect(await balance(page)).toBe(before);
});

it('a network cut while the result is polled shows offline, then the right state once online', async () => {
  const { page, context } = browser;
  await placeDinner(page, '在线支付');
  await page.waitForURL(/\/sandbox\/pay\/[A-Za-z0-9_-]{32}/);
  // Every poll fails from the start, as on a dropped connection.
  const cut = '**/api/associated/user/orderquery/**';
  await context.route(cut, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/meal/orangebank'));
  await context.setOffline(true);
  // The result's own line, not the frame's offline banner (also a status).
  await expectPage.visible(
    page.getByRole('status').filter({ hasText: '恢复后将自动查询支付结果' }),
  );
  await browser.screenshot('payment-offline');
  await context.unroute(cut);
  await context.setOffline(false);
  await expectPage.visible(page.getByRole('status').filter({ hasText: '支付成功' }), 30_000);
});

it('a month order paid offline stays unpaid until the school marks it paid', async () => {
  const { page } = browser;
  // A new document: what the network cut above left in the last one stays there.
  await page.goto('about:blank');
  await page.goto('/#/pages/meal/order?diningType=Dinner&orderType=Month');
  await page.getByRole('radio', { name: '线下支付' }).check();
  const submit = page.getByRole('button', { name: '提交订单' });
  await expectPage.visibleText(page, '共 ');
  await page.waitForFunction(
    (button) => !(button as HTMLButtonElement).disabled,
    await submit.elementHandle(),
  );
  await submit.click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/order/MonthOrderDetail'));
  const id = Number(new URLSearchParams(page.url().split('?')[1]).get('id'));
  await expectPage.visibleText(page, '待支付');

  await server.stop();
  expect(server.task('mark-paid', [String(id)])).toContain(`order ${id} marked paid`);
  await server.start();
  token = (await passwordLoginFromPage(page, 'parent_a')).access_token;
  await page.reload();
  await expectPage.visibleText(page, '已支付');
});
