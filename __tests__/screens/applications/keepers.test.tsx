import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login } from '@/lib/contract/auth';
import {
  addMaintenanceRecord,
  bindUsersBatch,
  boundUsers,
  classStudents,
  keptClasses,
  maintenanceRecords,
  maintenanceRecordTree,
  unbindUser,
} from '@/lib/contract/classes';
import { currentUser, identities } from '@/lib/contract/user';
import AddConcernedScreen from '@/screens/applications/classes/addConcerned';
import ConcernedScreen from '@/screens/applications/classes/concerned';
import ResponsibleScreen from '@/screens/applications/classes/responsible';
import TeacherLoginScreen from '@/screens/applications/user/login';
import { fail, handle, handleRaw, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import {
  makeBinding,
  makeIdentity,
  makeKeptClass,
  makeRecord,
  makeStudent,
  page,
  tokenAnswer,
} from '../../setup/factories';
import { at, freshAt, hashNow, renderScreen, signIn } from '../../setup/test-utils';

// The responsible and concerned persons of a class with their maintenance records, binding
// concerned persons, and the teachers' entrance.

beforeEach(async () => {
  await signIn();
  server.use(handle(keptClasses, () => ok([makeKeptClass()])));
});

describe('Concerned persons', () => {
  beforeEach(() => {
    at('/pages/applications/classes/concerned?classesId=5');
    server.use(
      handle(boundUsers, ({ query }) =>
        ok(query.bindType === 'FAMILY_HEAD' ? [makeBinding()] : []),
      ),
      handle(maintenanceRecords, ({ query }) =>
        ok(page(query.page === 0 ? [makeRecord()] : [], query.page, query.size)),
      ),
    );
  });

  it('lists the persons and their records', async () => {
    renderScreen(<ConcernedScreen />);
    expect(screen.getByRole('heading', { level: 1, name: '关注人' })).toBeInTheDocument();
    expect(await screen.findByText('李娜 138****0002')).toBeInTheDocument();
    expect(await screen.findByText('周三陪餐')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '解绑 李娜' })).toBeInTheDocument();
  });

  it('adds a maintenance record and shows it in the list', async () => {
    const sent: unknown[] = [];
    server.use(
      handle(addMaintenanceRecord, ({ body }) => {
        sent.push(body);
        return ok(makeRecord({ id: 2, content: body.content }));
      }),
    );
    renderScreen(<ConcernedScreen />);
    await userEvent.type(await screen.findByLabelText('记录内容'), '  今日午餐已陪餐 ');
    server.use(
      handle(maintenanceRecords, ({ query }) =>
        ok(page(query.page === 0 ? [makeRecord({ id: 2, content: '今日午餐已陪餐' })] : [])),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: '添加记录' }));
    expect(await screen.findByText('记录已添加')).toBeInTheDocument();
    expect(sent).toEqual([{ classesId: 5, bindType: 'FAMILY_HEAD', content: '今日午餐已陪餐' }]);
    expect(await screen.findByText('今日午餐已陪餐')).toBeInTheDocument();
  });

  it('says 操作失败，请重试！ when a record cannot be added, keeping the text', async () => {
    server.use(handle(addMaintenanceRecord, () => fail(500)));
    renderScreen(<ConcernedScreen />);
    await userEvent.type(await screen.findByLabelText('记录内容'), '陪餐');
    await userEvent.click(screen.getByRole('button', { name: '添加记录' }));
    expect(await screen.findByText('操作失败，请重试！')).toBeInTheDocument();
    expect(screen.getByLabelText('记录内容')).toHaveValue('陪餐');
  });

  it('shows the records as threads and answers one', async () => {
    const sent: unknown[] = [];
    server.use(
      handle(maintenanceRecordTree, () =>
        ok([
          {
            ...makeRecord({ id: 1, content: '汤偏咸' }),
            children: [{ ...makeRecord({ id: 2, parentId: 1, content: '已转告' }), children: [] }],
          },
        ]),
      ),
      handle(addMaintenanceRecord, ({ body }) => {
        sent.push(body);
        return ok(makeRecord({ id: 3, parentId: 1, content: body.content }));
      }),
    );
    renderScreen(<ConcernedScreen />);
    await userEvent.click(await screen.findByRole('button', { name: '按回复' }));
    expect(await screen.findByText('已转告')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: '回复：汤偏咸' })[0]!);
    await userEvent.type(screen.getByLabelText('回复：汤偏咸'), '好的');
    await userEvent.click(screen.getByRole('button', { name: '添加记录' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { classesId: 5, bindType: 'FAMILY_HEAD', content: '好的', parentId: 1 },
      ]),
    );
  });

  it('asks before unbinding, naming who and which class; 取消 sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      handle(unbindUser, ({ params }) => {
        sent.push(params);
        return ok(true);
      }),
    );
    renderScreen(<ConcernedScreen />);
    await userEvent.click(await screen.findByRole('button', { name: '解绑 李娜' }));
    // The question is react-vant's dialog, in its own root outside the screen.
    const question = await screen.findByText(
      '将 李娜 从三年级1班解绑？解绑后 TA 不再看到本班的信息。',
    );
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    expect(screen.getByText('李娜 138****0002')).toBeInTheDocument();
  });

  it('unbinds a person after 解绑 in the question; a failure says 操作失败，请重试！', async () => {
    server.use(handle(unbindUser, () => fail(500), { once: true }));
    renderScreen(<ConcernedScreen />);
    const confirmIn = async () => {
      await screen.findByText(/^将 李娜 从.+解绑？/);
      await userEvent.click(screen.getByRole('button', { name: '解绑' }));
    };
    await userEvent.click(await screen.findByRole('button', { name: '解绑 李娜' }));
    await confirmIn();
    expect(await screen.findByText('操作失败，请重试！')).toBeInTheDocument();
    server.use(
      handle(unbindUser, () => ok(true)),
      handle(boundUsers, () => ok([])),
    );
    await waitFor(() => expect(screen.queryByText(/^将 李娜 从.+解绑？/)).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '解绑 李娜' }));
    await confirmIn();
    expect(await screen.findByText('暂无关注人')).toBeInTheDocument();
  });
});

