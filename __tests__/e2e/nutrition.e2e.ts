import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { schoolDate } from './support/clock';
import { expect as expectPage } from './support/expect';
import { browserSuite } from './support/suite';
import {
  DEMO_PASSWORD,
  forgetSignIn,
  gotoRoute,
  signInThroughLoginScreen,
} from './support/session';

// Decision 081 in the browser against the real server: 张小明's guardian (a third grader: the
// 6–8 group, a boy's lunch 37.5% of 1700 kcal = 638 kcal) opens 营养周报 and sees the week's
// lunch energy against the target; the kitchen types a dish's nutrients in the menu editor and
// sees the totals against the target. Both at 375 and 320 px, in Chinese and in English.

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

async function kitchenEditor(labels: {
  account: string;
  password: string;
  signIn: string;
  dish: string;
  grams: string;
  fold: string;
  energy: string;
}): Promise<void> {
  await forgetSignIn(page());
  await page().setViewportSize({ width: 375, height: 800 });
  await gotoRoute(page(), '/pages/admin/menus');
  await page().getByLabel(labels.account, { exact: true }).fill('kitchen');
  await page().locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page().getByRole('button', { name: labels.signIn, exact: true }).click();
  const editor = page()
    .locator('form')
    .filter({ has: page().getByText(labels.fold) });
  await expectPage.visible(editor);
  // A Saturday has no menu, so the editor starts empty (a school day's menu would open filled).
  const monday = await page().locator('input[type="date"]').first().inputValue();
  const saturday = new Date(Date.parse(`${monday}T00:00:00Z`) + 5 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await editor.locator('input[type="date"]').fill(saturday);
  // The editor says the meal has no menu yet (its rows are locked until it knows).
  await expectPage.visible(editor.getByRole('note'));
  expect(await editor.locator('input[type="date"]').inputValue()).toBe(saturday);
  await editor.getByLabel(labels.dish, { exact: true }).fill('米饭');
  await editor.getByLabel(labels.grams, { exact: true }).fill('200');
  await editor.getByText(labels.fold).click();
  await editor.getByLabel(labels.energy).fill('116');
}

it('a third grader’s guardian sees the week’s energy against the target, at 375 px through axe', async () => {
  await signInThroughLoginScreen(page(), 'parent_a');
  await gotoRoute(page(), `/pages/meal/nutrition?date=${schoolDate()}`);
  await expectPage.visible(page().getByRole('heading', { name: '营养周报', level: 1 }));
  await expectPage.visible(page().getByText(/按 6–8 岁学生的目标（WS\/T 554-2017/));
  const lunch = page().getByRole('region', { name: /^午餐 · \d+ 餐$/ });
  await expectPage.visible(lunch.getByText(/^能量 \d+ \/ 目标 638 千卡 · (达标|不足|超出)$/));
  await noSidewaysScroll(375);
  expect(await axeViolations(page())).toEqual([]);
  await suite.browser.screenshot('nutrition-week-375');
  await noSidewaysScroll(320);
  await suite.browser.screenshot('nutrition-week-320');
});

it('the day screen shows the meal’s nutrients with the way to the week', async () => {
  await page().setViewportSize({ width: 375, height: 800 });
  await gotoRoute(page(), `/pages/meal/day?date=${schoolDate()}&diningType=Lunch`);
  const panel = page().getByRole('region', { name: '本餐营养' });
  await expectPage.visible(panel.getByRole('row', { name: /能量/ }));
  expect(await axeViolations(page())).toEqual([]);
  await suite.browser.screenshot('nutrition-day-375');
});

it('the kitchen sees a meal’s totals against the target while editing the menu', async () => {
  await kitchenEditor({
    account: '账号',
    password: '密码',
    signIn: '登录',
    dish: '菜品',
    grams: '克重',
    fold: '营养成分（每100克，选填）',
    energy: '能量（千卡）',
  });
  await expectPage.visible(page().getByRole('row', { name: /能量 232 \/ 609 千卡/ }));
  await noSidewaysScroll(375);
  expect(await axeViolations(page())).toEqual([]);
  await suite.browser.screenshot('nutrition-editor-375');
  await noSidewaysScroll(320);
  await suite.browser.screenshot('nutrition-editor-320');
});

it('in English too', async () => {
  await forgetSignIn(page());
  await signInThroughLoginScreen(page(), 'parent_a');
  await page().goto('/#/pages/my/Setting');
  await page().getByLabel('语言').selectOption({ label: 'English' });
  await gotoRoute(page(), `/pages/meal/nutrition?date=${schoolDate()}`);
  await page().setViewportSize({ width: 375, height: 800 });
  await expectPage.visible(page().getByText(/^Energy \d+ \/ target 638 kcal · (Met|Below|Above)$/));
  await noSidewaysScroll(375);
  await suite.browser.screenshot('nutrition-week-375-en');
  await noSidewaysScroll(320);
  await suite.browser.screenshot('nutrition-week-320-en');
  await kitchenEditor({
    account: 'Account',
    password: 'Password',
    signIn: 'Log in',
    dish: 'Dish',
    grams: 'Grams',
    fold: 'Nutrients per 100 g (optional)',
    energy: 'Energy (kcal)',
  });
  await expectPage.visible(page().getByRole('row', { name: /Energy 232 \/ 609 kcal/ }));
  await noSidewaysScroll(375);
  await suite.browser.screenshot('nutrition-editor-375-en');
  await noSidewaysScroll(320);
  await suite.browser.screenshot('nutrition-editor-320-en');
});
