import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AboutPlatformScreen from '@/screens/my/AboutPlatform';
import { markVersionRead, versionHistory } from '@/lib/contract/user';
import { setLocale } from '@/lib/i18n';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

let marked: string[] = [];
beforeEach(async () => {
  at('/pages/my/AboutPlatform');
  await signIn();
  marked = [];
  server.use(
    handle(markVersionRead, ({ body }) => {
      marked.push(body.version);
      return ok({ version: body.version, read: true });
    }),
  );
});
afterEach(() => setLocale('zh-CN'));

function versions() {
  return screen.getByRole('region', { name: '版本记录' });
}

describe('About the platform', () => {
  it('shows the version the server runs and each version’s notes', async () => {
    server.use(handle(versionHistory, () => ok({ version: '0.1.0', read: true })));
    renderScreen(<AboutPlatformScreen />);
    expect(await screen.findByText('当前版本 0.1.0')).toBeInTheDocument();
    expect(
      within(versions()).getByRole('heading', { name: '0.1.0 · 2026-11-26' }),
    ).toBeInTheDocument();
    expect(within(versions()).getByText(/请假与评价在离线时也能提交/)).toBeInTheDocument();
    expect(within(versions()).queryByText('新')).not.toBeInTheDocument();
    expect(marked).toEqual([]);
  });

  it('marks unread notes new for this visit and tells the server they were read', async () => {
    server.use(handle(versionHistory, () => ok({ version: '0.1.0', read: false })));
    renderScreen(<AboutPlatformScreen />);
    expect(
      await within(await screen.findByRole('region', { name: '版本记录' })).findByText('新'),
    ).toBeInTheDocument();
    await waitFor(() => expect(marked).toEqual(['0.1.0']));
    expect(within(versions()).getByText('新')).toBeInTheDocument();
  });

  it('says when a version has no notes yet', async () => {
    server.use(handle(versionHistory, () => ok({ version: '9.9.9', read: true })));
    renderScreen(<AboutPlatformScreen />);
    expect(await screen.findByText('该版本暂无更新说明')).toBeInTheDocument();
  });

  it('says when the version failed to load, and a retry shows it', async () => {
    // The later handler answers first: the first reading fails, the retry succeeds.
    server.use(handle(versionHistory, () => ok({ version: '0.1.0', read: true })));
    server.use(handle(versionHistory, () => fail(500, '服务器异常'), { once: true }));
    renderScreen(<AboutPlatformScreen />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('版本信息加载失败')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('当前版本 0.1.0')).toBeInTheDocument();
  });

  it('says where to get help and opens the messages to the school', async () => {
    server.use(handle(versionHistory, () => ok({ version: '0.1.0', read: true })));
    renderScreen(<AboutPlatformScreen />);
    const help = screen.getByRole('region', { name: '帮助与反馈' });
    expect(within(help).getByText(/请联系孩子所在学校的食堂负责老师/)).toBeInTheDocument();
    await userEvent.click(within(help).getByRole('button', { name: '给学校留言' }));
    await waitFor(() => expect(hashNow()).toBe('#/pages/register/MessageRecord'));
  });

  it('speaks English when asked', async () => {
    server.use(handle(versionHistory, () => ok({ version: '0.1.0', read: true })));
    await setLocale('en');
    renderScreen(<AboutPlatformScreen />);
    expect(await screen.findByText('Current version 0.1.0')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Help and feedback' })).toBeInTheDocument();
  });
});
