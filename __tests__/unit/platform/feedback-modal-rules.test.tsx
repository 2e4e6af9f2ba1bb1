import { act, screen } from '@testing-library/react';
import { hideModals, showModal } from '@/lib/platform/feedback';

// The app's own modal (every confirmation goes through lib/platform/feedback's showModal) keeps
// the spec's option rules from lib/platform/modal: a breach rejects and shows nothing.

afterEach(() => act(() => hideModals()));

it('refuses a button text wider than four Chinese characters and shows nothing', async () => {
  await expect(showModal({ content: '解绑李娜？', confirmText: '确定要解绑' })).rejects.toThrow(
    'showModal:fail confirmText must be at most 4 Chinese characters',
  );
  await expect(showModal({ content: '解绑李娜？', cancelText: 'Never mind' })).rejects.toThrow(
    'cancelText',
  );
  expect(screen.queryByText('解绑李娜？')).not.toBeInTheDocument();
});

it('refuses an option that is not a string', async () => {
  await expect(showModal({ title: 3 as unknown as string, content: '解绑李娜？' })).rejects.toThrow(
    'title should be a string, got number',
  );
  expect(screen.queryByText('解绑李娜？')).not.toBeInTheDocument();
});

it('shows a modal within the rules and answers which button was pressed', async () => {
  let answer: Promise<{ confirm: boolean }> | undefined;
  act(() => {
    answer = showModal({ content: '解绑李娜？', confirmText: '解绑', cancelText: '取消' });
  });
  const cancel = await screen.findByRole('button', { name: '取消' });
  await act(async () => {
    cancel.click();
    await answer;
  });
  await expect(answer).resolves.toEqual({ confirm: false });
});
