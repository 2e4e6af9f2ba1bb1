import { expect as expectPage } from './support/expect';
import { browserSuite } from './support/suite';
import { DEMO_PASSWORD } from './support/session';

// Both catalogues in the real browser: an en-US browser gets English on home and Mine without
// choosing anything; Settings switches back to Chinese and the choice outlives a reload.

const suite = browserSuite({ locale: 'en-US' });

const tabBar = () => suite.page.getByRole('navigation', { name: /./ });

it('an en-US browser signs in, and home and Mine speak English', async () => {
  await suite.page.goto('/#/pages/user/login');
  await suite.page.getByLabel('Account', { exact: true }).fill('parent_a');
  // 'Password' also names the password-login tab.
  await suite.page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await suite.page.getByRole('button', { name: 'Log in', exact: true }).click();
  await suite.page.waitForURL((url) => url.hash.startsWith('#/pages/index/index'));
  await expectPage.visible(suite.page.getByRole('heading', { name: 'Home', level: 1 }));
  await expectPage.visible(tabBar().getByText('Mine', { exact: true }));
  await expectPage.visibleText(suite.page, 'Lunch');
  expect(await suite.page.evaluate(() => document.documentElement.lang)).toBe('en');
  expect(await suite.page.getByText('首页', { exact: true }).count()).toBe(0);
  await suite.browser.screenshot('language-home-en');

  await tabBar().getByText('Mine', { exact: true }).click();
  await suite.page.waitForURL((url) => url.hash.startsWith('#/pages/my/index'));
  await expectPage.visible(suite.page.getByRole('heading', { name: 'Mine', level: 1 }));
  await expectPage.visibleText(suite.page, 'Settings');
  expect(await suite.page.getByText('我的', { exact: true }).count()).toBe(0);
});

it('Settings switches to Chinese, and the choice survives a reload', async () => {
  await suite.page.goto('/#/pages/my/Setting');
  await suite.page.getByLabel('Language').selectOption({ label: '简体中文' });
  await expectPage.visible(suite.page.getByRole('heading', { name: '设置', level: 1 }));
  await suite.page.goto('/#/pages/index/index');
  await expectPage.visible(suite.page.getByRole('heading', { name: '首页', level: 1 }));
  await expectPage.visible(tabBar().getByText('我的', { exact: true }));
  await suite.page.reload();
  await expectPage.visible(suite.page.getByRole('heading', { name: '首页', level: 1 }));
  expect(await suite.page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  await suite.browser.screenshot('language-home-zh-after-switch');
});
