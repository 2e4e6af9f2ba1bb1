import type { Page, Response } from 'playwright-core';
import { expect as expectPage } from './support/expect';
import {
  openBrowser,
  waitForPageCondition,
  waitForServiceWorker,
  type BrowserSession,
} from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signInThroughLoginScreen } from './support/session';
import { messages } from '../../lib/i18n';
import type { MealAxisStatus } from '../../lib/contract/enums';
import { statusLabel } from '../../lib/meal/calendar';

// The meal calendar and its offline week (decision 008) in a real browser against the real server
// and its demo seed: the calendar's statuses, a day's menu, rating a meal, and the calendar and
// menus readable offline, per account.

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(async () => {
  await browser.context.setOffline(false);
});

interface MonthItem {
  value: string;
  style: string;
  mealAxisStatus: MealAxisStatus;
  mealBoxId: number | null;
}
interface MonthInfo {
  today: string;
  items: MonthItem[];
  generatedAt: string;
}
interface DayEntry {
  mealsDate: string;
  diningType: string;
  mealBoxId: number | null;
}
interface Box {
  dishesWeights: { name: string; weight: number; allergens: string[] | null }[];
}

const isMonthCall = (response: Response) =>
  /\/api\/meal\/axis\/year\/\d+\/month\/\d+$/.test(new URL(response.url()).pathname) &&
  response.request().method() === 'GET';

/** The headers the app sent (bearer and the selected child), to read the API as it does. */
let appHeaders: Record<string, string> = {};

/**
 * Reads the API as the app does, but from the test itself: straight to the server rather than
 * through the page, whose service worker may answer from its copy (or fail) while the context
 * comes back online. A refusal names its status and body instead of surfacing as `undefined`.
 */
