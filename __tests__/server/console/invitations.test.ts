import { sql } from 'drizzle-orm';
import { call, createTestApp, passwordLogin, type TestApp } from '../helpers';
import { adminData, auditLines, consoleTokens, type ConsoleTokens } from './console';

// Decision 067: an invitation is a one-time link for one role at one school. It is used once,
// lapses after 24 hours by the server's clock, can be withdrawn; its member can be withdrawn;
// another school's administrator sees none of it and withdraws nothing (404).

let t: TestApp;
let tokens: ConsoleTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
});
afterAll(() => t.close());

interface Members {
  invitations: { id: number; name: string; role: string; status: string }[];
  members: { accountId: number; userName: string; role: string; className: string | null }[];
}

async function invite(body: Record<string, unknown>, token = tokens.admin) {
  return adminData<{ invitation: { id: number; status: string }; token: string }>(t.app, token, {
    method: 'POST',
    url: '/api/admin/members/invitations',
    body,
  });
}

const accept = (token: string, username: string, password = 'Kitchen@2026') =>
  call(t.app, {
    method: 'POST',
    url: '/api/invitations/accept',
    body: { token, username, password },
  });

async function count(table: string): Promise<number> {
  const result = await t.app.database.db.execute(sql.raw(`select count(*) as n from ${table}`));
  return Number((result as unknown as { rows: { n: unknown }[] }).rows[0]!.n);
}

const members = () => adminData<Members>(t.app, tokens.admin, { url: '/api/admin/members' });

function expectRefused(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(410);
  expect(response.json()).toEqual({
    success: false,
    code: 'INVITATION_INVALID',
    message: '邀请链接无效、已使用、已撤回或已过期，请联系学校管理员重新邀请',
  });
}

