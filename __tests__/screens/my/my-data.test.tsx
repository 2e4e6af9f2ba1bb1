import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingScreen from '@/screens/my/Setting';
import { familyArchive } from '@/lib/contract/exports';
import { myClosure, requestClosure } from '@/lib/contract/retention';
import { fail, handle, handleRaw, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, renderScreen, signIn } from '../../setup/test-utils';

// Decision 074: Mine's settings download the family's archive and ask to close the account.

beforeEach(async () => {
  at('/pages/my/Setting');
  await signIn();
});

const requested = {
  id: 7,
  status: 'Requested' as const,
  balance: 2000,
  createdAt: '2026-03-16T02:00:00Z',
};

describe('my data', () => {
  it('saves the archive the server answers as a file', async () => {
    const saved: Blob[] = [];
    const create = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:archive';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    server.use(
      handleRaw(
        familyArchive,
        () =>
          new Response(new Uint8Array([80, 75, 5, 6]), {
            headers: { 'content-type': 'application/zip' },
          }),
      ),
    );
    renderScreen(<SettingScreen />);
    await userEvent.click(await screen.findByRole('button', { name: /下载我的数据/ }));
    expect(await screen.findByText('数据已下载')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect(new Uint8Array(await saved[0]!.arrayBuffer())).toEqual(new Uint8Array([80, 75, 5, 6]));
    click.mockRestore();
  });

  it('says so when the archive cannot be made', async () => {
    server.use(handleRaw(familyArchive, () => fail(500)));
    renderScreen(<SettingScreen />);
    await userEvent.click(await screen.findByRole('button', { name: /下载我的数据/ }));
    expect(await screen.findByText('操作失败，请稍后再试')).toBeInTheDocument();
  });

  it('asks to close the account after the warning, and shows that the school must confirm', async () => {
    let asked = 0;
    server.use(
      handle(requestClosure, () => {
        asked += 1;
        return ok(requested);
      }),
      handle(myClosure, () => ok(asked > 0 ? requested : null)),
    );
    renderScreen(<SettingScreen />);
    await userEvent.click(await screen.findByRole('button', { name: /注销账号/ }));
    expect(await screen.findByText(/余额将先申请退回/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已申请注销，等待学校确认')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /注销账号.*待学校确认/ })).toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('asks nothing when the warning is cancelled', async () => {
    let asked = 0;
    server.use(
      handle(requestClosure, () => {
        asked += 1;
        return ok(requested);
      }),
    );
    renderScreen(<SettingScreen />);
    await userEvent.click(await screen.findByRole('button', { name: /注销账号/ }));
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(screen.getByRole('button', { name: /注销账号/ })).not.toHaveTextContent('待学校确认');
    expect(asked).toBe(0);
  });
});
