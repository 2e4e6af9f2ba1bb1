import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WasteScreen from '@/screens/admin/waste';
import { presetPeriod } from '@/screens/admin/waste/period';
import type { ChartSpec } from '@/screens/admin/waste/chartSpec';
import { staffMe } from '@/lib/contract/admin';
import { wasteReport } from '@/lib/contract/serving';
import { schoolToday } from '@/lib/time/schoolTime';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, renderScreen, signIn } from '../../setup/test-utils';
import { wasteReportOf } from '../../setup/wasteFactories';

// Decision 078: the console's numbers of a period, as cards, charts and, under every chart, the
// same numbers as a table with its CSV. jsdom draws no canvas: Chart.js is replaced by a
// recorder of what would be drawn, and the test reads what a user reads.

const drawn: ChartSpec[] = [];
jest.mock('@/screens/admin/waste/chartSetup', () => ({
  drawChart: (_canvas: HTMLCanvasElement, spec: ChartSpec) => {
    drawn.push(spec);
    return { destroy: () => undefined };
  },
}));

let asked: { from: string; to: string }[];

// The school's today is pinned to a Thursday (10:00 in Shanghai): this week is then four days
// with two ends. On a real Monday it is one day, and the report's two day rows share a date.
const THURSDAY = Date.parse('2026-11-26T02:00:00Z');

beforeEach(async () => {
  // Only the date is faked: the screen's timers, promises and user events run as they do.
  jest.useFakeTimers({
    now: THURSDAY,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
    ],
  });
  await signIn();
  drawn.length = 0;
  asked = [];
  at('/pages/admin/waste');
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
    handle(wasteReport, ({ query }) => {
      asked.push(query);
      return ok(wasteReportOf(query.from, query.to));
    }),
  );
});

afterEach(() => {
  jest.useRealTimers();
});

it("shows this week's totals, and every chart's numbers as a table", async () => {
  const week = presetPeriod('thisWeek', schoolToday());
  expect(week).toEqual({ from: '2026-11-23', to: '2026-11-26' });
  renderScreen(<WasteScreen />);
  const totals = await screen.findByRole('region', { name: '合计' });
  const card = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent;
  expect(card('订餐')).toBe('120');
  expect(card('请假')).toBe('4');
  expect(card('已取餐')).toBe('110');
  expect(card('未取餐')).toBe('6');
  expect(card('剩余（千克）')).toBe('8.5');
  expect(card('浪费金额（元）')).toBe('170.00');
  expect(card('未取餐金额（元）')).toBe('90.00');
  expect(screen.getByText(/浪费金额按每千克 20 元计算/)).toBeInTheDocument();
  expect(asked).toEqual([week]);

  const days = screen.getByRole('table', { name: '按日' });
  expect(
    within(days)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual([
    '日期',
    '订餐',
    '请假',
    '已取餐',
    '未取餐',
    '剩余（千克）',
    '浪费金额（元）',
    '未取餐金额（元）',
  ]);
  expect(within(days).getByRole('row', { name: new RegExp(week.from) })).toHaveTextContent(
    `${week.from}6025534.2585.0045.00`,
  );
  const classes = screen.getByRole('table', { name: '按班级' });
  expect(within(classes).getByRole('row', { name: /三年级2班/ })).toHaveTextContent(
    '三年级2班5025531.00585.0045.00',
  );
  const dining = screen.getByRole('table', { name: '按餐别' });
  expect(
    within(dining)
      .getAllByRole('rowheader')
      .map((th) => th.textContent),
  ).toEqual(['午餐', '晚餐', '合计']);
  const dishes = screen.getByRole('table', { name: '按菜品（含评分）' });
  expect(within(dishes).getByRole('row', { name: /番茄炒蛋/ })).toHaveTextContent(
    '番茄炒蛋1104.4251.2',
  );
  expect(within(dishes).getByRole('row', { name: /清炖牛肉/ })).toHaveTextContent(
    '清炖牛肉20无评价00',
  );
  const weeks = screen.getByRole('table', { name: '每周评分' });
  expect(within(weeks).getByRole('row', { name: new RegExp(week.from) })).toHaveTextContent(
    '4.231',
  );
  for (const title of ['按日', '按班级', '按餐别', '按菜品（含评分）', '每周评分']) {
    expect(screen.getByRole('button', { name: `下载“${title}” CSV` })).toBeInTheDocument();
  }
  expect(screen.getByRole('button', { name: '打印' })).toBeInTheDocument();
});

it('draws each chart with a caption and a description, series named for the legend', async () => {
  renderScreen(<WasteScreen />);
  expect(
    await screen.findByRole('img', { name: /^每日取餐情况：每天的已取餐、未取餐和请假/ }),
  ).toBeInTheDocument();
  for (const caption of [
    '每日剩余（千克）',
    '各班取餐情况',
    '各菜品剩余（千克）',
    '每周平均评分',
  ]) {
    expect(
      screen.getByRole('img', { name: new RegExp(`^${caption.replace(/[（）]/g, '.')}：`) }),
    ).toBeInTheDocument();
  }
  await waitFor(() => expect(drawn).toHaveLength(5));
  expect(drawn[0]).toMatchObject({ kind: 'bar', stacked: true });
  expect(drawn[0]?.series.map((series) => series.label)).toEqual(['已取餐', '未取餐', '请假']);
  expect(drawn[4]).toMatchObject({ kind: 'line', min: 1, max: 5 });
  expect(drawn[4]?.series[0]?.data).toEqual([4.2]);
});

it('the last four weeks start on the Monday three weeks before this one', async () => {
  renderScreen(<WasteScreen />);
  await screen.findByRole('table', { name: '按日' });
  await userEvent.click(screen.getByRole('radio', { name: '近 4 周' }));
  await waitFor(() => expect(asked).toHaveLength(2));
  expect(asked[1]).toEqual(presetPeriod('lastFourWeeks', schoolToday()));
});

it('a custom period is checked before asking: the end after the start, 92 days at most', async () => {
  renderScreen(<WasteScreen />);
  await screen.findByRole('table', { name: '按日' });
  await userEvent.click(screen.getByRole('radio', { name: '自定义' }));
  const from = screen.getByLabelText('开始日期');
  const to = screen.getByLabelText('结束日期');
  await userEvent.clear(from);
  await userEvent.type(from, '2026-03-20');
  await userEvent.clear(to);
  await userEvent.type(to, '2026-03-10');
  expect(screen.getByRole('alert')).toHaveTextContent('结束日期不能早于开始日期');
  expect(screen.getByRole('button', { name: '查看' })).toBeDisabled();
  await userEvent.clear(from);
  await userEvent.type(from, '2025-12-08');
  expect(screen.getByRole('alert')).toHaveTextContent('一次最多查看 92 天');
  await userEvent.clear(from);
  await userEvent.type(from, '2025-12-09');
  expect(screen.queryByRole('alert')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: '查看' }));
  await screen.findByText('2025-12-09 至 2026-03-10');
  await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2025-12-09', to: '2026-03-10' }));
});

it("a period the server refuses is said in the user's words", async () => {
  server.use(handle(wasteReport, () => fail(400, 'bad', 'PERIOD_INVALID')));
  renderScreen(<WasteScreen />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '日期范围不对：结束日期不能早于开始日期，一次最多 92 天',
  );
});
