import { screen, within } from '@testing-library/react';
import RosterScreen from '@/screens/admin/roster';
import SheetScreen from '@/screens/admin/sheet';
import { RefundsSection } from '@/screens/admin/parts/RefundsSection';
import { staffMe } from '@/lib/contract/admin';
import { adminRefunds } from '@/lib/contract/adminPrepaid';
import { rosterClasses } from '@/lib/contract/adminRoster';
import { rosterChildren, rosterClassStudents } from '@/lib/contract/adminRosterLinks';
import { productionSheet } from '@/lib/contract/adminSheet';
import { serviceAllergies } from '@/lib/contract/allergy';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeRefund } from '../../setup/moneyFactories';
import { at, renderScreen, signIn } from '../../setup/test-utils';

// Issue 26: on a phone (≤ 600 px, screens/admin/parts/cards.module.css) the roster, refund and
// production-sheet tables show each row as a card: the row's name on top, each value under its
// column's words (the cell's data-label, which the card prints), the row's actions as buttons.
// jsdom has no layout, so these check what the cards are made of; console.e2e.ts checks 375 px.

/** What a card shows: each labelled cell as `label: value`. */
function cardPairs(row: HTMLElement): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const cell of row.querySelectorAll<HTMLElement>('td[data-label]'))
    pairs[cell.dataset.label!] = cell.textContent ?? '';
  return pairs;
}

function rowNamed(name: string): HTMLElement {
  return screen.getByRole('rowheader', { name }).closest('tr')!;
}

beforeEach(async () => {
  await signIn();
  server.use(
    handle(staffMe, () =>
      ok({
        accountId: 1,
        userName: '王老师',
        role: 'SchoolAdmin',
        unitId: 1,
        unitName: '阳光小学',
      }),
    ),
  );
});

it('roster: a class card names its grade, counts and teachers; a child card keeps its link action', async () => {
  server.use(
    handle(rosterClasses, () =>
      ok({
        students: 40,
        classes: [
          {
            classesId: 3,
            gradeName: '三年级',
            className: '三年级1班',
            students: 40,
            linked: 12,
            teachers: [{ userName: '李老师', bindType: 'HEAD_TEACHER' }],
          },
        ],
      }),
    ),
    handle(rosterChildren, () =>
      ok({
        content: [
          {
            associatedUserId: 9,
            userName: '张小明',
            classesId: 3,
            gradeName: '三年级',
            className: '三年级1班',
            guardianMobile: '138****0001',
            rosterStudent: null,
          },
        ],
        page: 0,
        size: 20,
        total: 1,
      }),
    ),
    handle(rosterClassStudents, () =>
      ok([{ id: 31, studentNo: 'S031', name: '张小明', children: 0 }]),
    ),
  );
  renderScreen(<RosterScreen />);
  await screen.findByRole('rowheader', { name: '三年级1班' });
  expect(cardPairs(rowNamed('三年级1班'))).toEqual({
    年级: '三年级',
    学生数: '40',
    已关联家长: '12',
    教师: '李老师（班主任）',
  });
  const child = rowNamed('张小明');
  expect(cardPairs(child)).toMatchObject({ 班级: '三年级 三年级1班', 家长手机号: '138****0001' });
  expect(await within(child).findByRole('option', { name: 'S031 张小明' })).toBeInTheDocument();
  expect(within(child).getByRole('button', { name: '关联' })).toBeEnabled();
});

it('refunds: a waiting request card shows amount, reason, time and state, with its remark and both decisions', async () => {
  server.use(handle(adminRefunds, () => ok([makeRefund()])));
  renderScreen(<RefundsSection />);
  await screen.findByRole('rowheader', { name: '小明' });
  const card = rowNamed('小明');
  expect(cardPairs(card)).toMatchObject({
    金额: '¥20.00',
    原因: '转学',
    申请时间: expect.stringMatching(/^2026-03-01 \d\d:00$/),
    状态: '待审核',
  });
  const remark = '审核备注（小明 ¥20.00）';
  expect(within(card).getByRole('textbox', { name: remark })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: `同意退款 ${remark}` })).toBeEnabled();
  expect(within(card).getByRole('button', { name: `拒绝 ${remark}` })).toBeEnabled();
});

it('production sheet: a class card and the totals card name every count', async () => {
  at('/pages/admin/sheet?date=2026-03-19&diningType=Lunch');
  server.use(
    handle(productionSheet, () =>
      ok({
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
            forecastBasis: { method: 'none', rate: null, expected: 0, collected: 0, days: 0 },
          },
        ],
        ordinary: 28,
        muslim: 2,
        leave: 1,
        forecast: 28,
      }),
    ),
    handle(serviceAllergies, () => ok([])),
  );
  renderScreen(<SheetScreen />);
  await screen.findByRole('rowheader', { name: '三年级1班' });
  expect(cardPairs(rowNamed('三年级1班'))).toMatchObject({
    年级: '三年级',
    普通餐: '28',
    清真餐: '2',
    合计: '30',
    请假: '1',
    预计就餐: expect.stringMatching(/^28怎么算的/),
  });
  expect(cardPairs(rowNamed('合计'))).toEqual({
    普通餐: '28',
    清真餐: '2',
    合计: '30',
    请假: '1',
    预计就餐: '28',
  });
  expect(screen.getByRole('button', { name: '打印' })).toBeEnabled();
  expect(screen.getByRole('button', { name: '下载 CSV' })).toBeEnabled();
});
