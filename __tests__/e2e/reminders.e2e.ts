import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { demoClockEnv, testNow } from './support/clock';
import { openBrowser, waitForServiceWorker, type BrowserSession } from './support/browser';
import { expect as expectPage } from './support/expect';
import { freePort } from './support/server';
import { StoppableServer } from './support/stoppableServer';
import {
  forgetSignIn,
  gotoRoute,
  passwordLoginFromPage,
  signInThroughLoginScreen,
} from './support/session';

// Reminders by Web Push (decisions 042 and 043) in chromium against the real server: notifications
// allowed, the "tomorrow's meal not ordered" reminder fires once the server's clock passes three
// hours before the cut-off, the service worker shows the server's push payload (handed over through
// the DevTools protocol: these machines have no push service; the subscription path is covered by
// the server tests' fake push service), opening it lands on JumpRemind and then the order page for
// that date; switched off, the next day brings none. Every new screen passes axe at 320 and 414 px.

const HOUR = 3600;
const SHANGHAI_OFFSET_HOURS = 8;

/**
 * Seconds from now to `hour`:00 in the school's time zone on the next Sunday to Wednesday, so
 * the next two days are school days (the seed's holiday is the Wednesday after next Monday).
 */
function offsetToSchoolEve(hour: number): number {
  const now = testNow().getTime();
  const local = new Date(now + SHANGHAI_OFFSET_HOURS * HOUR * 1000);
  for (let days = 1; days <= 7; days += 1) {
    const day = new Date(
      Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days),
    );
    if (day.getUTCDay() <= 3) {
      const target = day.getTime() + (hour - SHANGHAI_OFFSET_HOURS) * HOUR * 1000;
      return Math.round((target - now) / 1000);
    }
  }
  throw new Error('no Sunday to Wednesday within a week');
}

function dateAfter(offsetSeconds: number, days: number): string {
  const local = new Date(
    testNow().getTime() + (offsetSeconds + SHANGHAI_OFFSET_HOURS * HOUR) * 1000,
  );
  local.setUTCDate(local.getUTCDate() + days);
  return local.toISOString().slice(0, 10);
}

interface ReminderRow {
  id: number;
  kind: string;
  title: string;
  body: string;
  target: { route: string; query: Record<string, string | number> };
}

/** The demo server's clock this many seconds after the test instant, its jobs every second. */
function clockAhead(seconds: number): Record<string, string> {
  return { ...demoClockEnv(seconds), REMINDER_INTERVAL_SECONDS: '1' };
}

let server: StoppableServer;
let browser: BrowserSession;
let tokens: { parent_a: string; parent_b: string };
const eve = offsetToSchoolEve(10);

async function unseen(token: string): Promise<ReminderRow[]> {
  const response = await fetch(`${server.url}/api/reminders/unseen`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  return ((await response.json()) as { data: ReminderRow[] }).data;
}

async function waitFor<T>(read: () => Promise<T | undefined>, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function mealReminder(token: string, date: string): Promise<ReminderRow | undefined> {
  return (await unseen(token)).find(
    (row) => row.kind === 'MealNotOrdered' && row.target.query.date === date,
  );
}

async function notificationTitles(page: Page): Promise<{ title: string; url: string }[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      url: (n.data as { url: string }).url,
    }));
  });
}

/** axe at the two phone widths the issue names. */
async function axeAtPhoneWidths(page: Page, ready: () => Promise<void>): Promise<void> {
  for (const width of [320, 414]) {
    await page.setViewportSize({ width, height: 740 });
    await ready();
    expect({ width, violations: await axeViolations(page) }).toEqual({ width, violations: [] });
  }
  await page.setViewportSize({ width: 375, height: 667 });
}

