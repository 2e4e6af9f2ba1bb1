import { act, screen, waitFor } from '@testing-library/react';
import { showModal, showToast } from '@/lib/platform/feedback';
import { navigateTo } from '@/lib/router/navigation';
import { startRouter } from '@/lib/router/location';

describe('route change', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/#/pages/index/index');
    startRouter();
  });

  it('hides an open toast and modal', async () => {
    act(() => {
      showToast({ title: '保存成功', duration: 60000 });
      void showModal({ title: '提示', content: '确定要离开吗' });
    });
    expect(await screen.findByText('保存成功')).toBeVisible();
    expect(await screen.findByText('确定要离开吗')).toBeInTheDocument();

    await act(() => navigateTo({ url: '/pages/my/coupons' }));

    await waitFor(() => expect(screen.queryByText('确定要离开吗')).not.toBeInTheDocument());
    // react-vant hides a cleared toast at once and removes its node only after the toast's duration.
    await waitFor(() => expect(screen.queryByText('保存成功')).not.toBeVisible());
  });
});
