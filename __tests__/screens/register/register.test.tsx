import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegisterHomeScreen from '@/screens/register/Home';
import BindingUserScreen from '@/screens/register/BindingUser';
import RegisterInfoScreen from '@/screens/register/Info';
import MessageRecordScreen from '@/screens/register/MessageRecord';
import { loadCurrentUser, loadIdentities } from '@/lib/api/userLoaders';
import { messagesOfUser, sendMessage, type Message } from '@/lib/contract/message';
import {
  allSchools,
  classesOfGrade,
  gradesOfUnit,
  updateStudentClass,
} from '@/lib/contract/school';
import { createAssociatedUser, updateAssociatedUser, updateUser } from '@/lib/contract/user';
import { privacyNotice } from '@/lib/contract/enrolment';
import { getSession } from '@/lib/session/store';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { firstChild, makeIdentity, makeUser, secondChild } from '../../setup/factories';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

beforeEach(async () => {
  at('/pages/register/Home');
  await signIn();
});

const NOTICE = '儿童个人信息保护告知书';

const schoolsAndClasses = () => [
  handle(privacyNotice, ({ params }) =>
    ok({
      unitId: params.unitId,
      title: NOTICE,
      content: '只为订餐处理孩子的信息。',
      version: 'v7',
    }),
  ),
  handle(allSchools, () =>
    ok([{ id: 1, name: '实验小学', regionId: null, timeZone: 'Asia/Shanghai' }]),
  ),
  handle(gradesOfUnit, ({ params }) =>
    ok([
      { id: 11, unitId: params.id, name: '一年级', number: 1 },
      { id: 12, unitId: params.id, name: '二年级', number: 2 },
    ]),
  ),
  handle(classesOfGrade, ({ params }) =>
    ok([{ id: 121, gradeId: params.id, name: '三班', number: 3 }]),
  ),
];

describe('register Home', () => {
  it('lists the children and opens "add a child"', async () => {
    renderScreen(<RegisterHomeScreen />);
    expect(await screen.findByText('小红')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '添加孩子' }));
    // react-vant keeps the toasts of earlier tests in the page, hidden: none may be showing.
    for (const toast of screen.queryAllByText('操作成功')) expect(toast).not.toBeVisible();
  });
});

describe('register BindingUser', () => {
  it('grade and class stay empty without a parent id (no call), then follow the choices', async () => {
    let created: unknown;
    server.use(
      ...schoolsAndClasses(),
      handle(
        createAssociatedUser,
        ({ body }) => (
          (created = body),
          ok(makeIdentity({ associatedUserId: 103, userName: '小刚' }))
        ),
      ),
    );
    renderScreen(<BindingUserScreen />);
    const grade = screen.getByLabelText('年级');
    const klass = screen.getByLabelText('班级');
    expect(grade).toBeDisabled();
    expect(within(grade).getAllByRole('option')).toHaveLength(1);
    expect(klass).toBeDisabled();

    await userEvent.type(screen.getByLabelText('孩子姓名'), '小刚');
    await userEvent.selectOptions(
      screen.getByLabelText('学校'),
      await screen.findByRole('option', { name: '实验小学' }),
    );
    await userEvent.selectOptions(grade, await screen.findByRole('option', { name: '二年级' }));
    await userEvent.selectOptions(klass, await screen.findByRole('option', { name: '三班' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: new RegExp(NOTICE) }));
    await userEvent.click(screen.getByRole('button', { name: '添加孩子' }));

    await waitFor(() => expect(hashNow()).toBe('#/pages/register/Home'));
    expect(created).toEqual({
      userName: '小刚',
      gender: 'Male',
      unitId: 1,
      classesId: 121,
      consentVersion: 'v7',
    });
    expect(getSession().identities?.map((identity) => identity.userName)).toContain('小刚');
  });

  it('a failed binding toasts 操作失败，请重试！', async () => {
    server.use(
      ...schoolsAndClasses(),
      handle(createAssociatedUser, () => ({ success: false })),
    );
    renderScreen(<BindingUserScreen />);
    await userEvent.type(screen.getByLabelText('孩子姓名'), '小刚');
    await userEvent.selectOptions(
      screen.getByLabelText('学校'),
      await screen.findByRole('option', { name: '实验小学' }),
    );
    await userEvent.selectOptions(
      screen.getByLabelText('年级'),
      await screen.findByRole('option', { name: '一年级' }),
    );
    await userEvent.selectOptions(
      screen.getByLabelText('班级'),
      await screen.findByRole('option', { name: '三班' }),
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: new RegExp(NOTICE) }));
    await userEvent.click(screen.getByRole('button', { name: '添加孩子' }));
    expect(await screen.findByText('操作失败，请重试！')).toBeInTheDocument();
  });
});