describe('Responsible persons', () => {
  it('shows a concerned person the records without the form to add one', async () => {
    at('/pages/applications/classes/responsible');
    server.use(
      handle(keptClasses, () => ok([makeKeptClass({ roles: ['FAMILY_HEAD'] })])),
      handle(boundUsers, () =>
        ok([makeBinding({ userName: '赵老师', bindType: 'RESPONSIBLE_TEACHER' })]),
      ),
      handle(maintenanceRecords, () => ok(page([]))),
    );
    renderScreen(<ResponsibleScreen />);
    expect(await screen.findByText('赵老师 138****0002')).toBeInTheDocument();
    expect(await screen.findByText('暂无维护记录')).toBeInTheDocument();
    expect(screen.queryByLabelText('记录内容')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '解绑 赵老师' })).not.toBeInTheDocument();
  });

  it('shows a class the person does not keep as no class', async () => {
    at('/pages/applications/classes/responsible?classesId=99');
    renderScreen(<ResponsibleScreen />);
    expect(await screen.findByText('您还没有负责的班级')).toBeInTheDocument();
  });
});

describe('Adding concerned persons', () => {
  beforeEach(() => {
    at('/pages/applications/classes/addConcerned?classesId=5');
    server.use(
      handle(classStudents, () =>
        ok([
          makeStudent(),
          makeStudent({ associatedUserId: 2, userName: '张小红' }),
          makeStudent({
            associatedUserId: 3,
            userName: '李华',
            guardianAccountId: 2,
            guardianName: '李娜',
          }),
          makeStudent({
            associatedUserId: 4,
            userName: '王芳',
            guardianAccountId: 9,
            guardianName: '王强',
          }),
        ]),
      ),
      handle(boundUsers, () => ok([makeBinding({ accountId: 2 })])),
    );
  });

  it('binds several parents at once; parents already bound are not offered', async () => {
    const sent: unknown[] = [];
    server.use(
      handle(bindUsersBatch, ({ body }) => {
        sent.push(body);
        return ok(body.userIds.map((id) => makeBinding({ id: id + 10, accountId: id })));
      }),
    );
    renderScreen(<AddConcernedScreen />);
    const zhang = await screen.findByRole('checkbox', { name: '张伟（张小明、张小红的家长）' });
    expect(screen.queryByRole('checkbox', { name: /李娜/ })).not.toBeInTheDocument();
    await userEvent.click(zhang);
    await userEvent.click(screen.getByRole('checkbox', { name: '王强（王芳的家长）' }));
    await userEvent.click(screen.getByRole('button', { name: '绑定所选' }));
    expect(await screen.findByText('已绑定 2 人')).toBeInTheDocument();
    expect(sent).toEqual([{ classesId: 5, bindType: 'FAMILY_HEAD', userIds: [1, 9] }]);
  });

  it('says 操作失败，请重试！ when binding fails', async () => {
    server.use(handle(bindUsersBatch, () => fail(404, '资源不存在')));
    renderScreen(<AddConcernedScreen />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /张伟/ }));
    await userEvent.click(screen.getByRole('button', { name: '绑定所选' }));
    expect(await screen.findByText('操作失败，请重试！')).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry', async () => {
    server.use(handle(classStudents, () => fail(500), { once: true }));
    renderScreen(<AddConcernedScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    expect(await screen.findByRole('alert')).toHaveTextContent('页面出错了，请重试');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('checkbox', { name: /张伟/ })).toBeInTheDocument();
  });
});

describe("Teachers' entrance", () => {
  it('signs in with the same accounts and lands on the class list', async () => {
    await freshAt('/pages/applications/user/login');
    server.use(
      handleRaw(login, () => tokenAnswer('teacher-token')),
      handle(identities, () =>
        ok([makeIdentity({ userTypes: 'HEAD_TEACHER', userName: '王老师' })]),
      ),
      handle(currentUser, () => fail(500)),
    );
    renderScreen(<TeacherLoginScreen />);
    expect(screen.getByRole('heading', { level: 1, name: '教师登录' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('账号'), 'teacher_a');
    await userEvent.type(screen.getByLabelText('密码'), 'Demo@2026');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(hashNow()).toBe('#/pages/applications/classes/index'));
  });
});