describe('invitations', () => {
  it('the kitchen accepts once, is signed in and reaches the console; a second acceptance writes nothing', async () => {
    const made = await invite({ name: '食堂赵师傅', role: 'Kitchen' });
    expect(made.invitation.status).toBe('Pending');
    expect((await members()).invitations[0]).toMatchObject({
      name: '食堂赵师傅',
      status: 'Pending',
    });

    const accepted = await accept(made.token, 'kitchen_zhao');
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json().data.access_token as string;
    const me = await adminData<{ role: string; unitName: string }>(t.app, session, {
      url: '/api/admin/me',
    });
    expect(me).toMatchObject({ role: 'Kitchen', unitName: '阳光实验小学' });
    expect((await passwordLogin(t.app, 'kitchen_zhao', 'Kitchen@2026')).statusCode).toBe(200);

    const accounts = await count('accounts');
    expectRefused(await accept(made.token, 'kitchen_zhao2'));
    expect(await count('accounts')).toBe(accounts);
    const list = await members();
    expect(list.invitations.find((row) => row.id === made.invitation.id)?.status).toBe('Accepted');
    expect(list.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userName: '食堂赵师傅', role: 'Kitchen' }),
      ]),
    );
    expect(await auditLines(t.app, tokens.admin)).toEqual(
      expect.arrayContaining([
        `members.invite ${made.invitation.id}`,
        `members.joined ${made.invitation.id}`,
      ]),
    );
  });

  it('an unknown token and a taken login name are refused and write nothing', async () => {
    expectRefused(await accept('x'.repeat(43), 'nobody_here'));
    const made = await invite({ name: '李老师', role: 'Kitchen' });
    const accounts = await count('accounts');
    const taken = await accept(made.token, 'parent_a');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      message: '该登录名已被使用，请换一个',
    });
    expect(await count('accounts')).toBe(accounts);
    // Still usable: the refusal rolled the claim back.
    expect((await accept(made.token, 'kitchen_li')).statusCode).toBe(200);
  });

  it('two acceptances at once make one account', async () => {
    const made = await invite({ name: '钱师傅', role: 'Kitchen' });
    const accounts = await count('accounts');
    const answers = await Promise.all([
      accept(made.token, 'kitchen_qian_a'),
      accept(made.token, 'kitchen_qian_b'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    expect(await count('accounts')).toBe(accounts + 1);
  });

  it('a teacher invitation binds the account to its class', async () => {
    const classes = await adminData<{ grades: { classes: { id: number; name: string }[] }[] }>(
      t.app,
      tokens.admin,
      { url: '/api/admin/structure' },
    );
    const klass = classes.grades[1]!.classes[0]!;
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/admin/members/invitations',
          token: tokens.admin,
          body: { name: '陈老师', role: 'HEAD_TEACHER' },
        })
      ).json(),
    ).toMatchObject({ code: 'INVALID_INPUT', message: '参数无效：classesId' });
    const made = await invite({ name: '陈老师', role: 'HEAD_TEACHER', classesId: klass.id });
    const accepted = await accept(made.token, 'teacher_chen');
    const session = accepted.json().data.access_token as string;
    const kept = await call(t.app, { url: '/api/applications/classes/kept', token: session });
    expect(JSON.stringify(kept.json())).toContain(klass.name);
    expect((await members()).members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userName: '陈老师',
          role: 'HEAD_TEACHER',
          className: klass.name,
        }),
      ]),
    );
  });

  it('a link lapses 24 hours after it was made, by the server clock', async () => {
    const made = await invite({ name: '孙老师', role: 'Kitchen' });
    t.clock.advance(24 * 60 * 60 * 1000 - 1000);
    const check = await call(t.app, {
      method: 'POST',
      url: '/api/invitations/check',
      body: { token: made.token },
    });
    expect(check.statusCode).toBe(200);
    t.clock.advance(1000);
    expectRefused(
      await call(t.app, {
        method: 'POST',
        url: '/api/invitations/check',
        body: { token: made.token },
      }),
    );
    expectRefused(await accept(made.token, 'kitchen_sun'));
    expect((await members()).invitations.find((row) => row.id === made.invitation.id)?.status).toBe(
      'Expired',
    );
  });

  it('a withdrawn invitation is refused; a withdrawn member loses the console', async () => {
    const pending = await invite({ name: '周师傅', role: 'Kitchen' });
    const after = await adminData<Members>(t.app, tokens.admin, {
      method: 'DELETE',
      url: `/api/admin/members/invitations/${pending.invitation.id}`,
    });
    expect(after.invitations.find((row) => row.id === pending.invitation.id)?.status).toBe(
      'Withdrawn',
    );
    expectRefused(await accept(pending.token, 'kitchen_zhou'));

    const kitchen = (await members()).members.find((row) => row.userName === '食堂刘师傅')!;
    await adminData(t.app, tokens.admin, {
      method: 'DELETE',
      url: `/api/admin/members/${kitchen.accountId}`,
    });
    expect((await call(t.app, { url: '/api/admin/me', token: tokens.kitchen })).statusCode).toBe(
      404,
    );
    expect(await auditLines(t.app, tokens.admin)).toEqual(
      expect.arrayContaining([
        `members.withdrawInvitation ${pending.invitation.id}`,
        `members.withdraw ${kitchen.accountId}`,
      ]),
    );
  });

  it('an administrator cannot withdraw themselves', async () => {
    const me = await adminData<{ accountId: number }>(t.app, tokens.admin, {
      url: '/api/admin/me',
    });
    const refused = await call(t.app, {
      method: 'DELETE',
      url: `/api/admin/members/${me.accountId}`,
      token: tokens.admin,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: '不能移除自己' });
  });

  it("another school's administrator sees none of it and withdraws nothing (404)", async () => {
    const made = await invite({ name: '吴师傅', role: 'Kitchen' });
    const theirs = await adminData<Members>(t.app, tokens.otherAdmin, {
      url: '/api/admin/members',
    });
    expect(JSON.stringify(theirs)).not.toContain('吴师傅');
    expect(JSON.stringify(theirs)).not.toContain('孙主任');
    const ours = await members();
    const admin = ours.members.find((row) => row.userName === '孙主任')!;
    for (const url of [
      `/api/admin/members/invitations/${made.invitation.id}`,
      `/api/admin/members/${admin.accountId}`,
    ]) {
      const refused = await call(t.app, { method: 'DELETE', url, token: tokens.otherAdmin });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect((await members()).invitations.find((row) => row.id === made.invitation.id)?.status).toBe(
      'Pending',
    );
    // Families, teachers and the kitchen do not see the members at all.
    for (const token of [tokens.parent, tokens.teacher])
      expect((await call(t.app, { url: '/api/admin/members', token })).statusCode).toBe(404);
  });
});