describe('register BindingUser: the claim code and the consent (decision 070)', () => {
  async function fill(code: string, consent = true) {
    renderScreen(<BindingUserScreen />);
    await userEvent.type(screen.getByLabelText('孩子姓名'), '小刚');
    await userEvent.selectOptions(
      screen.getByLabelText('学校'),
      await screen.findByRole('option', { name: '实验小学' }),
    );
    await userEvent.selectOptions(
      screen.getByLabelText('年级'),
      await screen.findByRole('option', { name: '一年级' }),
    );
    await userEvent.selectOptions(
      screen.getByLabelText('班级'),
      await screen.findByRole('option', { name: '三班' }),
    );
    if (code) await userEvent.type(screen.getByLabelText('认领码'), code);
    expect(await screen.findByText('只为订餐处理孩子的信息。')).toBeInTheDocument();
    if (consent) await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(NOTICE) }));
    await userEvent.click(screen.getByRole('button', { name: '添加孩子' }));
  }

  it('sends the code as typed with the version of the notice the guardian agreed to', async () => {
    let created: unknown;
    server.use(
      ...schoolsAndClasses(),
      handle(
        createAssociatedUser,
        ({ body }) => (
          (created = body),
          ok(makeIdentity({ associatedUserId: 104, userName: '赵小雨' }))
        ),
      ),
    );
    await fill('suna-2345');
    await waitFor(() => expect(hashNow()).toBe('#/pages/register/Home'));
    expect(created).toMatchObject({ claimCode: 'suna-2345', consentVersion: 'v7' });
  });

  it('asks for the consent before sending anything', async () => {
    let calls = 0;
    server.use(
      ...schoolsAndClasses(),
      handle(createAssociatedUser, () => ((calls += 1), ok(makeIdentity()))),
    );
    await fill('SUNA-2345', false);
    expect(await screen.findByText('请阅读并同意个人信息保护告知书')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('without a code the request waits for the school, and the family is told so', async () => {
    server.use(
      ...schoolsAndClasses(),
      handle(createAssociatedUser, () =>
        fail(202, '已提交加入申请，学校确认后即可使用', 'ENROLMENT_PENDING'),
      ),
    );
    await fill('');
    await waitFor(() => expect(hashNow()).toBe('#/pages/register/Home'));
    expect(await screen.findByText('已提交加入申请，学校确认后即可使用')).toBeInTheDocument();
    expect(getSession().identities?.map((identity) => identity.userName) ?? []).not.toContain(
      '小刚',
    );
  });

  it('a code used by another family says so', async () => {
    server.use(
      ...schoolsAndClasses(),
      handle(createAssociatedUser, () =>
        fail(409, '该认领码已被使用，如有疑问请联系学校', 'CLAIM_CODE_USED'),
      ),
    );
    await fill('SUNA-2345');
    expect(await screen.findByText('该认领码已被使用，如有疑问请联系学校')).toBeInTheDocument();
    // react-vant keeps the toasts of earlier tests in the page, hidden: none may be showing.
    for (const toast of screen.queryAllByText('操作成功')) expect(toast).not.toBeVisible();
  });
});

describe('register Info', () => {
  beforeEach(async () => {
    server.use(...schoolsAndClasses());
    await Promise.all([loadIdentities(), loadCurrentUser()]);
  });

  it('a successful user update sets loginNumber to 1', async () => {
    server.use(
      handle(updateUser, ({ body }) =>
        ok(makeUser({ userName: body.userName ?? '', loginNumber: 0 })),
      ),
    );
    renderScreen(<RegisterInfoScreen />);
    const name = await screen.findByLabelText('家长姓名');
    await userEvent.clear(name);
    await userEvent.type(name, '李家长');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(getSession().user?.loginNumber).toBe(1));
    expect(getSession().user?.userName).toBe('李家长');
  });

  it('a failed user update toasts 操作失败', async () => {
    server.use(handle(updateUser, () => fail(500, 'boom')));
    renderScreen(<RegisterInfoScreen />);
    await userEvent.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('操作失败')).toBeInTheDocument();
    expect(getSession().user?.loginNumber).toBe(0);
  });

  it("an associated-user update changes that identity's gender", async () => {
    server.use(
      handle(updateAssociatedUser, ({ body }) =>
        ok({ ...firstChild, gender: body.gender ?? 'Male' }),
      ),
    );
    renderScreen(<RegisterInfoScreen />);
    await userEvent.selectOptions(await screen.findByLabelText('性别'), '女');
    await waitFor(() => expect(getSession().identities?.[0]?.gender).toBe('Female'));
    expect(getSession().identities?.[1]?.gender).toBe(secondChild.gender);
  });

  it('a class update toasts 孩子班级已修改 and updates the child', async () => {
    server.use(
      handle(updateStudentClass, ({ body }) =>
        ok({
          ...firstChild,
          gradeId: 12,
          gradeName: '二年级',
          classesId: body.classesId,
          classesName: '三班',
        }),
      ),
    );
    renderScreen(<RegisterInfoScreen />);
    await userEvent.selectOptions(
      await screen.findByLabelText('年级'),
      await screen.findByRole('option', { name: '二年级' }),
    );
    await userEvent.selectOptions(
      screen.getByLabelText('班级'),
      await screen.findByRole('option', { name: '三班' }),
    );
    await userEvent.click(screen.getByRole('button', { name: '修改班级' }));
    expect(await screen.findByText('孩子班级已修改')).toBeInTheDocument();
    expect(getSession().identities?.[0]?.classesName).toBe('三班');
  });

  it('a failed class update toasts the server message', async () => {
    server.use(handle(updateStudentClass, () => ({ success: false, message: '该班级已满' })));
    renderScreen(<RegisterInfoScreen />);
    await userEvent.selectOptions(
      await screen.findByLabelText('年级'),
      await screen.findByRole('option', { name: '二年级' }),
    );
    await userEvent.selectOptions(
      screen.getByLabelText('班级'),
      await screen.findByRole('option', { name: '三班' }),
    );
    await userEvent.click(screen.getByRole('button', { name: '修改班级' }));
    expect(await screen.findByText('该班级已满')).toBeInTheDocument();
  });
});

