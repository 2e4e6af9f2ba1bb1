import { readCalendar } from '../setup/ical';
import { axeViolations } from './support/axe';
import { schoolDate } from './support/clock';
import { expect as expectPage } from './support/expect';
import { gotoRoute, signInThroughLoginScreen } from './support/session';
import { browserSuite } from './support/suite';

// Decision 073 in the real browser at 375 px: a guardian subscribes a child's calendar from Mine
// (the link shown is fetched and read back as iCalendar), and the printable week renders with
// its code to the school's menu page, in both languages.

const suite = browserSuite();

let schoolId: number;
let childName: string;

async function toEnglish(): Promise<void> {
  await gotoRoute(suite.page, '/pages/my/Setting');
  await suite.page.getByLabel('语言').selectOption({ label: 'English' });
  await expectPage.visible(suite.page.getByRole('heading', { name: 'Settings', level: 1 }));
}

async function toChinese(): Promise<void> {
  await gotoRoute(suite.page, '/pages/my/Setting');
  await suite.page.getByLabel('Language').selectOption({ label: '简体中文' });
  await expectPage.visible(suite.page.getByRole('heading', { name: '设置', level: 1 }));
}

it('a parent subscribes a child calendar from Mine; the link shown is a calendar', async () => {
  const { page } = suite;
  const identities = (await signInThroughLoginScreen(page, 'parent_a')) as {
    data: { unitId: number; userName: string }[];
  };
  schoolId = identities.data[0]!.unitId;
  childName = identities.data[0]!.userName;

  await gotoRoute(page, '/pages/my/index');
  await page.getByRole('button', { name: '日历订阅' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/my/CalendarFeed'));
  const child = page.getByRole('region', { name: childName });
  await child.getByRole('button', { name: '生成订阅链接' }).click();
  const link = child.getByLabel(`${childName}的日历订阅链接`);
  await expectPage.visible(link);
  const url = await link.inputValue();
  expect(url).toMatch(new RegExp(`^${suite.server.url}/api/feed/child/[\\w-]{43}/calendar\\.ics$`));
  expect(await child.getByRole('link', { name: '在日历中订阅' }).getAttribute('href')).toBe(
    url.replace(/^http:/, 'webcal:'),
  );
  expect(await axeViolations(page)).toEqual([]);
  await suite.browser.screenshot('feeds-calendar-375-zh');

  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
  const calendar = readCalendar(await response.text());
  expect(calendar.name).toContain(childName);
  expect(calendar.events.some((event) => event.uid.startsWith('cutoff-'))).toBe(true);

  await toEnglish();
  await gotoRoute(page, '/pages/my/CalendarFeed');
  await expectPage.visible(
    page
      .getByRole('region', { name: childName })
      .getByRole('button', { name: 'Create a new link' }),
  );
  await suite.browser.screenshot('feeds-calendar-375-en');
  // Stopping it: the link the calendar holds answers nothing any more.
  await page
    .getByRole('region', { name: childName })
    .getByRole('button', { name: 'Stop the subscription' })
    .click();
  await expectPage.visibleText(page, 'Subscription stopped');
  expect((await fetch(url)).status).toBe(404);
  await toChinese();
});

it('the printable week shows the menus, their allergen marks and the code to the menu page', async () => {
  const { page } = suite;
  await gotoRoute(page, `/pages/publicity/print?schoolId=${schoolId}&date=${schoolDate()}`);
  const code = page.getByRole('img', { name: '扫码查看每日菜单' });
  await expectPage.visible(code);
  expect(await code.getAttribute('data-qr-value')).toBe(
    `${suite.server.url}/#/pages/publicity/index?schoolId=${schoolId}`,
  );
  const rows = page.locator('tbody tr');
  await expectPage.visible(rows);
  expect(await rows.count()).toBeGreaterThan(0);
  await expectPage.visible(page.getByRole('columnheader', { name: '午餐' }));
  expect(await axeViolations(page)).toEqual([]);
  await suite.browser.screenshot('feeds-print-week-375-zh');

  // On paper the toolbar goes and the page is A4.
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByRole('button', { name: '打印' }).isVisible()).toBe(false);
  await page.emulateMedia({ media: 'screen' });
  // Laid out on the A4 sheet's width (186 mm inside the margins), the week is shorter than
  // the sheet's 273 mm.
  await page.setViewportSize({ width: 703, height: 1032 });
  await page.emulateMedia({ media: 'print' });
  expect(await page.evaluate(() => document.body.scrollHeight)).toBeLessThanOrEqual(1032);
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 375, height: 667 });

  await page.getByRole('button', { name: '按月' }).click();
  await page.waitForURL((url) => url.hash.includes('view=month'));
  await expectPage.visible(page.locator('tbody tr'));
  await suite.browser.screenshot('feeds-print-month-375-zh');

  // The kiosk shows the same code.
  await gotoRoute(page, `/pages/publicity/index?schoolId=${schoolId}&kiosk=1`);
  const kioskCode = page.getByRole('img', { name: '手机扫码看菜单' });
  await expectPage.visible(kioskCode);
  expect(await kioskCode.getAttribute('data-qr-value')).toBe(
    `${suite.server.url}/#/pages/publicity/index?schoolId=${schoolId}`,
  );

  await toEnglish();
  await gotoRoute(page, `/pages/publicity/print?schoolId=${schoolId}&date=${schoolDate()}`);
  await expectPage.visible(page.getByRole('img', { name: "Scan for each day's menu" }));
  await expectPage.visible(page.getByRole('columnheader', { name: 'Lunch' }));
  await suite.browser.screenshot('feeds-print-week-375-en');
});
