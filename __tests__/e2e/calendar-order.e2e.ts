import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { schoolDate } from './support/clock';
import { expect as expectPage } from './support/expect';
import { signInThroughLoginScreen } from './support/session';
import { browserSuite } from './support/suite';

// Ordering from the calendar (decision 085) in the browser against the real server, its demo
// clock on a Thursday afternoon of a school week (support/clock.ts): several days picked on the
// calendar and paid in the sandbox (zh-CN, 375 px), then the whole of next month paid at the
// school (en-US, 320 px). The demo seed holds the children's lunches, so these order dinner.

const suite = browserSuite();

function nextMonth(): string {
  const [y = 0, m = 0] = schoolDate().split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** No day cell's words leave their cell, and the page does not scroll sideways. */
async function expectNothingSpills(page: Page): Promise<void> {
  const spills = await page.evaluate(() => {
    const out: string[] = [];
    for (const button of document.querySelectorAll('[role="grid"] button')) {
      const box = button.getBoundingClientRect();
      for (const part of button.querySelectorAll('span')) {
        const r = part.getBoundingClientRect();
        if (r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5))
          out.push(`${button.getAttribute('aria-label')}: ${part.textContent}`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      out.push(`page ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    return out;
  });
  expect(spills).toEqual([]);
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

it('zh-CN, 375 px: home’s 按日订餐 opens the calendar; two days picked are ordered and paid in the sandbox', async () => {
  const { page } = suite;
  await signInThroughLoginScreen(page, 'parent_a');
  await page.getByRole('radio', { name: '晚餐' }).click();
  await page.getByRole('button', { name: '按日订餐' }).click();
  await page.waitForURL((url) => url.hash.includes('mode=order'));
  const grid = page.getByRole('grid');
  const open = grid.locator('button[aria-pressed="false"]');
  await expectPage.visible(open.first());
  await expectNothingSpills(page);
  await expectAxeClean(page);

  const first = open.nth(0);
  const second = open.nth(1);
  const dates = [
    ((await first.getAttribute('aria-label')) ?? '').slice(0, 10),
    ((await second.getAttribute('aria-label')) ?? '').slice(0, 10),
  ];
  // Every open day says until when it can be ordered, with its weekday.
  expect(await first.getAttribute('aria-label')).toMatch(/^\d{4}-\d\d-\d\d 周.，可订，截止 /);
  await first.click();
  await grid.getByRole('button', { name: new RegExp(`^${dates[1]} `) }).click();
  await expectPage.visibleText(page, '已选 2 天 · 合计 ¥24.00');
  await page.getByRole('button', { name: '去下单' }).click();

  const review = page.getByRole('region', { name: '确认订餐' });
  await expectPage.visible(review.filter({ hasText: '¥24.00' }));
  await expectAxeClean(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  // parent_a has a balance and coupons, so the pay step offers them (decision 031): pay online.
  const step = page.getByRole('region', { name: '去支付' });
  await step.getByRole('button', { name: '去支付' }).click();
  await page.waitForURL(/\/sandbox\/pay\/[A-Za-z0-9_-]{32}/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/meal/orangebank'));
  await expectPage.visible(page.getByRole('status').filter({ hasText: '支付成功' }));

  await page.goto(
    `/#/pages/meal/month?month=${dates[0]!.slice(0, 7)}&diningType=Dinner&mode=order`,
  );
  await expectPage.visible(
    page.getByRole('grid').getByRole('button', { name: new RegExp(`^${dates[0]} 周.，.*已订`) }),
  );
});

it('en-US, 320 px: the whole of next month from the calendar, paid at the school', async () => {
  const { page } = suite;
  await page.goto('/#/pages/my/Setting');
  await page.getByLabel('语言').selectOption({ label: 'English' });
  await expectPage.visible(page.getByRole('heading', { name: 'Settings', level: 1 }));
  await page.setViewportSize({ width: 320, height: 640 });

  // Home's calendar first: its day cells hold their words at 320 px in English too.
  await page.goto('/#/pages/index/index');
  await expectPage.visible(page.getByRole('grid').getByRole('button').first());
  await expectNothingSpills(page);

  const month = nextMonth();
  await page.goto(`/#/pages/meal/month?month=${month}&diningType=Dinner&mode=order`);
  await expectPage.visible(page.getByRole('grid').locator('button[aria-pressed]').first());
  await expectNothingSpills(page);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Whole month' }).click();
  const summary = page.getByText(/^Whole month, \d+ days · Total ¥\d+\.00$/);
  await expectPage.visible(summary);
  const [, days = '0', total = '0'] =
    /(\d+) days · Total ¥(\d+)\.00/.exec((await summary.textContent()) ?? '') ?? [];
  expect(Number(days)).toBeGreaterThan(10);
  // The month order's total is what the server's options price it at: ¥12.00 a dinner.
  expect(Number(total)).toBe(Number(days) * 12);

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const review = page.getByRole('region', { name: 'Confirm the order' });
  await expectPage.visible(review.filter({ hasText: `By month · ${month} · ${days} days` }));
  await expectAxeClean(page);
  await page.getByRole('radio', { name: 'Pay at school' }).check();
  // The payment choice is in the page's flow, not under a fixed bar.
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/order/MonthOrderDetail'));
  await expectPage.visibleText(page, 'Unpaid');
});
