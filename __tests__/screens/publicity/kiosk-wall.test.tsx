import { screen, within } from '@testing-library/react';
import PublicityScreen from '@/screens/publicity/index';
import {
  publicityMenus,
  schoolProfile,
  type PublicityDay,
  type PublicityEntry,
} from '@/lib/contract/schoolInfo';
import { setLocale } from '@/lib/i18n';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, renderScreen } from '../../setup/test-utils';

// Issue 26, the kiosk fills a landscape screen (decision 025): today's menus in their own block,
// the days ahead by week, each date with its weekday, every meal kind the school serves, the
// dishes' allergen marks, the school's name and the data's time. Dates are fixed: Thursday
// 2026-03-19 is today, so Friday is this week and the Monday and Tuesday after are next week.

const entry = (
  carteId: number,
  diningType: PublicityEntry['diningType'],
  mealKind: PublicityEntry['mealKind'],
  dish: string,
  allergens: NonNullable<PublicityEntry['dishes'][number]['allergens']> = [],
): PublicityEntry => ({
  carteId,
  diningType,
  mealKind,
  dishes: [{ id: carteId * 10, name: dish, weightGrams: 150, allergens }],
});

const DAYS: PublicityDay[] = [
  {
    date: '2026-03-19',
    entries: [
      entry(1, 'Lunch', 'Muslim', '清炖牛肉'),
      entry(2, 'Lunch', 'Ordinary', '宫保鸡丁', ['PEANUT']),
      entry(3, 'Breakfast', 'Ordinary', '牛奶', ['MILK']),
    ],
  },
  { date: '2026-03-20', entries: [entry(4, 'Lunch', 'Ordinary', '红烧鱼块', ['FISH'])] },
  { date: '2026-03-23', entries: [entry(5, 'Lunch', 'Muslim', '羊肉抓饭')] },
  { date: '2026-03-24', entries: [entry(6, 'Lunch', 'Ordinary', '番茄炒蛋', ['EGG'])] },
];

function serveTheWeek(): void {
  server.use(
    handle(publicityMenus, ({ query }) =>
      ok({
        content: DAYS,
        page: query.page,
        size: query.size,
        total: DAYS.length,
        today: '2026-03-19',
        generatedAt: '2026-03-19T02:05:00.000Z',
      }),
    ),
    handle(schoolProfile, ({ params }) =>
      ok({ id: params.schoolId, name: '实验小学', allowedOrigins: [] }),
    ),
  );
}

// Each test starts as a new wall: no menu saved by an earlier one.
beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  await setLocale('zh-CN');
});

it("shows today's menus with every kind, the week by week with weekdays, marks and the data time", async () => {
  at('/pages/publicity/index?schoolId=1&kiosk=1');
  serveTheWeek();
  renderScreen(<PublicityScreen />);

  const today = await screen.findByRole('region', { name: '今日菜谱 2026-03-19 周四' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('实验小学 · 菜谱公示屏');
  // Both kinds of today's lunch, the regular one first, and breakfast before lunch.
  expect(
    within(today)
      .getAllByText(/^(早餐|午餐|普通|清真)$/)
      .map((e) => e.textContent),
  ).toEqual(['早餐', '普通', '午餐', '普通', '清真']);
  expect(within(today).getByText('清炖牛肉')).toBeInTheDocument();
  const chicken = within(today).getByText(/宫保鸡丁/, { selector: 'li' });
  expect(within(chicken).getByRole('img', { name: '含花生' })).toBeInTheDocument();

  const thisWeek = screen.getByRole('region', { name: '本周菜谱' });
  expect(within(thisWeek).getByRole('heading', { name: '03-20 周五' })).toBeInTheDocument();
  const fish = within(thisWeek).getByText(/红烧鱼块/, { selector: 'li' });
  expect(within(fish).getByRole('img', { name: '含鱼类' })).toBeInTheDocument();

  // The days after the weekend are next week's, never "this week's".
  const nextWeek = screen.getByRole('region', { name: '下周菜谱' });
  expect(
    within(nextWeek)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['03-23 周一', '03-24 周二']);
  expect(within(nextWeek).getByText('清真')).toBeInTheDocument();
  expect(within(nextWeek).getByText('羊肉抓饭')).toBeInTheDocument();
  expect(within(thisWeek).queryByText('羊肉抓饭')).toBeNull();

  expect(screen.getByRole('status')).toHaveTextContent(/实时 数据时间：2026-03-19 \d{2}:05/);
});

it('says it all in English', async () => {
  await setLocale('en');
  at('/pages/publicity/index?schoolId=1&kiosk=1');
  serveTheWeek();
  renderScreen(<PublicityScreen />);

  const today = await screen.findByRole('region', { name: 'Today’s menu Thu 2026-03-19' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    '实验小学 · Menu wall screen',
  );
  expect(within(today).getByText('Halal')).toBeInTheDocument();
  expect(within(today).getAllByText('Regular')).toHaveLength(2);
  const nextWeek = screen.getByRole('region', { name: 'Next week’s menu' });
  expect(within(nextWeek).getByRole('heading', { name: 'Mon 03-23' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'This week’s menu' })).toHaveTextContent('Fri 03-20');
  expect(screen.getByRole('status')).toHaveTextContent(/Live Data from 2026-03-19 \d{2}:05/);
});
