import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { AppShell } from '@/components/shell/AppShell';
import type { ScreenLoader, ScreenLoaders, ScreenModule } from '@/components/shell/LazyScreen';
import { startRouter } from '@/lib/router/location';
import { navigateTo } from '@/lib/router/navigation';
import { createTabBarStore, tabBar } from '@/lib/platform/tabbar';
import { TabBar } from '@/components/TabBar';
import { setLocale } from '@/lib/i18n';
import { ROUTES, type RouteDefinition } from '@/lib/router/routes';
import { PlaceholderScreen } from '../../setup/placeholderScreens';

function placeholder(entry: RouteDefinition): ScreenModule {
  const Screen: ComponentType = () => <PlaceholderScreen route={entry} />;
  return { default: Screen };
}

/** Every route renders a placeholder (its title), so these tests load no real screen. */
function placeholderLoaders(): Record<keyof ScreenLoaders, ScreenLoader> {
  return Object.fromEntries(
    ROUTES.map((entry) => [entry.name, async () => placeholder(entry)]),
  ) as Record<keyof ScreenLoaders, ScreenLoader>;
}

function routeAt(path: string): RouteDefinition {
  const found = ROUTES.find((entry) => entry.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

function openAt(hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
  startRouter();
}

function chunkError(message: string, extra: Record<string, unknown>): Error {
  return Object.assign(new Error(message), extra);
}

/**
 * React (in development) logs every error an error boundary catches. Those logs are expected here;
 * anything else logged still fails the test.
 */
async function whileScreenBoundaryCatches(body: () => Promise<void>): Promise<void> {
  const logged: unknown[][] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
  try {
    await body();
  } finally {
    spy.mockRestore();
  }
  const unexpected = logged.filter(
    (args) => !args.map(String).join(' ').includes('ScreenBoundary'),
  );
  expect(unexpected).toEqual([]);
}

describe('app shell', () => {
  afterEach(() =>
    act(() => {
      tabBar.showTabBar();
      for (const index of [0, 1, 2]) {
        tabBar.removeTabBarBadge({ index });
        tabBar.hideTabBarRedDot({ index });
      }
    }),
  );

  it('shows the tab bar on a tab page in the spec colours and switches tabs from it', async () => {
    openAt('#/pages/index/index');
    render(<AppShell loaders={placeholderLoaders()} />);
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    const home = within(nav).getByText('首页');
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(home.closest('.rv-tabbar-item')).toHaveStyle({ color: '#ff915e' });
    expect(within(nav).getByText('订单').closest('.rv-tabbar-item')).toHaveStyle({
      color: '#333333',
    });

    await userEvent.click(within(nav).getByText('订单'));
    expect(await screen.findByRole('heading', { name: '订单' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pages/order/index');
    expect(
      within(screen.getByRole('navigation', { name: '主导航' })).getByText('订单'),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('shows badges and red dots, and hides the bar (with or without the slide-out)', async () => {
    openAt('#/pages/my/index');
    render(<AppShell loaders={placeholderLoaders()} />);
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    act(() => tabBar.setTabBarBadge({ index: 1, text: '3' }));
    expect(within(nav).getByText('3')).toBeInTheDocument();
    act(() => tabBar.showTabBarRedDot({ index: 1 }));
    expect(within(nav).queryByText('3')).not.toBeInTheDocument();
    expect(nav.querySelector('.rv-badge--dot')).not.toBeNull();

    act(() => tabBar.hideTabBar({ animation: true }));
    expect(screen.getByRole('navigation', { name: '主导航' })).toHaveAttribute(
      'data-visibility',
      'hiding',
    );
    act(() => tabBar.hideTabBar());
    expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
  });

  it('shows the tab labels in the language chosen after the bar was created', async () => {
    const store = createTabBarStore();
    render(<TabBar currentPath="/pages/index/index" store={store} />);
    expect(screen.getByRole('navigation', { name: '主导航' })).toHaveTextContent('首页订单我的');
    try {
      await act(() => setLocale('en'));
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      expect(nav).toHaveTextContent('HomeOrdersMine');
      expect(within(nav).getByText('Home')).toHaveAttribute('aria-current', 'page');
    } finally {
      await act(() => setLocale('zh-CN'));
    }
    expect(screen.getByRole('navigation', { name: '主导航' })).toHaveTextContent('首页订单我的');
  });

  it('reports an unmatched route as not found, with a way home', async () => {
    openAt('#/pages/nowhere/index');
    render(<AppShell loaders={placeholderLoaders()} />);
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
  });

  it('follows browser back and forward', async () => {
    openAt('#/pages/index/index');
    render(<AppShell loaders={placeholderLoaders()} />);
    await screen.findByRole('heading', { name: '首页' });
    await act(() => navigateTo({ url: '/pages/meal/day?date=2026-11-21' }));
    expect(await screen.findByRole('heading', { name: '按日订餐' })).toBeInTheDocument();
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
    act(() => window.history.forward());
    expect(await screen.findByRole('heading', { name: '按日订餐' })).toBeInTheDocument();
  });

  it.each([
    ['a ChunkLoadError', chunkError('Loading chunk 7 failed.', { name: 'ChunkLoadError' })],
    [
      'a CSS_CHUNK_LOAD_FAILED',
      chunkError('Loading CSS chunk 7 failed', { code: 'CSS_CHUNK_LOAD_FAILED' }),
    ],
  ])('shows a clear error for %s and a retry that loads the screen', async (_label, error) => {
    openAt('#/pages/meal/month');
    const loaders = placeholderLoaders();
    let calls = 0;
    loaders.mealMonth = async () => {
      calls += 1;
      if (calls === 1) throw error;
      return placeholder(routeAt('/pages/meal/month'));
    };
    await whileScreenBoundaryCatches(async () => {
      render(<AppShell loaders={loaders} />);
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('页面加载失败，请检查网络后重试')).toBeInTheDocument();
      await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
      expect(await screen.findByRole('heading', { name: '按月订餐' })).toBeInTheDocument();
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('turns a chunk that never arrives into a timed-out error', async () => {
    openAt('#/pages/meal/month');
    const loaders = placeholderLoaders();
    loaders.mealMonth = () => new Promise<ScreenModule>(() => undefined);
    await whileScreenBoundaryCatches(async () => {
      render(<AppShell loaders={loaders} timeoutMs={30} />);
      expect(screen.getByRole('status')).toHaveTextContent('加载中…');
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('页面加载超时，请检查网络后重试')).toBeInTheDocument();
    });
  });

  it('a screen that throws while rendering gets an error with retry, not a blank page', async () => {
    openAt('#/pages/my/MealLogs');
    const loaders = placeholderLoaders();
    let failing = true;
    const Broken: ComponentType = () => {
      if (failing) throw new Error('render failed');
      return <p>新闻列表</p>;
    };
    loaders.myMealLogs = async () => ({ default: Broken });
    await whileScreenBoundaryCatches(async () => {
      render(<AppShell loaders={loaders} />);
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('页面出错了，请重试')).toBeInTheDocument();
      failing = false;
      await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
      await waitFor(() => expect(screen.getByText('新闻列表')).toBeInTheDocument());
    });
  });
});