async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { headers: appHeaders });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`GET ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as { data?: T };
  if (body.data === undefined)
    throw new Error(`GET ${path} answered without data: ${text.slice(0, 300)}`);
  return body.data;
}

function dayPath(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `/api/meal/axis/year/${y}/month/${m}/day/${d}`;
}

function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** Monday of `date`'s week through Sunday of the next (what home keeps for offline). */
function twoWeeks(date: string): string[] {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return Array.from({ length: 14 }, (_, index) => addDays(date, index - weekday));
}

function dayButton(date: string) {
  return page.getByRole('button', { name: new RegExp(`^${date}`) });
}

/**
 * Back on home with the month as the server sees it now. Read through the API rather than by
 * waiting for home's own call: SWR may answer a quick return from its cache and revalidate later.
 */
async function openHome(): Promise<MonthInfo> {
  await page.evaluate(() => (window.location.hash = '#/pages/index/index'));
  const [year, monthNumber] = month.today.split('-').map(Number);
  const current = await apiGet<MonthInfo>(
    `/api/meal/axis/year/${year}/month/${monthNumber}?diningType=Lunch`,
  );
  await expectPage.visible(dayButton(current.today));
  return current;
}

let month: MonthInfo;

describe('the demo child (parent_a)', () => {
  it("shows the seeded statuses on the month calendar, each day's label and look", async () => {
    const monthCall = page.waitForResponse(isMonthCall);
    await signInThroughLoginScreen(page, 'parent_a');
    const response = await monthCall;
    const sent = await response.request().allHeaders();
    appHeaders = Object.fromEntries(
      ['authorization', 'unit', 'usertype', 'associateduser'].map((name) => [
        name,
        sent[name] ?? '',
      ]),
    );
    month = ((await response.json()) as { data: MonthInfo }).data;

    await expectPage.visible(page.getByRole('heading', { name: '张小明' }));
    const seeded = new Set(month.items.map((item) => item.mealAxisStatus));
    // The seed gives the demo child eaten meals before today and orders after it.
    expect(seeded.size).toBeGreaterThanOrEqual(3);
    for (const item of month.items) {
      const button = dayButton(item.value);
      const name = await button.getAttribute('aria-label');
      expect(name).toContain(statusLabel(messages().meal, item.mealAxisStatus));
      expect(await button.getAttribute('data-style')).toBe(item.style);
    }
    const todayName = await dayButton(month.today).getAttribute('aria-label');
    expect(todayName).toContain('今天');
  });

  it('opens a day: dishes with weights and allergens, and "not recorded" where the school has none', async () => {
    // A served or ordered day whose lunch has a dish without allergen data (the seed has some).
    let target: { date: string; box: Box } | undefined;
    for (const date of [...twoWeeks(month.today), ...twoWeeks(addDays(month.today, -14))]) {
      const lunch = (await apiGet<DayEntry[]>(dayPath(date))).find(
        (entry) => entry.diningType === 'Lunch' && entry.mealBoxId,
      );
      if (!lunch) continue;
      const box = await apiGet<Box>(`/api/meal/axis/mealbox/${lunch.mealBoxId}?diningType=Lunch`);
      if (box.dishesWeights.some((dish) => dish.allergens === null)) {
        target = { date, box };
        break;
      }
    }
    expect(target).toBeDefined();
    const { date, box } = target!;
    await page.evaluate(
      (url) => (window.location.hash = url),
      `#/pages/meal/day?date=${date}&diningType=Lunch`,
    );
    const menu = page.getByRole('region', { name: /餐盒/ });
    for (const dish of box.dishesWeights) {
      const row = menu.getByRole('listitem').filter({ hasText: dish.name });
      await expectPage.visible(row);
      expect(await row.innerText()).toContain(`${dish.weight}克`);
    }
    await expectPage.visible(menu.getByText('过敏原信息未登记'));
    await expectPage.visible(menu.getByText(/^过敏原：/));
  });

  it('rates the most recent eaten meal, and the day turns commented (todaycommented today)', async () => {
    month = await openHome();
    const eaten = month.items
      .filter((item) => item.mealAxisStatus === 'Meals' && item.value <= month.today)
      .map((item) => item.value)
      .sort();
    const date = eaten.at(-1);
    expect(date).toBeDefined();
    await dayButton(date!).click();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/meal/day'));
    await expectPage.visible(page.getByRole('status').filter({ hasText: '已就餐' }));
    await page.getByRole('button', { name: '评价', exact: true }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/index/MealEvaluate'));

    const firstGroup = page.getByRole('group').first();
    await expectPage.visible(firstGroup);
    await firstGroup.getByRole('button').first().click();
    const saved = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/meal/comment' &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: '提交评价' }).click();
    expect((await saved).status()).toBe(200);

    await page.waitForURL((url) => url.hash.startsWith('#/pages/meal/day'));
    await expectPage.visible(page.getByRole('status').filter({ hasText: '已评价' }));
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/index/index'));
    const button = dayButton(date!);
    // After lunch is served, today is the most recent eaten meal: it turns todaycommented.
    const style = date === month.today ? 'todaycommented' : 'commented';
    await page.waitForFunction(
      ({ selector, style }) =>
        document.querySelector(selector)?.getAttribute('data-style') === style,
      { selector: `button[aria-label^="${date}"]`, style },
    );
    expect(await button.getAttribute('aria-label')).toContain('已评价');
  });

  it("reloads offline: this week's calendar with the offline banner and the data's time, and next week's menus", async () => {
    await waitForServiceWorker(page);
    month = await openHome();
    // Home keeps this and next week's days and menus for offline, in the background.
    const nextWeek = twoWeeks(month.today).slice(7);
    await waitForPageCondition(
      page,
      async (paths) => {
        const cache = await caches.open('canteen-user-meal-calendar');
        const keys = (await cache.keys()).map((request) => new URL(request.url).pathname);
        return paths.every((path) => keys.includes(path));
      },
      nextWeek.map(dayPath),
      { what: "the worker's copies of next week's days" },
    );
    // The app reads the month again after the rating; the worker saves that answer after
    // handing it to the page, so wait for the copy that shows today rated.
    const [year, monthNumber] = month.today.split('-').map(Number);
    await waitForPageCondition(
      page,
      async ({ path, today, style }) => {
        const cache = await caches.open('canteen-user-meal-calendar');
        for (const request of await cache.keys()) {
          if (new URL(request.url).pathname !== path) continue;
          const body = (await (await cache.match(request))!.json()) as {
            data?: { items?: { value: string; style: string }[] };
          };
          if (body.data?.items?.find((item) => item.value === today)?.style === style) return true;
        }
        return false;
      },
      {
        path: `/api/meal/axis/year/${year}/month/${monthNumber}`,
        today: month.today,
        style: month.items.find((item) => item.value === month.today)?.style,
      },
      { what: "the worker's copy of this month as the server has it now" },
    );
    const menuDay = await (async () => {
      for (const date of nextWeek) {
        const entries = await apiGet<DayEntry[]>(dayPath(date));
        const lunch = entries.find((entry) => entry.diningType === 'Lunch' && entry.mealBoxId);
        if (lunch) return { date, boxId: lunch.mealBoxId! };
      }
      return undefined;
    })();
    expect(menuDay).toBeDefined();
    const box = await apiGet<Box>(`/api/meal/axis/mealbox/${menuDay!.boxId}?diningType=Lunch`);
    await waitForPageCondition(
      page,
      async (path) => {
        const cache = await caches.open('canteen-user-meal-calendar');
        return (await cache.keys()).some((request) => new URL(request.url).pathname === path);
      },
      `/api/meal/axis/mealbox/${menuDay!.boxId}`,
      { what: "the worker's copy of the meal box" },
    );

    await browser.context.setOffline(true);
    await page.reload();
    await expectPage.visible(page.getByRole('heading', { name: '张小明' }));
    const banner = page.getByRole('status').filter({ hasText: '网络已断开' });
    await expectPage.visible(banner);
    expect(await banner.innerText()).toMatch(/数据时间：\d{2}-\d{2} \d{2}:\d{2}/);
    for (const date of twoWeeks(month.today).slice(0, 7)) {
      if (date.slice(0, 7) !== month.today.slice(0, 7)) continue;
      const item = month.items.find((candidate) => candidate.value === date);
      if (item) expect(await dayButton(date).getAttribute('data-style')).toBe(item.style);
      else await expectPage.visible(dayButton(date));
    }
    await browser.screenshot('meal-offline-home');

    await page.evaluate(
      (url) => (window.location.hash = url),
      `#/pages/meal/day?date=${menuDay!.date}&diningType=Lunch`,
    );
    const menu = page.getByRole('region', { name: /餐盒/ });
    await expectPage.visible(menu.getByText(box.dishesWeights[0]!.name));
    await expectPage.visible(page.getByRole('status').filter({ hasText: '网络已断开' }));
  });
});

