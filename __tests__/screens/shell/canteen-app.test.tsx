import { render, screen, waitFor, within } from '@testing-library/react';
import { CanteenApp } from '@/app/CanteenApp';
import { SCREEN_LOADERS } from '@/app/screenLoaders';
import { clearSession, saveToken } from '@/lib/session/store';
import { placeholderLoaders } from '../../setup/placeholderScreens';

/**
 * The real entrance screen; every other route a placeholder, so these tests of the root do not
 * depend on (or fetch the data of) other screens.
 */
const loaders = placeholderLoaders({ entrance: SCREEN_LOADERS.entrance });

function loadAt(href: string) {
  window.history.replaceState(null, '', href);
}

describe('the app root', () => {
  // jsdom says en-US; these tests are about the Chinese default (language.test.tsx covers English).
  beforeEach(() => {
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await clearSession();
  });

  it('moves a direct /pages load with a query onto the hash route and shows that screen', async () => {
    loadAt('/pages/demo/index?from=link');
    render(<CanteenApp loaders={loaders} />);
    expect(await screen.findByRole('heading', { name: '示例' })).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/#/pages/demo/index?from=link',
    );
    expect(document.title).toBe('示例');
  });

  it('sends a visitor without a session from the first page to the login page', async () => {
    loadAt('/');
    render(<CanteenApp loaders={loaders} />);
    await waitFor(() => expect(window.location.hash).toBe('#/pages/user/login'));
    expect(document.title).toBe('登录');
    expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
  });

  it('sends a user with a restored session from the first page to the home tab, tab bar shown', async () => {
    await saveToken({ access_token: 'token-1', expires_in: 3600 });
    loadAt('/');
    render(<CanteenApp loaders={loaders} />);
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    expect(window.location.hash).toBe('#/pages/index/index');
    expect(document.title).toBe('首页');
    expect(within(nav).getByText('首页')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('订单')).toBeInTheDocument();
    expect(within(nav).getByText('我的')).toBeInTheDocument();
  });
});
