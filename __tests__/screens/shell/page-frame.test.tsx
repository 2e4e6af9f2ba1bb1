import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Page } from '@/components/Page';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { at, hashNow } from '../../setup/test-utils';

function goOffline(offline: boolean): void {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => jest.restoreAllMocks());

describe('The page frame', () => {
  it('titles the page with one h1 and goes back to the page before', async () => {
    at('/pages/order/index');
    await navigateTo({ url: route('leaveList') });
    render(
      <Page title="请假记录">
        <p>content</p>
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('请假记录');
    expect(screen.getByRole('main', { name: '请假记录' })).toHaveTextContent('content');
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(hashNow()).toBe('#/pages/order/index'));
  });

  it('opened straight from a link, back lands on the home tab instead of leaving the app', async () => {
    at('/pages/leave/index');
    render(<Page title="请假记录">{null}</Page>);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(hashNow()).toBe('#/pages/index/index'));
  });

  it('has no back button on a tab page', () => {
    at('/pages/order/index');
    render(
      <Page title="订单" back={false}>
        {null}
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '订单' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
  });

  it('says it is offline, with the time of the data on screen, until the network returns', () => {
    at('/pages/index/index');
    render(
      <Page title="首页" back={false} dataTime="2026-03-02T10:05:00+08:00">
        {null}
      </Page>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent('网络已断开，正在显示离线数据');
    expect(screen.getByRole('status')).toHaveTextContent('03-02');
    goOffline(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
