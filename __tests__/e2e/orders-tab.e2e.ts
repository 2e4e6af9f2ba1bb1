import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { schoolDate } from './support/clock';
import { expect as expectPage } from './support/expect';
import { browserSuite } from './support/suite';
import { gotoRoute, signInThroughLoginScreen } from './support/session';

// Issue 26 in the browser against the real server, demo clock pinned (support/clock.ts):
// parent_a, a guardian of two children, opens the Orders tab and sees both children's orders in
// one list with their dates and a filter (decision 087), at 375 and 320 px, in Chinese and in
// English; axe finds nothing, the tab bar's selected label included (decision 007, update);
// the rating screen speaks English in English.

const suite = browserSuite();
const page = (): Page => suite.page;

async function noSidewaysScroll(width: number): Promise<void> {
  await page().setViewportSize({ width, height: 800 });
  await page().waitForTimeout(150);
  const { scrollWidth, innerWidth } = await page().evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect({ width, scrollWidth }).toEqual({ width, scrollWidth: innerWidth });
}

/** The children's names, from the identities the login fetched. */
let names: string[] = [];

/** The child each card names first (its heading starts with the name). */
async function childrenOnCards(): Promise<Set<string>> {
  const heads = await page()
    .getByRole('article')
    .getByRole('heading', { level: 2 })
    .allTextContents();
  return new Set(heads.map((head) => names.find((name) => head.startsWith(name)) ?? head));
}

it('lists both children’s orders with their dates, filters by child, at 375 and 320 px through axe', async () => {
  const answer = (await signInThroughLoginScreen(page(), 'parent_a')) as {
    data: { userName: string; userTypes: string }[];
  };
  names = answer.data
    .filter((child) => child.userTypes === 'Student')
    .map((child) => child.userName);
  expect(names).toHaveLength(2);

  await page().getByRole('navigation', { name: '主导航' }).getByText('订单').click();
  await expectPage.visible(page().getByRole('heading', { level: 1, name: '订单' }));
  await expectPage.visible(page().getByRole('article').first());
  expect(await childrenOnCards()).toEqual(new Set(names));
  // Each card says the dates it covers: 11月30日（周一） or 12月1日–31日 · 22 天.
  await expectPage.visible(
    page()
      .getByRole('article')
      .first()
      .getByText(/^(\d+月\d+日（周.）|\d+月\d+日–(\d+月)?\d+日 · \d+ 天)$/),
  );

  await noSidewaysScroll(375);
  expect(await axeViolations(page())).toEqual([]);
  await suite.browser.screenshot('orders-tab-375');
  await noSidewaysScroll(320);
  await suite.browser.screenshot('orders-tab-320');

  const filter = page().getByRole('group', { name: '按孩子查看订单' });
  await filter.getByRole('button', { name: names[1], exact: true }).click();
  await expectPage.eventually(page(), childrenOnCards, (seen) =>
    expect(seen).toEqual(new Set([names[1]])),
  );
  await filter.getByRole('button', { name: '全部孩子' }).click();
  await expectPage.eventually(page(), childrenOnCards, (seen) =>
    expect(seen).toEqual(new Set(names)),
  );
});

it('a returning parent: the next start paints the first cards kept from this one, until the list is read (decision 093)', async () => {
  const first = await page().getByRole('article').first().getAttribute('aria-label');
  const orderNo = first!.replace('订单号：', '');
  // The orders wait, so what the start paints before them can be seen.
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page().route('**/api/order/associate/**', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  try {
    await page().reload();
    const frame = page().locator('#boot-frame');
    await expectPage.visible(frame);
    expect(await frame.innerText()).toContain(orderNo);
    expect(await frame.innerText()).toContain('全部孩子');
    release();
    await expectPage.visible(page().getByRole('article').first());
    await frame.waitFor({ state: 'detached' });
  } finally {
    release();
    await page().unroute('**/api/order/associate/**');
  }
});

it('in English: the tab, its dates, axe, and the rating screen', async () => {
  await page().setViewportSize({ width: 375, height: 800 });
  await page().goto('/#/pages/my/Setting');
  await page().getByLabel('语言').selectOption({ label: 'English' });
  await gotoRoute(page(), '/pages/order/index');
  await expectPage.visible(page().getByRole('heading', { level: 1, name: 'Orders' }));
  await expectPage.visible(page().getByRole('article').first());
  expect(await childrenOnCards()).toEqual(new Set(names));
  await expectPage.visible(
    page()
      .getByRole('article')
      .first()
      .getByText(
        /^((Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d+ [A-Z][a-z]{2}|\d+( [A-Z][a-z]{2})?–\d+ [A-Z][a-z]{2} · \d+ days)$/,
      ),
  );
  await expectPage.visible(page().getByRole('button', { name: 'All children' }));
  expect(await axeViolations(page())).toEqual([]);
  await suite.browser.screenshot('orders-tab-375-en');
  await noSidewaysScroll(320);
  await suite.browser.screenshot('orders-tab-320-en');

  await page().setViewportSize({ width: 375, height: 800 });
  await gotoRoute(page(), `/pages/index/MealEvaluate?date=${schoolDate()}&diningType=Lunch`);
  await expectPage.visible(page().getByRole('group', { name: 'Overall' }));
  for (const text of ['Taste', 'Portion', 'Too salty', 'Just right', 'Other comments']) {
    await expectPage.visible(page().getByText(text, { exact: true }).first());
  }
  const shown = await page().locator('main').innerText();
  // No Chinese on the rating screen in English but a child's name (a person's name is not translated).
  expect(
    (shown.match(/[\u3400-\u9fff]+/g) ?? []).filter((word) => !names.some((n) => n.includes(word))),
  ).toEqual([]);
  expect(await axeViolations(page())).toEqual([]);
  await suite.browser.screenshot('rating-375-en');
});
