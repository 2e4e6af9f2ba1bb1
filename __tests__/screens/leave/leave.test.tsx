import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LeaveListScreen from '@/screens/leave/index';
import LeaveScreen from '@/screens/leave/leave';
import {
  cancelLeave,
  leaveableDates,
  leavesOfUser,
  requestLeave,
  type Leave,
} from '@/lib/contract/leave';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import {
  TOKEN,
  at,
  hashNow,
  recordLogoutCalls,
  renderScreen,
  signIn,
} from '../../setup/test-utils';

const leave: Leave = {
  id: 3,
  associatedUserId: 101,
  userName: '小明',
  leaveDate: '2026-03-05',
  diningType: 'Lunch',
  leaveStatus: 'Confirm',
  credited: 1500,
  createdAt: '2026-03-01T08:00:00.000Z',
};

beforeEach(async () => {
  await signIn();
});

describe('Leave list', () => {
  beforeEach(() => {
    at('/pages/leave/index');
    server.use(
      handle(leavesOfUser, ({ query }) =>
        ok({ content: query.page === 0 ? [leave] : [], page: query.page, size: 10, total: 1 }),
      ),
    );
  });

  it('is titled 请假记录 with a back button', async () => {
    renderScreen(<LeaveListScreen />);
    expect(screen.getByRole('heading', { level: 1, name: '请假记录' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: '2026-03-05 午餐' })).toBeInTheDocument();
  });

  it('cancels leave and shows it as cancelled', async () => {
    server.use(
      handle(cancelLeave, ({ body }) =>
        ok({ ...leave, ...body, leaveStatus: 'Cancel' as const, credited: 0 }),
      ),
    );
    renderScreen(<LeaveListScreen />);
    const item = await screen.findByRole('listitem', { name: '2026-03-05 午餐' });
    expect(within(item).getByText('已请假')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: '取消请假' }));
    await waitFor(() => expect(within(item).getByText('已取消')).toBeInTheDocument());
    expect(within(item).queryByRole('button', { name: '取消请假' })).not.toBeInTheDocument();
  });

  it('says 调用服务失败 when cancelling fails', async () => {
    server.use(handle(cancelLeave, () => fail(500)));
    renderScreen(<LeaveListScreen />);
    const item = await screen.findByRole('listitem', { name: '2026-03-05 午餐' });
    await userEvent.click(within(item).getByRole('button', { name: '取消请假' }));
    expect(await screen.findByText('调用服务失败')).toBeInTheDocument();
    expect(within(item).getByText('已请假')).toBeInTheDocument();
  });

  it('a 401 toasts 身份过期，请重新登录 and lands on the login page (docs/product.md, "Errors and messages")', async () => {
    const logoutCalls = recordLogoutCalls();
    server.use(handle(cancelLeave, () => fail(401)));
    renderScreen(<LeaveListScreen />);
    const item = await screen.findByRole('listitem', { name: '2026-03-05 午餐' });
    await userEvent.click(within(item).getByRole('button', { name: '取消请假' }));
    expect(await screen.findByText('身份过期，请重新登录')).toBeInTheDocument();
    await waitFor(() => expect(hashNow()).toBe('#/pages/user/login'));
    expect(logoutCalls).toEqual([`POST /logout Bearer ${TOKEN}`]);
  });
});

describe('Requesting leave', () => {
  beforeEach(() => {
    at('/pages/leave/leave');
    server.use(
      handle(leaveableDates, () =>
        ok([
          {
            leaveDate: '2026-03-05',
            diningType: 'Lunch' as const,
            cutOff: '2026-03-05T01:00:00.000Z',
          },
        ]),
      ),
    );
  });

  it('requests leave on an available date and returns to the list', async () => {
    const keys: (string | null)[] = [];
    server.use(
      handle(requestLeave, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return ok('Confirm' as const);
      }),
    );
    renderScreen(<LeaveScreen />);
    await userEvent.click(await screen.findByRole('radio', { name: '2026-03-05' }));
    await userEvent.click(screen.getByRole('button', { name: '确认请假' }));
    await waitFor(() => expect(hashNow()).toBe('#/pages/leave/index'));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/[0-9a-f-]{36}/);
  });

  it('reads its link through the route schema: what does not fit falls back to the defaults', async () => {
    const asked: string[] = [];
    server.use(
      handle(leaveableDates, ({ params, query }) => {
        asked.push(`${params.associatedUserId} ${query.diningType}`);
        return ok([
          {
            leaveDate: '2026-03-05',
            diningType: 'Lunch' as const,
            cutOff: '2026-03-05T01:00:00.000Z',
          },
        ]);
      }),
    );
    at('/pages/leave/leave?associatedUserId=abc&diningType=Brunch&date=2026-03-05');
    renderScreen(<LeaveScreen />);
    expect(await screen.findByRole('radio', { name: '2026-03-05' })).toBeChecked();
    // The signed-in child (101) and the default dining type, not the link's unusable values.
    expect(asked).toEqual(['101 Lunch']);
  });

  it('says 请假失败，请重试！ when the request fails', async () => {
    server.use(handle(requestLeave, () => ({ success: false, message: '已过请假截止时间' })));
    renderScreen(<LeaveScreen />);
    await userEvent.click(await screen.findByRole('radio', { name: '2026-03-05' }));
    await userEvent.click(screen.getByRole('button', { name: '确认请假' }));
    expect(await screen.findByText('请假失败，请重试！')).toBeInTheDocument();
    expect(hashNow()).toBe('#/pages/leave/leave');
  });

  it('a 401 toasts 身份过期，请重新登录 and lands on the login page (docs/product.md, "Errors and messages")', async () => {
    const logoutCalls = recordLogoutCalls();
    server.use(handle(requestLeave, () => fail(401)));
    renderScreen(<LeaveScreen />);
    await userEvent.click(await screen.findByRole('radio', { name: '2026-03-05' }));
    await userEvent.click(screen.getByRole('button', { name: '确认请假' }));
    expect(await screen.findByText('身份过期，请重新登录')).toBeInTheDocument();
    await waitFor(() => expect(hashNow()).toBe('#/pages/user/login'));
    expect(logoutCalls).toEqual([`POST /logout Bearer ${TOKEN}`]);
  });
});
