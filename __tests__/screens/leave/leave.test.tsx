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

/** The modal's confirm button: the last of that name, the dialog being added after the page. */
async function confirmInModal(name: string) {
  await screen.findByRole('button', { name: '不取消' });
  const buttons = screen.getAllByRole('button', { name });
  await userEvent.click(buttons[buttons.length - 1]!);
}

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

  it('shows the reason given with the leave', async () => {
    server.use(
      handle(leavesOfUser, () =>
        ok({ content: [{ ...leave, reason: '发烧，在家休息' }], page: 0, size: 10, total: 1 }),
      ),
    );
    renderScreen(<LeaveListScreen />);
    const item = await screen.findByRole('listitem', { name: '2026-03-05 午餐' });
    expect(within(item).getByText('原因：发烧，在家休息')).toBeInTheDocument();
  });

  it('asks first, naming the day and the credit taken back; 不取消 changes nothing', async () => {
    const asked: unknown[] = [];
    server.use(
      handle(cancelLeave, ({ body }) => {
        asked.push(body);
        return ok({ ...leave, ...body, leaveStatus: 'Cancel' as const, credited: 0 });
      }),
    );
    renderScreen(<LeaveListScreen />);
    const item = await screen.findByRole('listitem', { name: '2026-03-05 午餐' });
    expect(within(item).getByText('已请假')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: '取消请假' }));
    expect(
      await screen.findByText(
        '取消 2026-03-05 午餐的请假？这一餐恢复供餐，退回的 ¥15.00 会从余额扣回。',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '不取消' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '不取消' })).not.toBeInTheDocument(),
    );
    expect(asked).toEqual([]);
    expect(within(item).getByText('已请假')).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: '取消请假' }));
    await confirmInModal('取消请假');
    await waitFor(() => expect(within(item).getByText('已取消')).toBeInTheDocument());
    expect(asked).toHaveLength(1);
    expect(within(item).queryByRole('button', { name: '取消请假' })).not.toBeInTheDocument();
  });

  it('says what went wrong and what to do when cancelling fails', async () => {
    server.use(handle(cancelLeave, () => fail(500)));
    renderScreen(<LeaveListScreen />);
    const item = await screen.findByRole('listitem', { name: '2026-03-05 午餐' });
    await userEvent.click(within(item).getByRole('button', { name: '取消请假' }));
    await confirmInModal('取消请假');
    expect(await screen.findByText('请假没有取消成功，请稍后重试')).toBeInTheDocument();
    expect(within(item).getByText('已请假')).toBeInTheDocument();
  });

  it('a 401 toasts 身份过期，请重新登录 and lands on the login page (docs/product.md, "Errors and messages")', async () => {
    const logoutCalls = recordLogoutCalls();
    server.use(handle(cancelLeave, () => fail(401)));
    renderScreen(<LeaveListScreen />);
    const item = await screen.findByRole('listitem', { name: '2026-03-05 午餐' });
    await userEvent.click(within(item).getByRole('button', { name: '取消请假' }));
    await confirmInModal('取消请假');
    expect(await screen.findByText('身份过期，请重新登录')).toBeInTheDocument();
    await waitFor(() => expect(hashNow()).toBe('#/pages/user/login'));
    expect(logoutCalls).toEqual([`POST /logout Bearer ${TOKEN}`]);
  });
});

const open = (leaveDate: string) => ({
  leaveDate,
  diningType: 'Lunch' as const,
  cutOff: `${leaveDate}T01:00:00.000Z`,
});

