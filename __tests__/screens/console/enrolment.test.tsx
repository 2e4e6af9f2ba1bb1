import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LettersScreen from '@/screens/admin/letters';
import { ClaimCodesSection } from '@/screens/admin/parts/ClaimCodesSection';
import { EnrolmentRecords } from '@/screens/admin/parts/EnrolmentRecords';
import { JoinRequestsSection } from '@/screens/admin/parts/JoinRequestsSection';
import { staffMe } from '@/lib/contract/admin';
import { rosterClasses } from '@/lib/contract/adminRoster';
import {
  adminClaimAttempts,
  adminClaimCodes,
  adminConsents,
  adminJoinRequests,
  decideJoinRequest,
  issueClaimCodes,
  revokeClaimCode,
  type AdminJoinRequest,
  type ClaimCodeRow,
} from '@/lib/contract/enrolment';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, renderScreen, signIn } from '../../setup/test-utils';

// Decision 070: the console's enrolment screen decides requests to join, lists and revokes a
// class's claim codes, shows used codes tried again and the consents; the letters print one
// child a page with the code.

const REQUEST: AdminJoinRequest = {
  id: 5,
  userName: '李小华',
  gradeName: '二年级',
  className: '二年级1班',
  classesId: 21,
  guardianMobile: '138****0002',
  consentVersion: 'builtin-1',
  status: 'Pending',
  createdAt: '2026-11-26T02:00:00.000Z',
  decidedAt: null,
};

const CODE: ClaimCodeRow = {
  id: 9,
  rosterStudentId: 3,
  studentNo: 'D3201',
  name: '赵小雨',
  gradeName: '三年级',
  className: '三年级2班',
  code: 'SUNA-2345',
  status: 'Active',
  expiresAt: '2027-07-31T16:00:00.000Z',
  usedAt: null,
};

let requests: AdminJoinRequest[];
let codes: ClaimCodeRow[];

beforeEach(async () => {
  await signIn();
  requests = [REQUEST];
  codes = [
    CODE,
    { ...CODE, id: 10, rosterStudentId: 4, name: '钱多多', code: 'SUNB-2345', status: 'Used' },
  ];
  server.use(
    handle(adminJoinRequests, () => ok(requests)),
    handle(adminClaimCodes, () => ok(codes)),
    handle(rosterClasses, () =>
      ok({
        students: 2,
        classes: [
          {
            classesId: 32,
            gradeName: '三年级',
            className: '三年级2班',
            students: 2,
            linked: 0,
            teachers: [],
          },
        ],
      }),
    ),
  );
});

it('approves a request: the status says so and the row leaves the waiting list', async () => {
  let decided: unknown;
  server.use(
    handle(decideJoinRequest, ({ body, params }) => {
      decided = { id: params.id, ...body };
      requests = [{ ...REQUEST, status: 'Approved' }];
      return ok(requests[0]!);
    }),
  );
  renderScreen(<JoinRequestsSection />);
  const region = await screen.findByRole('region', { name: '加入申请' });
  const row = await within(region).findByRole('row', { name: /李小华/ });
  expect(row).toHaveTextContent('138****0002');
  expect(row).toHaveTextContent('builtin-1');
  await userEvent.click(within(row).getByRole('button', { name: '通过 李小华 的申请' }));
  expect(await screen.findByText('已通过 李小华 的申请')).toBeInTheDocument();
  expect(decided).toEqual({ id: 5, approve: true });
  expect(await screen.findByText('暂无待确认的申请')).toBeInTheDocument();
});

it('declines a request only after 确定, naming the child and the class', async () => {
  const decided: unknown[] = [];
  server.use(
    handle(decideJoinRequest, ({ body, params }) => {
      decided.push({ id: params.id, ...body });
      requests = [{ ...REQUEST, status: 'Declined' }];
      return ok(requests[0]!);
    }),
  );
  renderScreen(<JoinRequestsSection />);
  const row = await screen.findByRole('row', { name: /李小华/ });
  await userEvent.click(within(row).getByRole('button', { name: '拒绝 李小华 的申请' }));
  const question = within(row).getByRole('group', { name: /^拒绝 李小华 加入.+的申请？$/ });
  await userEvent.click(within(question).getByRole('button', { name: '取消' }));
  expect(decided).toEqual([]);
  await userEvent.click(within(row).getByRole('button', { name: '拒绝 李小华 的申请' }));
  await userEvent.click(within(row).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('已拒绝 李小华 的申请')).toBeInTheDocument();
  expect(decided).toEqual([{ id: 5, approve: false }]);
});

