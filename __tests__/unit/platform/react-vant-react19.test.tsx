import { act, screen } from '@testing-library/react';
import { hideModals, hideToast, showLoading, showModal, showToast } from '@/lib/platform/feedback';

// react-vant 3 renders Toast and Dialog with ReactDOM.render, which React 19 removed; the install
// patch points it at createRoot. Without it these throw and nothing appears.
describe('react-vant under React 19', () => {
  afterEach(() =>
    act(() => {
      hideToast();
      hideModals();
    }),
  );

  it('shows a toast', async () => {
    act(() => {
      void showToast({ title: '身份过期，请重新登录' });
    });
    expect(await screen.findByText('身份过期，请重新登录')).toBeVisible();
  });

  it('shows a loading toast with the default text', async () => {
    act(() => showLoading());
    expect(await screen.findByText('加载中…')).toBeVisible();
  });

  it('shows a dialog with its title, message and buttons', async () => {
    act(() => {
      void showModal({ title: '提示', content: '网络错误, 请重新登录?' });
    });
    expect(await screen.findByText('网络错误, 请重新登录?')).toBeInTheDocument();
    expect(screen.getByText('提示')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
  });
});
