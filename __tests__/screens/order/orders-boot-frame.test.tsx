import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import OrdersScreen from '@/screens/order/index';
import { APP_ROOT_ID, bootScript } from '@/components/shell/BootFrame';
import { couponsOfUser } from '@/lib/contract/coupon';
import { ordersOfUser } from '@/lib/contract/order';
import { balance } from '@/lib/contract/user';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n/preference';
import { logout } from '@/lib/session/logout';
import { keptScreens, saveBootSnapshot } from '@/lib/shell/bootSnapshot';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeOrder, page } from '../../setup/factories';
import { at, recordLogoutCalls, renderScreen, signIn } from '../../setup/test-utils';

// The Orders tab keeps its first cards for the next start's boot frame (decision 093).

const ming = (id: number) =>
  makeOrder({ id, createdAt: `2026-03-${String(10 - (id % 10)).padStart(2, '0')}T08:00:00.000Z` });
const hong = makeOrder({
  id: 21,
  associatedUserId: 102,
  userName: '小红',
  createdAt: '2026-03-09T09:00:00.000Z',
});

function answer(byChild: Record<number, ReturnType<typeof makeOrder>[]>) {
  server.use(
    handle(ordersOfUser, ({ params, query }) =>
      ok(page(query.page === 0 ? (byChild[params.userId] ?? []) : [], query.page)),
    ),
  );
}

/** The next start: the exported HTML's root, then the boot script, on the Orders route. */
function nextStart(): HTMLElement | null {
  document.body.innerHTML = `<div id="${APP_ROOT_ID}"></div>`;
  window.location.hash = '#/pages/order/index';
  new Function(bootScript())();
  return document.getElementById('boot-frame');
}

afterEach(() => document.getElementById('boot-frame')?.remove());

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN');
  at('/pages/order/index');
  await signIn();
  server.use(
    handle(couponsOfUser, () => ok([])),
    handle(balance, () => ok({ myAmount: 0 })),
  );
});

it('keeps the bar, the child filter and the first three cards as shown, for the next start', async () => {
  answer({ 101: [ming(1), ming(2), ming(3)], 102: [hong] });
  const { unmount } = renderScreen(<OrdersScreen />);
  await screen.findByRole('article', { name: `订单号：${ming(3).orderId}` });
  await waitFor(() => expect(keptScreens().orders?.locale).toBe('zh-CN'));
  unmount();

  const frame = nextStart();
  expect(frame).toHaveAttribute('aria-hidden', 'true');
  expect(frame).toHaveTextContent('订单');
  expect(frame).toHaveTextContent('全部孩子');
  // Newest first, as listed: 小红's order, then 小明's first two; the fourth card is left out.
  expect(frame).toHaveTextContent(hong.orderId);
  expect(frame).toHaveTextContent(ming(1).orderId);
  expect(frame).toHaveTextContent(ming(2).orderId);
  expect(frame).not.toHaveTextContent(ming(3).orderId);
  // The pay choices and the footer are not something to act on from a picture.
  expect(frame?.querySelector('select, input, button')).toBeNull();
  expect(frame).not.toHaveTextContent('加载更多');
});

it('holds the frame while the list is read, as the first page is pending', async () => {
  server.use(
    handle(ordersOfUser, async ({ query }) => {
      await delay('infinite');
      return ok(page([], query.page));
    }),
  );
  const { container } = renderScreen(<OrdersScreen />);
  await waitFor(() =>
    expect(container.querySelector('[data-boot-pending]')).toHaveTextContent('加载中'),
  );
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

it('keeps nothing for an empty list, and leaves home’s line alone', async () => {
  saveBootSnapshot({ title: '首页', name: '小明', line: '阳光实验小学' });
  answer({ 101: [ming(1)] });
  const first = renderScreen(<OrdersScreen />);
  await waitFor(() => expect(keptScreens().orders).toBeDefined());
  first.unmount();

  answer({});
  renderScreen(<OrdersScreen />);
  await screen.findByText('暂无订单');
  await waitFor(() => expect(keptScreens().orders).toBeUndefined());
  expect(keptScreens().line).toBe('阳光实验小学');
  expect(nextStart()).toBeNull();
});

it('a filtered list does not replace the kept cards of every child', async () => {
  answer({ 101: [ming(1)], 102: [hong] });
  renderScreen(<OrdersScreen />);
  await screen.findByRole('article', { name: `订单号：${hong.orderId}` });
  await waitFor(() => expect(JSON.stringify(keptScreens().orders)).toContain(hong.orderId));
  await userEvent.click(screen.getByRole('button', { name: '小明' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  expect(JSON.stringify(keptScreens().orders)).toContain(hong.orderId);
});

it('signing out forgets the cards: the next account never sees them, not even for a frame', async () => {
  answer({ 101: [ming(1)] });
  const { unmount } = renderScreen(<OrdersScreen />);
  await waitFor(() => expect(keptScreens().orders).toBeDefined());
  unmount();
  recordLogoutCalls();
  await logout();
  expect(keptScreens().orders).toBeUndefined();

  await signIn();
  expect(nextStart()).toBeNull();
});