describe('Requesting leave', () => {
  beforeEach(() => {
    at('/pages/leave/leave');
    server.use(
      handle(leaveableDates, () =>
        ok([open('2026-03-05'), open('2026-03-06'), open('2026-03-09'), open('2026-03-10')]),
      ),
    );
  });

  it('takes several days and a reason in one request, then returns to the list', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    server.use(
      handle(requestLeave, ({ body, request }) => {
        sent.push({ body, key: request.headers.get('Idempotency-Key') });
        return ok('Confirm' as const);
      }),
    );
    renderScreen(<LeaveScreen />);
    const submit = screen.getByRole('button', { name: '确认请假' });
    expect(submit).toBeDisabled();
    expect(await screen.findByText('请先选择至少一个请假日期')).toBeInTheDocument();
    for (const date of ['2026-03-05', '2026-03-06', '2026-03-09'])
      await userEvent.click(await screen.findByRole('checkbox', { name: new RegExp(date) }));
    await userEvent.type(screen.getByRole('textbox', { name: '请假原因（选填）' }), '外出探亲');
    expect(screen.getByText('4/100')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确认请假（3 天）' }));
    await waitFor(() => expect(hashNow()).toBe('#/pages/leave/index'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      associatedUserId: 101,
      leaveDate: '2026-03-05',
      diningType: 'Lunch',
      dates: ['2026-03-06', '2026-03-09'],
      reason: '外出探亲',
    });
    expect(sent[0]!.key).toMatch(/[0-9a-f-]{36}/);
  });

  it('the reason stops at 100 characters', async () => {
    renderScreen(<LeaveScreen />);
    const reason = await screen.findByRole('textbox', { name: '请假原因（选填）' });
    expect(reason).toHaveAttribute('maxLength', '100');
  });

  it('comes with the tapped day chosen; a link that does not fit falls back to the defaults', async () => {
    const asked: string[] = [];
    server.use(
      handle(leaveableDates, ({ params, query }) => {
        asked.push(`${params.associatedUserId} ${query.diningType} ${query.closed}`);
        return ok([open('2026-03-05'), open('2026-03-06')]);
      }),
    );
    at('/pages/leave/leave?associatedUserId=abc&diningType=Brunch&date=2026-03-06');
    renderScreen(<LeaveScreen />);
    expect(await screen.findByRole('checkbox', { name: /2026-03-06/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /2026-03-05/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: '确认请假（1 天）' })).toBeEnabled();
    // The signed-in child (101) and the default dining type, not the link's unusable values.
    expect(asked).toEqual(['101 Lunch 1']);
  });

  it('a tapped day past its cut-off says when it closed, and is not chosen', async () => {
    server.use(
      handle(leaveableDates, () =>
        ok([{ ...open('2026-03-05'), closed: true }, open('2026-03-06')]),
      ),
    );
    at('/pages/leave/leave?diningType=Lunch&date=2026-03-05');
    renderScreen(<LeaveScreen />);
    expect(
      await screen.findByText(/^2026-03-05 的请假已于 2026-03-05 \d\d:00 截止，不能再请假。$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /2026-03-05/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认请假' })).toBeDisabled();
  });

  it('with nothing open says there is no paid meal ahead and offers to order', async () => {
    server.use(handle(leaveableDates, () => ok([])));
    renderScreen(<LeaveScreen />);
    expect(await screen.findByText(/之后没有已支付的午餐订餐，不需要请假。/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去订餐' }));
    await waitFor(() => expect(hashNow()).toBe('#/pages/meal/month?diningType=Lunch'));
  });

  it('with every paid day past its cut-off says so, naming the last and when it closed', async () => {
    server.use(handle(leaveableDates, () => ok([{ ...open('2026-03-05'), closed: true }])));
    renderScreen(<LeaveScreen />);
    expect(
      await screen.findByText(
        /午餐已支付的日期都已过请假截止时间（最后一个是 2026-03-05，2026-03-05 \d\d:00 截止）。/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认请假' })).toBeDisabled();
  });

  it('a refusal names the day at fault and what to do', async () => {
    server.use(
      handle(requestLeave, () =>
        fail(
          400,
          '2026-03-05 的请假已于 2026-03-05 09:00 截止，请去掉这天后再提交',
          'LEAVE_CLOSED',
          {
            date: '2026-03-05',
            cutOff: '2026-03-05T01:00:00.000Z',
          },
        ),
      ),
    );
    renderScreen(<LeaveScreen />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /2026-03-05/ }));
    await userEvent.click(screen.getByRole('button', { name: '确认请假（1 天）' }));
    expect(
      await screen.findByText(
        /^2026-03-05 已过请假截止时间（2026-03-05 \d\d:00），请去掉这天后再提交$/,
      ),
    ).toBeInTheDocument();
    expect(hashNow()).toBe('#/pages/leave/leave');
  });

  it('a 401 toasts 身份过期，请重新登录 and lands on the login page (docs/product.md, "Errors and messages")', async () => {
    const logoutCalls = recordLogoutCalls();
    server.use(handle(requestLeave, () => fail(401)));
    renderScreen(<LeaveScreen />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /2026-03-05/ }));
    await userEvent.click(screen.getByRole('button', { name: '确认请假（1 天）' }));
    expect(await screen.findByText('身份过期，请重新登录')).toBeInTheDocument();
    await waitFor(() => expect(hashNow()).toBe('#/pages/user/login'));
    expect(logoutCalls).toEqual([`POST /logout Bearer ${TOKEN}`]);
  });
});
