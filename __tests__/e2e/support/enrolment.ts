import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import type { BrowserSession } from './browser';
import { expect as expectPage } from './expect';
import { gotoRoute } from './session';

// The steps of enrolment the school controls (decision 070) that the demo-mode and the
// production browser tests share: a screen settled and checked at a width, the roster imported,
// the class's letters opened, the add-child form filled with a letter's code.

export const CLAIM_CODE = /^[A-Z2-9]{4}-[A-Z2-9]{4}$/;
export const ROSTER_HEADER = '学号,姓名,性别,年级,班级';

/** The screen's content is shown and nothing is loading. */
export async function settle(page: Page): Promise<void> {
  await page.locator('main').first().waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** At `width` px the screen does not scroll sideways and axe finds nothing serious. */
export async function fitsAndPasses(
  session: BrowserSession,
  name: string,
  width = 375,
): Promise<void> {
  const { page } = session;
  await page.setViewportSize({ width, height: 800 });
  // Two frames: the new width's layout is done before it is measured.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect({ name, scrollWidth }).toEqual({ name, scrollWidth: innerWidth });
  expect(await axeViolations(page)).toEqual([]);
  await session.screenshot(`${name}-${width}`);
}

/** Uploads a roster CSV (rows under the header) on the console's roster screen. */
export async function importRoster(page: Page, rows: string[]): Promise<void> {
  await gotoRoute(page, '/pages/admin/roster');
  await settle(page);
  await page.getByLabel(`名册 CSV 文件（${ROSTER_HEADER}）`).setInputFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([ROSTER_HEADER, ...rows, ''].join('\n'), 'utf8'),
  });
  await page.getByRole('button', { name: '导入', exact: true }).click();
  await expectPage.visible(page.getByText(`已导入 ${rows.length} 名学生`));
}

/** The console's enrolment screen showing one class's codes. */
export async function openClassCodes(page: Page, className: string): Promise<void> {
  await gotoRoute(page, '/pages/admin/enrolment');
  await settle(page);
  await page.getByRole('combobox', { name: /班级/ }).selectOption({ label: className });
}

export interface ChildInSchool {
  name: string;
  sex: '男' | '女';
  school: string;
  grade: string;
  className: string;
}

/** The add-child form filled with the child, the letter's code and the consent, not yet sent. */
export async function fillAddChild(page: Page, child: ChildInSchool, code: string): Promise<void> {
  await gotoRoute(page, '/pages/register/BindingUser');
  await page.getByLabel('孩子姓名').fill(child.name);
  await page.getByLabel('性别').selectOption({ label: child.sex });
  await page.getByLabel('学校', { exact: true }).selectOption({ label: child.school });
  await page.waitForFunction(
    () => (document.querySelectorAll('select')[2]?.options.length ?? 0) > 1,
  );
  await page.getByLabel('年级', { exact: true }).selectOption({ label: child.grade });
  await page.waitForFunction(
    () => (document.querySelectorAll('select')[3]?.options.length ?? 0) > 1,
  );
  await page.getByLabel('班级', { exact: true }).selectOption({ label: child.className });
  // Typed as a parent might: lower case, which the server takes as the same code.
  await page.getByLabel('认领码', { exact: true }).fill(code.toLowerCase());
  await page.getByRole('checkbox', { name: /个人信息保护告知书/ }).check();
}
