import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OutboxNotice } from '@/components/outbox/OutboxNotice';
import LeaveListScreen from '@/screens/leave/index';
import LeaveScreen from '@/screens/leave/leave';
import SettingScreen from '@/screens/my/Setting';
import { leaveableDates, leavesOfUser, requestLeave } from '@/lib/contract/leave';
import { saveUser } from '@/lib/session/store';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeUser } from '../../setup/factories';
import {
  TOKEN,
  at,
  hashNow,
  recordLogoutCalls,
  renderScreen,
  signIn,
} from '../../setup/test-utils';

// The offline outbox (decision 026) on the screens: leave asked for with no network waits in the outbox, shows as waiting
// on the leave list, can be withdrawn, goes once when the network returns (with the key it was
// given), and a refusal is shown with its reason. Logout warns and drops what waits.

let online = true;
const sent: { key: string | null; auth: string | null }[] = [];

beforeEach(async () => {
  online = false;
  sent.length = 0;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  await signIn();
  saveUser(makeUser());
  server.use(
    handle(leaveableDates, () =>
      ok([
        { leaveDate: '2026-03-05', diningType: 'Lunch' as const, cutOff: '2026-03-05T01:00:00Z' },
      ]),
    ),
    handle(leavesOfUser, ({ query }) => ok({ content: [], page: query.page, size: 10, total: 0 })),
  );
});
afterEach(() => {
  jest.restoreAllMocks();
});

function answerLeave(answer: () => Response | ReturnType<typeof ok>) {
  server.use(
    handle(requestLeave, ({ request }) => {
      sent.push({
        key: request.headers.get('Idempotency-Key'),
        auth: request.headers.get('Authorization'),
      });
      return answer() as never;
    }),
  );
}

async function askForLeaveOffline() {
  at('/pages/leave/leave');
  const view = renderScreen(
    <>
      <OutboxNotice />
      <LeaveScreen />
    </>,
  );
  await userEvent.click(await screen.findByRole('checkbox', { name: /^2026-03-05/ }));
  await userEvent.click(screen.getByRole('button', { name: '确认请假（1 天）' }));
  await waitFor(() => expect(hashNow()).toBe('#/pages/leave/index'));
  expect(await screen.findByText('网络不可用，已保存，联网后自动发送')).toBeInTheDocument();
  view.unmount();
}

function renderList() {
  return renderScreen(
    <>
      <OutboxNotice />
      <LeaveListScreen />
    </>,
  );
}

async function comeOnline() {
  online = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
}

it('keeps leave asked for offline as waiting, then sends it once when the network returns', async () => {
  answerLeave(() => ok('Confirm' as const));
  await askForLeaveOffline();
  expect(sent).toHaveLength(0);
  renderList();
  const waiting = await screen.findByRole('listitem', { name: '请假 2026-03-05 午餐' });
  expect(within(waiting).getByText('等待发送')).toBeInTheDocument();
  await comeOnline();
  await waitFor(() =>
    expect(
      screen.queryByRole('listitem', { name: '请假 2026-03-05 午餐' }),
    ).not.toBeInTheDocument(),
  );
  expect(sent).toEqual([{ key: expect.stringMatching(/[0-9a-f-]{36}/), auth: `Bearer ${TOKEN}` }]);
  await comeOnline();
  expect(sent).toHaveLength(1);
});

it('names every day of a leave for several days asked for offline', async () => {
  answerLeave(() => ok('Confirm' as const));
  server.use(
    handle(leaveableDates, () =>
      ok(
        ['2026-03-05', '2026-03-06', '2026-03-09'].map((leaveDate) => ({
          leaveDate,
          diningType: 'Lunch' as const,
          cutOff: `${leaveDate}T01:00:00Z`,
        })),
      ),
    ),
  );
  at('/pages/leave/leave');
  const view = renderScreen(<LeaveScreen />);
  for (const day of ['2026-03-05', '2026-03-06', '2026-03-09'])
    await userEvent.click(await screen.findByRole('checkbox', { name: new RegExp(`^${day}`) }));
  await userEvent.click(screen.getByRole('button', { name: '确认请假（3 天）' }));
  await waitFor(() => expect(hashNow()).toBe('#/pages/leave/index'));
  view.unmount();
  renderList();
  const waiting = await screen.findByRole('listitem', {
    name: '请假 2026-03-05、03-06和03-09 午餐',
  });
  expect(within(waiting).getByText('等待发送')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

it('resends under the same key when the first answer is lost', async () => {
  let calls = 0;
  answerLeave(() => (++calls === 1 ? Response.error() : ok('Confirm' as const)));
  await askForLeaveOffline();
  renderList();
  await comeOnline();
  // The first answer never came: still waiting, no longer withdrawable.
  const waiting = await screen.findByRole('listitem', { name: '请假 2026-03-05 午餐' });
  await waitFor(() => expect(within(waiting).queryByRole('button', { name: '撤回' })).toBeNull());
  await comeOnline();
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]!.key).toBe(sent[0]!.key);
  await waitFor(() =>
    expect(
      screen.queryByRole('listitem', { name: '请假 2026-03-05 午餐' }),
    ).not.toBeInTheDocument(),
  );
});

it('withdrawn before it goes, it is never sent', async () => {
  answerLeave(() => ok('Confirm' as const));
  await askForLeaveOffline();
  renderList();
  const waiting = await screen.findByRole('listitem', { name: '请假 2026-03-05 午餐' });
  await userEvent.click(within(waiting).getByRole('button', { name: '撤回' }));
  expect(await screen.findByText('已撤回')).toBeInTheDocument();
  expect(screen.queryByRole('listitem', { name: '请假 2026-03-05 午餐' })).not.toBeInTheDocument();
  await comeOnline();
  await new Promise((done) => setTimeout(done, 50));
  expect(sent).toHaveLength(0);
});

it('a refusal names the request and the reason; nothing stays waiting', async () => {
  answerLeave(() => fail(422, '已过请假截止时间', 'LEAVE_CLOSED'));
  await askForLeaveOffline();
  renderList();
  await comeOnline();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('请假 2026-03-05 午餐未能提交：已过请假截止时间');
  expect(screen.queryByRole('button', { name: '撤回' })).not.toBeInTheDocument();
  await userEvent.click(within(alert).getByRole('button', { name: '知道了' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(sent).toHaveLength(1);
});

it('logging out warns that waiting requests will be dropped, and then nothing is sent', async () => {
  answerLeave(() => ok('Confirm' as const));
  recordLogoutCalls();
  await askForLeaveOffline();
  at('/pages/my/Setting');
  renderScreen(
    <>
      <OutboxNotice />
      <SettingScreen />
    </>,
  );
  await userEvent.click(await screen.findByRole('button', { name: '退出登录' }));
  expect(
    await screen.findByText('有 1 条请求等待发送，退出登录后将被丢弃，不会再发送。确定退出吗？'),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(hashNow()).toBe('#/pages/user/login'));
  // Signed in again (same account): nothing of the dropped request is left to send.
  await signIn();
  saveUser(makeUser());
  await comeOnline();
  await new Promise((done) => setTimeout(done, 50));
  expect(sent).toHaveLength(0);
});
