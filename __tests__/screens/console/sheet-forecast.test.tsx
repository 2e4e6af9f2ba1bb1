import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SheetScreen from '@/screens/admin/sheet';
import { staffMe } from '@/lib/contract/admin';
import { productionSheet, type ProductionSheet } from '@/lib/contract/adminSheet';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, renderScreen, signIn } from '../../setup/test-utils';

// Decision 078: beside the hard count, the children expected to eat, with how it was computed
// a click away (never a black box).

const SHEET: ProductionSheet = {
  date: '2026-03-19',
  diningType: 'Lunch',
  cutOffAt: '2026-03-19T01:00:00.000Z',
  final: true,
  dayOff: false,
  rows: [
    {
      classesId: 1,
      gradeName: '三年级',
      className: '三年级1班',
      ordinary: 28,
      muslim: 2,
      leave: 1,
      forecast: 28,
      forecastBasis: { method: 'weekday', rate: 55 / 60, expected: 60, collected: 55, days: 6 },
    },
    {
      classesId: 2,
      gradeName: '三年级',
      className: '三年级2班',
      ordinary: 10,
      muslim: 0,
      leave: 0,
      forecast: 10,
      forecastBasis: { method: 'none', rate: null, expected: 0, collected: 0, days: 0 },
    },
  ],
  ordinary: 38,
  muslim: 2,
  leave: 1,
  forecast: 38,
};

beforeEach(async () => {
  await signIn();
  at('/pages/admin/sheet?date=2026-03-19&diningType=Lunch');
  server.use(
    handle(staffMe, () =>
      ok({
        accountId: 2,
        userName: '周师傅',
        role: 'Kitchen',
        unitId: 1,
        unitName: '阳光实验小学',
      }),
    ),
    handle(productionSheet, () => ok(SHEET)),
  );
});

it('shows the expected count per class and in total, and how each was computed', async () => {
  renderScreen(<SheetScreen />);
  const table = await screen.findByRole('table', { name: '2026-03-19 午餐 生产单' });
  expect(within(table).getByRole('columnheader', { name: '预计就餐' })).toBeInTheDocument();
  const first = within(table).getByRole('row', { name: /三年级1班/ });
  expect(
    within(first)
      .getAllByRole('cell')
      .map((cell) => cell.firstChild?.textContent),
  ).toEqual(['三年级', '28', '2', '30', '1', '28']);
  await userEvent.click(within(first).getByText('怎么算的'));
  expect(
    within(first).getByText('近 6 个周四该班取餐率 92%（55/60）→ 30 × 92% ≈ 28'),
  ).toBeVisible();
  const second = within(table).getByRole('row', { name: /三年级2班/ });
  await userEvent.click(within(second).getByText('怎么算的'));
  expect(within(second).getByText('还没有取餐记录，按订餐数 10 准备')).toBeVisible();
  const total = within(table).getAllByRole('row').at(-1);
  expect(total).toHaveTextContent(/合计38240138/);
});