it("lists a class's codes, revokes an active one and issues the missing ones", async () => {
  let revoked: number | undefined;
  let issuedFor: number | undefined;
  server.use(
    handle(revokeClaimCode, ({ params }) => {
      revoked = params.id;
      codes = [{ ...CODE, status: 'Revoked' }, codes[1]!];
      return ok(codes[0]!);
    }),
    handle(issueClaimCodes, ({ body }) => ((issuedFor = body.classesId), ok({ issued: 1 }))),
  );
  renderScreen(<ClaimCodesSection />);
  await userEvent.selectOptions(
    await screen.findByLabelText('班级'),
    await screen.findByRole('option', { name: '三年级2班' }),
  );
  const row = await screen.findByRole('row', { name: /赵小雨/ });
  expect(row).toHaveTextContent('SUNA-2345');
  expect(row).toHaveTextContent('可用');
  expect(screen.getByRole('row', { name: /钱多多/ })).toHaveTextContent('已使用');
  // Only an active code can be revoked.
  expect(screen.getAllByRole('button', { name: /^作废/ })).toHaveLength(1);
  expect(screen.getByRole('link', { name: '打印告家长书' })).toHaveAttribute(
    'href',
    '#/pages/admin/letters?classesId=32',
  );
  await userEvent.click(screen.getByRole('button', { name: '作废 赵小雨 的认领码' }));
  // Revoking asks first; nothing is sent until 确定.
  const question = screen.getByRole('group', {
    name: '作废 赵小雨 的认领码？作废后不能再用它认领孩子。',
  });
  expect(revoked).not.toBe(9);
  await userEvent.click(within(question).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('赵小雨 的认领码已作废')).toBeInTheDocument();
  expect(revoked).toBe(9);
  await waitFor(() =>
    expect(screen.getByRole('row', { name: /赵小雨/ })).toHaveTextContent('已作废'),
  );
  await userEvent.click(screen.getByRole('button', { name: '补发认领码' }));
  expect(await screen.findByText('已补发 1 个认领码')).toBeInTheDocument();
  expect(issuedFor).toBe(32);
});

it('shows used codes tried again and who consented to which notice', async () => {
  server.use(
    handle(adminClaimAttempts, () =>
      ok([
        {
          id: 1,
          studentName: '赵小雨',
          className: '三年级2班',
          guardianMobile: '138****0002',
          createdAt: '2026-11-26T03:00:00.000Z',
        },
      ]),
    ),
    handle(adminConsents, () =>
      ok([
        {
          id: 2,
          childName: '赵小雨',
          className: '三年级三年级2班',
          guardianMobile: '138****0004',
          version: 'A12',
          consentedAt: '2026-11-26T02:30:00.000Z',
        },
      ]),
    ),
  );
  renderScreen(<EnrolmentRecords />);
  const attempts = await screen.findByRole('region', { name: '重复使用认领码的尝试' });
  expect(await within(attempts).findByRole('row', { name: /赵小雨/ })).toHaveTextContent(
    '138****0002',
  );
  const consents = screen.getByRole('region', { name: '监护人同意记录' });
  const consent = await within(consents).findByRole('row', { name: /赵小雨/ });
  expect(consent).toHaveTextContent('A12');
  expect(consent).toHaveTextContent('138****0004');
});

it('prints one letter per child with an active code, with its name, class and code', async () => {
  at('/pages/admin/letters?classesId=32');
  server.use(
    handle(staffMe, () =>
      ok({
        accountId: 1,
        userName: '孙主任',
        role: 'SchoolAdmin',
        unitId: 1,
        unitName: '阳光实验小学',
      }),
    ),
  );
  renderScreen(<LettersScreen />);
  const letter = await screen.findByRole('article', { name: '赵小雨' });
  expect(letter).toHaveTextContent('阳光实验小学告家长书');
  expect(letter).toHaveTextContent('尊敬的赵小雨同学家长');
  expect(letter).toHaveTextContent('班级：三年级2班');
  expect(letter).toHaveTextContent('SUNA-2345');
  expect(letter).toHaveTextContent('有效期至 2027-07-31');
  // The used code has no letter.
  expect(screen.queryByRole('article', { name: '钱多多' })).toBeNull();
});
