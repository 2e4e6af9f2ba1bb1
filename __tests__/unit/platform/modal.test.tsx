import { act, screen } from '@testing-library/react';
import { hideModals } from '@/lib/platform/feedback';
import { showModal, textWidth, validateModalOptions } from '@/lib/platform/modal';

describe('modal rules', () => {
  afterEach(() => act(() => hideModals()));

  it('counts a wide character as 2', () => {
    expect(textWidth('确定')).toBe(4);
    expect(textWidth('OK')).toBe(2);
    expect(textWidth('好的OK')).toBe(6);
  });

  it('requires the text and colour options to be strings', async () => {
    for (const key of [
      'title',
      'content',
      'cancelText',
      'confirmText',
      'cancelColor',
      'confirmColor',
    ]) {
      expect(() => validateModalOptions({ content: 'x', [key]: 5 })).toThrow(
        `showModal:fail ${key} should be a string`,
      );
    }
    await expect(showModal({ content: null as unknown as string })).rejects.toThrow(
      'content should be a string, got null',
    );
  });

  it('allows button texts up to 4 Chinese characters or 8 narrow ones', () => {
    expect(() =>
      validateModalOptions({ content: 'x', confirmText: '确定提交', cancelText: 'Cancel12' }),
    ).not.toThrow();
    expect(() => validateModalOptions({ content: 'x', confirmText: '确定提交了' })).toThrow(
      'confirmText must be at most 4 Chinese characters',
    );
    expect(() => validateModalOptions({ content: 'x', cancelText: 'Cancel123' })).toThrow(
      'cancelText must be at most 4 Chinese characters',
    );
    expect(() => validateModalOptions({ content: 'x', cancelText: '取消OK吧吧' })).toThrow(
      'cancelText',
    );
  });

  it('shows a valid modal and resolves with the button pressed; an invalid one shows nothing', async () => {
    await expect(showModal({ content: '要走了吗', confirmText: '走吧走吧走吧' })).rejects.toThrow(
      'confirmText',
    );
    expect(screen.queryByText('要走了吗')).not.toBeInTheDocument();

    let result: Promise<{ confirm: boolean }> | undefined;
    act(() => {
      result = showModal({ title: '提示', content: '确定退出登录吗', confirmText: '退出' });
    });
    const confirm = await screen.findByRole('button', { name: '退出' });
    await act(async () => {
      confirm.click();
      await result;
    });
    await expect(result).resolves.toEqual({ confirm: true });
  });
});