describe('register MessageRecord', () => {
  const record = (overrides: Partial<Message>): Message => ({
    id: 1,
    associatedUserId: 101,
    content: '孩子对鸡蛋过敏',
    status: 'Resolved',
    reply: '已通知食堂',
    createdAt: '2026-11-20T08:30:00+08:00',
    resolvedAt: '2026-11-20T10:00:00+08:00',
    ...overrides,
  });

  it('shows the records with their resolved state and sends a remark', async () => {
    let sent: unknown;
    server.use(
      handle(messagesOfUser, ({ params }) => ok(params.id === 101 ? [record({})] : [])),
      handle(
        sendMessage,
        ({ body }) => (
          (sent = body),
          ok(
            record({
              id: 2,
              content: body.content,
              status: 'UnResolved',
              reply: null,
              resolvedAt: null,
            }),
          )
        ),
      ),
    );
    renderScreen(<MessageRecordScreen />);
    const list = await screen.findByRole('list');
    expect(within(list).getByText('孩子对鸡蛋过敏')).toBeInTheDocument();
    expect(within(list).getByText('已处理')).toBeInTheDocument();
    expect(within(list).getByText('学校回复：已通知食堂')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('留言内容'), '明天请假');
    await userEvent.click(screen.getByRole('button', { name: '发送留言' }));
    expect(await screen.findByText('留言已发送')).toBeInTheDocument();
    expect(await within(list).findByText('明天请假')).toBeInTheDocument();
    expect(within(list).getByText('待处理')).toBeInTheDocument();
    expect(sent).toEqual({ associatedUserId: 101, content: '明天请假' });
  });

  it.each(['UTC', 'America/New_York'])(
    "shows a record's time on the school's clock with the phone in %s",
    async (zone) => {
      const realTZ = process.env.TZ;
      process.env.TZ = zone;
      try {
        // The server sends instants in UTC: 06:25Z is 14:25 at the school (Asia/Shanghai).
        server.use(
          handle(messagesOfUser, () => ok([record({ createdAt: '2026-11-20T06:25:00.000Z' })])),
        );
        renderScreen(<MessageRecordScreen />);
        const list = await screen.findByRole('list');
        expect(within(list).getByText('2026-11-20 14:25')).toBeInTheDocument();
        expect(within(list).queryByText('2026-11-20 06:25')).not.toBeInTheDocument();
      } finally {
        process.env.TZ = realTZ;
      }
    },
  );

  it('shows an error with retry when the records cannot load', async () => {
    let calls = 0;
    server.use(
      handle(
        messagesOfUser,
        () => ((calls += 1), calls === 1 ? { success: false, message: '暂时无法加载' } : ok([])),
      ),
    );
    renderScreen(<MessageRecordScreen />);
    await userEvent.click(
      within(await screen.findByRole('alert')).getByRole('button', { name: '重试' }),
    );
    expect(await screen.findByText('暂无留言')).toBeInTheDocument();
  });
});
