import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { classStudents, keptClasses } from '@/lib/contract/classes';
import { requestLeaveForUser } from '@/lib/contract/leave';
import { classTree } from '@/lib/contract/school';
import ClassesScreen from '@/screens/applications/classes/index';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeKeptClass, makeRecord, makeStudent } from '../../setup/factories';
import { at, recordLogoutCalls, renderScreen, signIn, TOKEN } from '../../setup/test-utils';

// The class list of /pages/applications/classes/index and the leave a keeper asks for from it.

const tree = [
  {
    id: 3,
    name: '三年级',
    type: 'grade' as const,
    number: 3,
    children: [{ id: 5, name: '三年级1班', type: 'classes' as const, number: 1, children: [] }],
  },
];

beforeEach(async () => {
  await signIn();
  at('/pages/applications/classes/index');
  server.use(handle(classTree, () => ok(tree)));
});

describe('Class list', () => {
  it("is where a teacher's area starts: no back arrow to a parent's screen, and a way to sign out", async () => {
    const calls = recordLogoutCalls();
    server.use(handle(keptClasses, () => ok([makeKeptClass()])));
    renderScreen(<ClassesScreen />);
    await screen.findByRole('region', { name: '三年级' });
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/applications/user/login'));
    expect(calls).toContain(`POST /logout Bearer ${TOKEN}`);
  });

  it('shows each kept class under its grade with today’s orders and leave and the last record', async () => {
    server.use(
      handle(keptClasses, () =>
        ok([makeKeptClass({ lastRecord: makeRecord({ content: '本周分餐顺利' }) })]),
      ),
    );
    renderScreen(<ClassesScreen />);
    expect(screen.getByRole('heading', { level: 1, name: '班级绑定' })).toBeInTheDocument();
    const grade = await screen.findByRole('region', { name: '三年级' });
    const card = screen.getByRole('region', { name: '三年级1班' });
    expect(grade).toContainElement(card);
    expect(within(card).getByText('班主任')).toBeInTheDocument();
    expect(within(card).getByText('早餐：订餐 1，请假 0')).toBeInTheDocument();
    expect(within(card).getByText('午餐：订餐 2，请假 1')).toBeInTheDocument();
    expect(within(card).getByText('最近记录：本周分餐顺利')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加关注人' })).toBeInTheDocument();
  });

  it('offers a concerned person neither binding nor leave', async () => {
    server.use(handle(keptClasses, () => ok([makeKeptClass({ roles: ['FAMILY_HEAD'] })])));
    renderScreen(<ClassesScreen />);
    await screen.findByRole('region', { name: '三年级1班' });
    expect(await screen.findByText('暂无维护记录')).toBeInTheDocument();
    expect(screen.getByText('关注人', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加关注人' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '为学生请假' })).not.toBeInTheDocument();
  });

  it('says so when the person keeps no class', async () => {
    server.use(handle(keptClasses, () => ok([])));
    renderScreen(<ClassesScreen />);
    expect(await screen.findByText('您还没有负责的班级')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list again', async () => {
    server.use(handle(keptClasses, () => fail(500, 'boom'), { once: true }));
    renderScreen(<ClassesScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('页面出错了，请重试');
    server.use(handle(keptClasses, () => ok([makeKeptClass()])));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '三年级1班' })).toBeInTheDocument();
  });

  it('lists the classes flat by grade name when the school tree fails', async () => {
    server.use(
      handle(classTree, () => fail(500)),
      handle(keptClasses, () => ok([makeKeptClass()])),
    );
    renderScreen(<ClassesScreen />);
    expect(await screen.findByRole('region', { name: '三年级' })).toBeInTheDocument();
  });
});

describe('Leave for children of the class', () => {
  beforeEach(() => {
    server.use(
      handle(keptClasses, () => ok([makeKeptClass()])),
      handle(classStudents, () =>
        ok([
          makeStudent(),
          makeStudent({ associatedUserId: 3, userName: '李华', guardianAccountId: 2 }),
        ]),
      ),
    );
  });

  async function chooseAndSubmit() {
    renderScreen(<ClassesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: '为学生请假' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: '张小明' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '李华' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '03-17' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '午餐' }));
    await userEvent.click(screen.getByRole('button', { name: '确认请假' }));
  }

  it('asks once per child and meal, each under its own idempotency key', async () => {
    const calls: { userId: number; body: unknown; key: string | null }[] = [];
    server.use(
      handle(requestLeaveForUser, ({ params, body, request }) => {
        calls.push({ userId: params.userId, body, key: request.headers.get('Idempotency-Key') });
        return ok('Confirm' as const);
      }),
    );
    await chooseAndSubmit();
    expect(await screen.findByText('已为 2 餐请假')).toBeInTheDocument();
    expect(calls.map(({ userId, body }) => [userId, body])).toEqual([
      [1, { leaveDate: '2026-03-17', diningType: 'Lunch' }],
      [3, { leaveDate: '2026-03-17', diningType: 'Lunch' }],
    ]);
    expect(new Set(calls.map((call) => call.key)).size).toBe(2);
    expect(calls.every((call) => call.key)).toBe(true);
  });

  it('says how many meals could not be put on leave', async () => {
    server.use(
      handle(requestLeaveForUser, ({ params }) =>
        params.userId === 1 ? ok('Confirm' as const) : fail(400, '未订餐', 'LEAVE_NOT_ALLOWED'),
      ),
    );
    await chooseAndSubmit();
    expect(
      await screen.findByText('1 餐请假成功，1 餐未能请假（未订餐或已截止）'),
    ).toBeInTheDocument();
  });

  it('says the cut-off passed and what to do when every meal is past it', async () => {
    server.use(handle(requestLeaveForUser, () => fail(400, '已过请假截止时间', 'LEAVE_CLOSED')));
    await chooseAndSubmit();
    expect(
      await screen.findByText('已过请假截止时间，这一餐不能再请假；请选择之后的日期'),
    ).toBeInTheDocument();
    expect(screen.queryByText('请假失败，请重试！')).not.toBeInTheDocument();
  });

  it('names what failed when the server says nothing more', async () => {
    server.use(handle(requestLeaveForUser, () => fail(500)));
    await chooseAndSubmit();
    expect(await screen.findByText('请假没有提交成功，请稍后重试')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('form', { name: '为学生请假' })).toBeInTheDocument(),
    );
  });
});
