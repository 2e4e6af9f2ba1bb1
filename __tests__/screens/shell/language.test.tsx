import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CanteenApp } from '@/app/CanteenApp';
import { SCREEN_LOADERS } from '@/app/screenLoaders';
import { setLocale } from '@/lib/i18n';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n/preference';
import { clearSession } from '@/lib/session/store';
import { placeholderLoaders } from '../../setup/placeholderScreens';
import { signIn } from '../../setup/test-utils';

/** The real Settings screen; every other route a placeholder showing its title. */
const loaders = placeholderLoaders({ mySetting: SCREEN_LOADERS.mySetting });

function browserLanguages(languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(async () => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  await setLocale('zh-CN');
  await clearSession();
});

describe('the app in the browser’s language', () => {
  it('shows English to an en-US browser', async () => {
    browserLanguages(['en-US', 'en']);
    window.history.replaceState(null, '', '/#/pages/my/coupons');
    render(<CanteenApp loaders={loaders} />);
    expect(await screen.findByRole('heading', { name: 'Coupons' })).toBeInTheDocument();
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    expect(document.title).toBe('Coupons');
  });

  it('shows Chinese to a zh browser', async () => {
    browserLanguages(['zh-CN']);
    window.history.replaceState(null, '', '/#/pages/my/coupons');
    render(<CanteenApp loaders={loaders} />);
    expect(await screen.findByRole('heading', { name: '优惠券' })).toBeInTheDocument();
    expect(document.title).toBe('优惠券');
  });

  it('switches in Settings, re-renders in the new language, remembers it, and switches back', async () => {
    browserLanguages(['zh-CN']);
    await signIn();
    window.history.replaceState(null, '', '/#/pages/my/Setting');
    const { unmount } = render(<CanteenApp loaders={loaders} />);
    const language = await screen.findByLabelText('语言');
    await userEvent.selectOptions(language, 'English');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(document.title).toBe('Settings');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');

    // A reload: a fresh root in a fresh module state finds the choice again.
    unmount();
    await setLocale('zh-CN');
    render(<CanteenApp loaders={loaders} />);
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Language'), '简体中文');
    expect(await screen.findByRole('heading', { name: '设置' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-CN'));
  });
});