beforeAll(async () => {
  server = new StoppableServer(await freePort());
  await server.start(clockAhead(eve));
  browser = await openBrowser(server.url, { aheadSeconds: eve });
  await browser.context.grantPermissions(['notifications'], { origin: server.url });
  await signInThroughLoginScreen(browser.page, 'parent_b');
  await waitForServiceWorker(browser.page);
  tokens = {
    parent_a: (await passwordLoginFromPage(browser.page, 'parent_a')).access_token,
    parent_b: (await passwordLoginFromPage(browser.page, 'parent_b')).access_token,
  };
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

it('the cut-off reminder is shown by the service worker and a tap leads to the order page', async () => {
  const { page, context } = browser;
  const tomorrow = dateAfter(eve, 1);
  await gotoRoute(page, '/pages/my/RemindSetting');
  const meal = page.getByRole('switch', { name: '明日未订餐提醒' });
  await expectPage.visible(meal);
  expect(await meal.isChecked()).toBe(true);
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  await axeAtPhoneWidths(page, () => expectPage.visible(meal));

  // 10:00: the cut-off (16:00) is six hours away, nothing yet. Then the clock moves to 14:00.
  await page.waitForTimeout(2500);
  expect(await mealReminder(tokens.parent_b, tomorrow)).toBeUndefined();
  await server.stop();
  await server.start(clockAhead(eve + 4 * HOUR));
  const reminder = await waitFor(
    () => mealReminder(tokens.parent_b, tomorrow),
    "tomorrow's meal reminder",
  );

  // The server's push payload, handed to the worker as the push service would.
  const payload = {
    id: reminder.id,
    title: reminder.title,
    body: reminder.body,
    url: `/#/pages/my/JumpRemind?id=${reminder.id}`,
  };
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) =>
    registrations.push(...updated),
  );
  await cdp.send('ServiceWorker.enable');
  const registration = await waitFor(
    async () => registrations.find((entry) => entry.scopeURL.startsWith(server.url)),
    'the worker registration',
  );
  // A worker the browser stopped while idle may miss a message sent as it starts: hand it over
  // again until it shows (the notification's tag makes a repeat replace, not add).
  const [shown] = await waitFor(async () => {
    const list = await notificationTitles(page);
    if (list.length > 0) return list;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.url,
      registrationId: registration.registrationId,
      data: JSON.stringify(payload),
    });
    await page.waitForTimeout(1500);
    return undefined;
  }, 'the notification');
  expect(shown).toEqual({ title: '明日订餐提醒', url: payload.url });

  // Opening it: the worker's notificationclick opens its url in the app.
  await page.goto(shown!.url);
  await expectPage.visible(page.getByRole('heading', { name: '明日未订餐提醒' }));
  await expectPage.visible(page.getByText(reminder.body));
  await axeAtPhoneWidths(page, () =>
    expectPage.visible(page.getByRole('button', { name: '查看详情' })),
  );
  await page.getByRole('button', { name: '查看详情' }).click();
  await page.waitForURL(
    (url) => url.hash.startsWith('#/pages/meal/order') && url.hash.includes(`date=${tomorrow}`),
  );
});

it('switched off, the next day brings no reminder (while a parent who kept it on gets one)', async () => {
  const { page } = browser;
  await gotoRoute(page, '/pages/my/RemindSetting');
  const meal = page.getByRole('switch', { name: '明日未订餐提醒' });
  await expectPage.visible(meal);
  await meal.click();
  await page.waitForFunction(
    () =>
      !(document.querySelector('input[role="switch"]') as HTMLInputElement | null)?.checked &&
      document.querySelector('input[role="switch"]:disabled') === null,
  );
  const before = (await notificationTitles(page)).length;

  const dayAfter = dateAfter(eve, 2);
  await server.stop();
  await server.start(clockAhead(eve + 28 * HOUR));
  await waitFor(() => mealReminder(tokens.parent_a, dayAfter), "parent_a's reminder");
  await page.waitForTimeout(2500);
  expect(await mealReminder(tokens.parent_b, dayAfter)).toBeUndefined();
  expect((await unseen(tokens.parent_b)).filter((row) => row.kind === 'MealNotOrdered')).toEqual(
    [],
  );
  // Nothing was produced, so nothing could be pushed: no notification was added (the browser may
  // have retired the earlier one by now).
  expect((await notificationTitles(page)).length).toBeLessThanOrEqual(before);
});

