import type { Page } from 'playwright-core';
import {
  CLAIM_CODE,
  fillAddChild,
  fitsAndPasses as checkScreen,
  importRoster,
  settle,
  type ChildInSchool,
} from './support/enrolment';
import { expect as expectPage } from './support/expect';
import { browserSuite } from './support/suite';
import { DEMO_PASSWORD, forgetSignIn, gotoRoute, signInToConsole } from './support/session';

// Enrolment the school controls (decision 070), in demo mode against the real server: the
// administrator imports a roster and opens the class's printable letters; a parent links the child
// with the letter's code and consents to the privacy notice, and home shows the child; another
// account trying the same code is refused and the school sees the attempt.

const suite = browserSuite();
let page: Page;
let code = '';

beforeAll(() => {
  page = suite.page;
});

/**
 * A guardian signs in with the demo password; school-first-day.e2e.ts walks the same enrolment
 * with DEMO=0, new parents signing in by SMS.
 */
async function signInParent(username: string): Promise<void> {
  await forgetSignIn(page);
  await page.goto('/#/pages/user/login');
  await page.getByLabel('账号', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/index/index'));
  await page.getByRole('navigation', { name: '主导航' }).waitFor();
}

const CHILD: ChildInSchool = {
  name: '吴小桐',
  sex: '女',
  school: '阳光实验小学',
  grade: '四年级',
  className: '四年级1班',
};

async function addChildWithCode(): Promise<void> {
  await fillAddChild(page, CHILD, code);
}

const fitsAndPasses = (name: string, width?: number) =>
  checkScreen(suite.browser, `enrolment-${name}`, width);

it('the administrator imports a roster and prints the class letters', async () => {
  await signInToConsole(page);
  await importRoster(page, ['E0001,吴小桐,女,四年级,四年级1班']);

  await gotoRoute(page, '/pages/admin/enrolment');
  await settle(page);
  await expectPage.visible(page.getByRole('row', { name: /李小华/ }));
  await page.getByRole('combobox', { name: /班级/ }).selectOption({ label: CHILD.className });
  const row = page.getByRole('row', { name: /吴小桐/ });
  await expectPage.visible(row);
  code = (await row.locator('code').textContent()) ?? '';
  expect(code).toMatch(CLAIM_CODE);
  await fitsAndPasses('console');
  await fitsAndPasses('console', 1280);

  await page.getByRole('link', { name: '打印告家长书' }).click();
  const letter = page.getByRole('article', { name: '吴小桐' });
  await expectPage.visible(letter);
  await expectPage.visible(letter.getByText(code));
  await expectPage.visible(letter.getByRole('img', { name: '订餐应用地址的二维码' }));
  await fitsAndPasses('letters');
  await page.emulateMedia({ media: 'print' });
  await suite.browser.screenshot('enrolment-letters-print');
  await page.emulateMedia({ media: 'screen' });
});

it('a parent links the child with the code, consents, and home shows the child', async () => {
  await signInParent('parent_a');
  await addChildWithCode();
  await expectPage.visibleText(page, '儿童个人信息保护告知书');
  await fitsAndPasses('add-child');
  await page.getByRole('button', { name: '添加孩子' }).click();
  await expectPage.visibleText(page, '操作成功');
  await gotoRoute(page, '/pages/my/index');
  await page.getByRole('button', { name: /切换到吴小桐/ }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/index/index'));
  await expectPage.visibleText(page, '吴小桐');
});

it('another account offering the same code is refused, and the school sees it', async () => {
  await signInParent('parent_b');
  await addChildWithCode();
  await page.getByRole('button', { name: '添加孩子' }).click();
  await expectPage.visibleText(page, '该认领码已被使用，如有疑问请联系学校');

  await signInToConsole(page);
  await gotoRoute(page, '/pages/admin/enrolment');
  await settle(page);
  const attempts = page.getByRole('region', { name: '重复使用认领码的尝试' });
  await expectPage.visible(attempts.getByRole('row', { name: /吴小桐/ }));
  const consents = page.getByRole('region', { name: '监护人同意记录' });
  await expectPage.visible(consents.getByRole('row', { name: /吴小桐/ }));
});