/** How many times the server answered the month calendar with `status` (its /metrics). */
async function monthAnswers(status: number): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return text
    .split('\n')
    .filter(
      (line) =>
        line.startsWith('canteen_http_requests_total{') &&
        line.includes('month') &&
        !line.includes('day') &&
        line.includes(`status="${status}"`),
    )
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

describe('the saved calendar revalidated by its ETag', () => {
  it("reloads online: the worker sends the copy's ETag, the server answers 304, the calendar shows the same month", async () => {
    await waitForServiceWorker(page);
    month = await openHome();
    // The worker holds this month's copy from the visits before.
    const before = await monthAnswers(304);
    await page.reload();
    await expectPage.visible(dayButton(month.today));
    const deadline = Date.now() + 15_000;
    while ((await monthAnswers(304)) <= before && Date.now() < deadline) {
      await new Promise((wait) => setTimeout(wait, 250));
    }
    expect(await monthAnswers(304)).toBeGreaterThan(before);
    for (const item of month.items.slice(0, 10)) {
      expect(await dayButton(item.value).getAttribute('data-style')).toBe(item.style);
    }
    // Online, so no offline banner: the copy was confirmed, not fallen back to.
    expect(await page.getByRole('status').filter({ hasText: '网络已断开' }).count()).toBe(0);
  });
});

describe('another account on the same phone (parent_b)', () => {
  it("never shows parent_a's child or calendar, online or offline", async () => {
    await page.evaluate(() => (window.location.hash = '#/pages/my/Setting'));
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/user/login'));
    const parentAChild = appHeaders.associateduser;
    expect(parentAChild).toBeTruthy();

    const monthCall = page.waitForResponse(isMonthCall);
    await signInThroughLoginScreen(page, 'parent_b');
    await monthCall;
    await waitForServiceWorker(page);
    await expectPage.visible(page.getByRole('heading', { name: '李华' }));
    // Wait for the background copy of parent_b's two weeks, then check what the worker holds.
    await waitForPageCondition(
      page,
      async () => {
        const cache = await caches.open('canteen-user-meal-calendar');
        return (await cache.keys()).some((request) => request.url.includes('/day/'));
      },
      undefined,
      { what: "the worker's copies of parent_b's days" },
    );
    const cachedChildren = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith('canteen-user-'));
      const children = new Set<string>();
      for (const name of names) {
        for (const request of await (await caches.open(name)).keys()) {
          const child = new URL(request.url).searchParams.get('__sw_associatedUser');
          if (child) children.add(child);
        }
      }
      return [...children];
    });
    expect(cachedChildren.length).toBeGreaterThan(0);
    expect(cachedChildren).not.toContain(parentAChild);

    await browser.context.setOffline(true);
    await page.reload();
    await expectPage.visible(page.getByRole('heading', { name: '李华' }));
    await expectPage.visible(page.getByRole('status').filter({ hasText: '网络已断开' }));
    expect(await page.getByText('张小明').count()).toBe(0);
    expect(await page.getByText('张小红').count()).toBe(0);
  });
});