it('bank-card activities: take one up; both screens pass axe at 320 and 414 px', async () => {
  const { page } = browser;
  await gotoRoute(page, '/pages/bankcard/activityList');
  const recommended = page.getByRole('region', { name: /推荐/ });
  await expectPage.visible(recommended.getByRole('button', { name: '参加', exact: true }));
  await axeAtPhoneWidths(page, () =>
    expectPage.visible(page.getByRole('region', { name: '可参加的活动' })),
  );
  await recommended.getByRole('button', { name: '参加', exact: true }).click();
  await expectPage.visible(recommended.getByRole('status').filter({ hasText: '已参加' }));

  await page.getByRole('region', { name: '可参加的活动' }).getByRole('button').first().click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/bankcard/activityDetail'));
  await expectPage.visible(page.getByRole('heading', { level: 2 }));
  await axeAtPhoneWidths(page, () => expectPage.visible(page.getByRole('heading', { level: 2 })));
});

/** Where the inbox screenshots go (looked at by hand, decision 068); unset: none are taken. */
const SHOTS = process.env.INBOX_SHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 667 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 375, height: 667 });
}

it('the inbox (decision 068): a count on Mine, nothing pinned, in both languages, seen once opened', async () => {
  const { page } = browser;
  // parent_a kept the reminder on: the day-after reminder of the test above waits unseen.
  await forgetSignIn(page);
  await signInThroughLoginScreen(page, 'parent_a');
  const nav = page.getByRole('navigation', { name: '主导航' });
  // The shell asks 3 s after the first screen: the Mine tab gets the count, a toast says it once.
  await expectPage.visible(nav.locator('.rv-badge').filter({ hasText: /^\d+$/ }));
  // Nothing is pinned above the screen.
  expect(await page.getByRole('region', { name: '您有新的提醒' }).count()).toBe(0);
  await page.waitForTimeout(3000);
  await nav.getByText('我的', { exact: true }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/my/index'));
  const row = page.getByRole('button', { name: /^消息提醒\s*\d+ 条未读/ });
  await expectPage.visible(row);
  await shoot(page, 'mine-zh');
  await row.click();
  await page.waitForURL((url) => url.hash === '#/pages/my/JumpRemind');
  const first = page.getByRole('listitem').first();
  await expectPage.visible(first.getByText('未读'));
  await expectPage.visible(first.getByText('明日未订餐提醒'));
  await axeAtPhoneWidths(page, () => expectPage.visible(first.getByText('未读')));
  await shoot(page, 'inbox-zh');

  // English: the same reminders in English, the count on Mine too.
  await page.evaluate(() => localStorage.setItem('canteen:locale', 'en'));
  await page.reload();
  const firstEn = page.getByRole('listitem').first();
  await expectPage.visible(firstEn.getByText("Tomorrow's meal not ordered"));
  await expectPage.visible(firstEn.getByText(/is not ordered yet; ordering closes at/));
  await axeAtPhoneWidths(page, () => expectPage.visible(firstEn.getByText('Unread')));
  await shoot(page, 'inbox-en');
  await gotoRoute(page, '/pages/my/index');
  await expectPage.visible(page.getByRole('button', { name: /^Reminders\s*\d+ unread/ }));
  await shoot(page, 'mine-en');

  // Opened, it is seen: no longer marked, and the count goes down.
  await gotoRoute(page, '/pages/my/JumpRemind');
  // Counted once the list is on screen (count() does not wait for it).
  await expectPage.visible(page.getByRole('listitem').first().getByText('Unread'));
  const unread = await page.getByText('Unread', { exact: true }).count();
  await page.getByRole('listitem').first().getByRole('button').click();
  await expectPage.visible(page.getByRole('button', { name: 'Open' }));
  await page.goBack();
  await page.waitForURL((url) => url.hash === '#/pages/my/JumpRemind');
  await page.waitForFunction(
    (before) =>
      [...document.querySelectorAll('li')].filter((li) => li.textContent?.includes('Unread'))
        .length ===
      before - 1,
    unread,
  );
  await page.evaluate(() => localStorage.setItem('canteen:locale', 'zh-CN'));
});
