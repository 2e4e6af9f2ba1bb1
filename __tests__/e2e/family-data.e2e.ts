import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { expect as expectPage } from './support/expect';
import {
  DEMO_PASSWORD,
  forgetSignIn,
  gotoRoute,
  signInThroughLoginScreen,
} from './support/session';
import { browserSuite } from './support/suite';

// Decision 074 in the browser against the real server: a parent downloads the family's archive
// from Mine's settings (the test unzips it and finds the child) and asks to close the account;
// the school's administrator sees the request on the console's data screen and confirms it. Both
// screens at 375 px in Chinese and English, through axe, photographed.

const suite = browserSuite();
let page: Page;
beforeAll(() => {
  page = suite.page;
});

async function settle(): Promise<void> {
  await page.locator('main').first().waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

async function noSidewaysScroll(): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBe(innerWidth);
}

async function chooseLanguage(label: '语言' | 'Language', language: string): Promise<void> {
  await gotoRoute(page, '/pages/my/Setting');
  await page.getByLabel(label).selectOption(language);
}

describe('the family’s own data', () => {
  it('downloads the archive from Mine, with the child in it, and asks to close the account', async () => {
    await signInThroughLoginScreen(page, 'parent_a');
    await gotoRoute(page, '/pages/my/Setting');
    await settle();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /下载我的数据/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('canteen-archive.zip');
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    expect(strFromU8(files['README.txt']!)).toMatch(/everything this app holds/);
    const children = JSON.parse(strFromU8(files['associated_users.json']!)) as {
      user_name: string;
    }[];
    expect(children.map((child) => child.user_name)).toContain('张小明');

    await page.getByRole('button', { name: /注销账号/ }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expectPage.visible(page.getByText('已申请注销，等待学校确认'));
    await expectPage.visible(page.getByRole('button', { name: /注销账号.*待学校确认/ }));
    expect(await axeViolations(page)).toEqual([]);
    await noSidewaysScroll();
    await suite.browser.screenshot('family-data-mine-zh-CN');

    await chooseLanguage('语言', 'English');
    await expectPage.visible(page.getByRole('button', { name: /Close my account.*Waiting/ }));
    expect(await axeViolations(page)).toEqual([]);
    await suite.browser.screenshot('family-data-mine-en-US');
    await chooseLanguage('Language', '简体中文');
  });

  it('shows the request to the school’s administrator, who confirms it', async () => {
    await forgetSignIn(page);
    await page.goto('/#/pages/admin/data');
    await page.getByLabel('账号', { exact: true }).fill('school_admin');
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const closures = page.getByRole('region', { name: '注销申请' });
    await expectPage.visible(closures.getByRole('cell', { name: '张伟' }));
    await settle();
    expect(await axeViolations(page)).toEqual([]);
    await noSidewaysScroll();
    await closures.scrollIntoViewIfNeeded();
    await suite.browser.screenshot('family-data-console-zh-CN');

    await closures.getByRole('button', { name: '确认注销 张伟' }).click();
    // Anonymising cannot be undone: the console asks first, naming the account.
    await closures
      .getByRole('group', { name: '确认注销 张伟 的账户？账户信息将被匿名化，无法恢复。' })
      .getByRole('button', { name: '确定' })
      .click();
    await expectPage.visible(closures.getByText('已确认'));
    // The demo family has a balance: the closure waits for its refund.
    await expectPage.visible(closures.getByRole('cell', { name: '等待退款完成' }));

    await chooseLanguage('语言', 'English');
    await page.goto('/#/pages/admin/data');
    await expectPage.visible(page.getByRole('heading', { name: 'Account closures' }));
    await settle();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('region', { name: 'Account closures' }).scrollIntoViewIfNeeded();
    await suite.browser.screenshot('family-data-console-en-US');
  });
});
