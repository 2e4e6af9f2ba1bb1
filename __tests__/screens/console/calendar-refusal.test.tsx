import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CalendarScreen from '@/screens/admin/calendar';
import { staffMe } from '@/lib/contract/admin';
import { calendarMonth, clearDay, declareDay } from '@/lib/contract/adminCalendar';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { renderScreen, signIn } from '../../setup/test-utils';

// Decision 065: the server refuses to change today or a past day of the calendar; the screen
// says the server's reason, never only 操作失败 (and never 已保存).

const PAST = '只能登记或撤销明天（2026-03-17）及以后的日期，今天和已过去的日期不能更改';

beforeEach(async () => {
  await signIn();
  server.use(
    handle(staffMe, () =>
      ok({
        accountId: 1,
        userName: '王老师',
        role: 'SchoolAdmin',
        unitId: 1,
        unitName: '阳光实验小学',
      }),
    ),
  );
});

it("declaring a day the server refuses shows the server's reason", async () => {
  const sent: unknown[] = [];
  server.use(
    handle(calendarMonth, () => ok([])),
    handle(declareDay, ({ body }) => {
      sent.push(body);
      return fail(400, PAST, 'DATE_CLOSED');
    }),
  );
  renderScreen(<CalendarScreen />);
  const date = await screen.findByLabelText('日期');
  await userEvent.clear(date);
  await userEvent.type(date, '2026-03-16');
  await userEvent.click(screen.getByRole('button', { name: '登记' }));
  expect(await screen.findByText(PAST)).toBeInTheDocument();
  expect(screen.queryByText(/已保存/)).toBeNull();
  expect(sent).toEqual([{ date: '2026-03-16', kind: 'Holiday', name: '节假日' }]);
});

it("removing a past entry the server refuses shows the server's reason", async () => {
  server.use(
    handle(calendarMonth, () =>
      ok([{ date: '2026-03-04', kind: 'CollectivityLeave', name: '春游' }]),
    ),
    handle(clearDay, () => fail(400, PAST, 'DATE_CLOSED')),
  );
  renderScreen(<CalendarScreen />);
  await userEvent.click(await screen.findByRole('button', { name: '删除 2026-03-04' }));
  // A removal asks first, naming the day and its entry (issue 26).
  const question = screen.getByRole('group', { name: '撤销 2026-03-04 的“春游”？' });
  await userEvent.click(within(question).getByRole('button', { name: '确定' }));
  expect(await screen.findByText(PAST)).toBeInTheDocument();
});
