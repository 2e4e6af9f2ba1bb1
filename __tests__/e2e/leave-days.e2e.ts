import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { expect as expectPage } from './support/expect';
import { browserSuite } from './support/suite';
import {
  apiGetFromPage,
  gotoRoute,
  passwordLoginFromPage,
  signInThroughLoginScreen,
} from './support/session';

// Decision 086 in the browser against the real server, its demo clock pinned (support/clock.ts):
// 张小明's guardian takes leave for three paid lunches at once with a reason (the tapped day
// comes chosen), then cancels one day of the paid lunch order from its detail and sees the
// credit in the balance. Each screen at 375 and 320 px, in Chinese and in English, through axe.

const suite = browserSuite();
const page = (): Page => suite.page;
let token = '';
let child = 0;

type Day = { id: number; mealsDate: string; state: string; cancel?: { credit: number } | null };
type Order = { id: number; orderStatus: string; diningType: string; dayOrderDetails: Day[] };

async function api<T>(path: string): Promise<T> {
  const { body } = await apiGetFromPage(page(), path, token);
  return (body as { data: T }).data;
}

/** No sideways scroll at `width`, no serious axe finding, and a picture for the record. */
async function fits(name: string): Promise<void> {
  for (const width of [375, 320]) {
    await page().setViewportSize({ width, height: 760 });
    await page().waitForTimeout(150);
    const { scrollWidth, innerWidth } = await page().evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect({ name, width, scrollWidth }).toEqual({ name, width, scrollWidth: innerWidth });
    expect(await axeViolations(page())).toEqual([]);
    await suite.browser.screenshot(`leave-days-${name}-${width}`);
  }
  await page().setViewportSize({ width: 375, height: 760 });
}

beforeAll(async () => {
  await signInThroughLoginScreen(page(), 'parent_a');
  token = (await passwordLoginFromPage(page(), 'parent_a')).access_token;
  const identities = await api<{ associatedUserId: number; userName: string }[]>(
    '/api/associated/user/identity',
  );
  child = identities.find((i) => i.userName.includes('小明'))!.associatedUserId;
});

it('takes leave for three lunches with a reason, the tapped day chosen, in Chinese', async () => {
  const open = await api<{ leaveDate: string }[]>(
    `/api/meal/leave/associated/user/${child}/available/date?diningType=Lunch`,
  );
  expect(open.length).toBeGreaterThanOrEqual(4);
  const [tapped, second, third] = open.map((entry) => entry.leaveDate);
  const before = await api<{ myAmount: number }>('/api/user/0/balance');

  await gotoRoute(
    page(),
    `/pages/leave/leave?associatedUserId=${child}&date=${tapped}&diningType=Lunch`,
  );
  const box = (date: string) => page().getByRole('checkbox', { name: new RegExp(`^${date}`) });
  await expectPage.visible(box(tapped!));
  expect(await box(tapped!).isChecked()).toBe(true);
  await box(second!).check();
  await box(third!).check();
  await page().getByLabel('请假原因（选填）').fill('外出探亲');
  await fits('form-zh');
  await page().getByRole('button', { name: '确认请假（3 天）' }).click();
  await page().waitForURL((url) => url.hash.startsWith('#/pages/leave/index'));
  for (const date of [tapped, second, third]) {
    const entry = page().getByRole('listitem', { name: `${date} 午餐` });
    await expectPage.visible(entry.filter({ hasText: '原因：外出探亲' }));
  }
  const after = await api<{ myAmount: number }>('/api/user/0/balance');
  expect(after.myAmount).toBe(before.myAmount + 3 * 1500);
  await fits('list-zh');
});

it('cancels one day of the paid lunch order, asked first, and the credit reaches the balance', async () => {
  const orders = await api<{ content: Order[] }>(`/api/order/associate/${child}?page=0&size=10`);
  const listed = orders.content.find(
    (order) =>
      order.orderStatus === 'Pay' &&
      order.diningType === 'Lunch' &&
      order.dayOrderDetails.some((day) => day.state === 'Order'),
  )!;
  const detail = await api<Order>(`/api/order/${listed.id}`);
  const day = detail.dayOrderDetails.find((d) => d.cancel)!;
  expect(day.cancel!.credit).toBe(1500);
  const before = await api<{ myAmount: number }>('/api/user/0/balance');

  await gotoRoute(page(), `/pages/order/DayOrderDetail?id=${listed.id}`);
  const cancel = page().getByRole('button', { name: `取消 ${day.mealsDate} 这天，退回 ¥15.00` });
  await expectPage.visible(cancel);
  await fits('order-zh');
  await cancel.click();
  await expectPage.visibleText(
    page(),
    `取消 ${day.mealsDate} 这天的午餐？实付的 ¥15.00 将退回该学校的余额，不能撤销。`,
  );
  await page().getByRole('button', { name: '确认取消' }).click();
  await expectPage.visibleText(page(), `已取消 ${day.mealsDate}，¥15.00 已退回余额`);
  await expectPage.hidden(cancel);
  const after = await api<{ myAmount: number }>('/api/user/0/balance');
  expect(after.myAmount).toBe(before.myAmount + 1500);

  await gotoRoute(page(), '/pages/my/AccountDetails');
  await expectPage.visible(
    page().getByRole('listitem', { name: '退订退款' }).filter({ hasText: '+¥15.00' }).first(),
  );
});

it('the same screens in English', async () => {
  await page().goto('/#/pages/my/Setting');
  await page().getByLabel('语言').selectOption({ label: 'English' });
  await gotoRoute(page(), '/pages/leave/leave?diningType=Lunch');
  await expectPage.visible(page().getByText('Choose the days of leave (several allowed)'));
  await expectPage.visible(page().getByText('Choose at least one day first'));
  await fits('form-en');
  await gotoRoute(page(), '/pages/leave/index');
  await expectPage.visible(page().getByText('Reason: 外出探亲').first());
  await fits('list-en');
  const orders = await api<{ content: Order[] }>(`/api/order/associate/${child}?page=0&size=10`);
  const paid = orders.content.find(
    (order) => order.orderStatus === 'Pay' && order.diningType === 'Lunch',
  )!;
  await gotoRoute(page(), `/pages/order/DayOrderDetail?id=${paid.id}`);
  await expectPage.visible(
    page()
      .getByRole('button', { name: /^Cancel \d{4}-\d\d-\d\d, credit ¥15\.00$/ })
      .first(),
  );
  await fits('order-en');
});
