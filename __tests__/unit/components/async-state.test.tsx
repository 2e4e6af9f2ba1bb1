import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AsyncState } from '@/components/AsyncState';
import { ApiError, NETWORK_ERROR } from '@/lib/api/errors';

describe('AsyncState', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows loading, then the content', () => {
    const { rerender } = render(
      <AsyncState isLoading>
        <p>content</p>
      </AsyncState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    rerender(
      <AsyncState isLoading={false}>
        <p>content</p>
      </AsyncState>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it("shows the server's message with a retry, or the generic one when asked", async () => {
    const retry = jest.fn();
    const error = new ApiError(200, 'REQUEST_FAILED', '加载失败');
    const { rerender } = render(<AsyncState isLoading={false} error={error} onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('加载失败');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
    rerender(<AsyncState isLoading={false} error={error} serverText={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('页面出错了，请重试');
  });

  it('says the network is down when a read failed offline', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = new ApiError(0, NETWORK_ERROR, 'Network request failed');
    render(<AsyncState isLoading={false} error={error} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('网络已断开，恢复后请重试');
  });

  it('shows the empty text and its action', () => {
    render(
      <AsyncState
        isLoading={false}
        isEmpty
        emptyText="还没有孩子"
        emptyAction={<a href="#x">添加</a>}
      >
        <p>content</p>
      </AsyncState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('还没有孩子');
    expect(screen.getByRole('link', { name: '添加' })).toBeInTheDocument();
    expect(screen.queryByText('content')).not.toBeInTheDocument();
  });
});
