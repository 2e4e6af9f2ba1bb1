import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublicityScreen from '@/screens/publicity/index';
import PublicityDetailScreen from '@/screens/publicity/detail';
import { publicityDay, publicityMenus, type PublicityDay } from '@/lib/contract/schoolInfo';
import { setLocale } from '@/lib/i18n';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, renderScreen } from '../../setup/test-utils';

// The public menus on a phone (decision 089): each date opens short — its meals and first
// dishes — with every dish, weight and allergen one tap away behind 展开全文 / Show all.

const DISHES = ['番茄炒蛋', '清炒时蔬', '米饭', '紫菜蛋花汤', '红烧鸡块', '水果'];

function day(date: string): PublicityDay {
  return {
    date,
    entries: [
      {
        carteId: 2,
        diningType: 'Lunch',
        mealKind: 'Muslim',
        dishes: [{ id: 20, name: '牛肉面', weightGrams: 300, allergens: ['GLUTEN'] }],
      },
      {
        carteId: 1,
        diningType: 'Lunch',
        mealKind: 'Ordinary',
        dishes: DISHES.map((name, index) => ({
          id: index + 1,
          name,
          weightGrams: 100 + index * 10,
          allergens: index === 0 ? ['EGG'] : null,
        })),
      },
    ],
  };
}

function serveList() {
  server.use(
    handle(publicityMenus, ({ query }) =>
      ok({
        content: query.page === 0 ? [day('2026-03-16'), day('2026-03-17')] : [],
        page: query.page,
        size: query.size,
        total: 2,
        today: '2026-03-16',
        generatedAt: '2026-03-16T02:00:00.000Z',
      }),
    ),
  );
}

afterEach(async () => {
  await setLocale('zh-CN');
});

describe('The public menus list', () => {
  beforeEach(() => at('/pages/publicity/index?schoolId=1'));

  it('says what the page is, then each date short: meals, first dishes, and 展开全文', async () => {
    serveList();
    renderScreen(<PublicityScreen />);
    const first = await screen.findByRole('article', { name: /2026-03-16 周一/ });
    expect(screen.getByText(/从今天起每天的菜谱/)).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(
      '2026-03-16 周一今天',
    );
    const second = screen.getByRole('article', { name: /2026-03-17 周二/ });
    expect(within(second).getByRole('heading', { level: 2 })).not.toHaveTextContent('今天');
    // One heading a dining type; the regular meal before the halal one, each named and with its
    // first three dishes.
    expect(
      within(first)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['午餐']);
    expect(
      within(first)
        .getAllByRole('paragraph')
        .map((line) => line.textContent),
    ).toEqual(['普通番茄炒蛋、清炒时蔬、米饭等 6 道菜', '清真牛肉面']);
    const details = first.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(within(first).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(first).queryByText(/120 克/)).toBeNull();
    expect(within(first).getByText('展开全文')).toHaveTextContent('展开全文（2026-03-16 周一）');
    expect(
      within(first).getByRole('button', { name: /^菜谱详情\s*（2026-03-16 周一）$/ }),
    ).toBeVisible();
  });

  it('shows every dish with its weight and allergens after 展开全文, and 收起 folds it again', async () => {
    const user = userEvent.setup();
    serveList();
    renderScreen(<PublicityScreen />);
    const first = await screen.findByRole('article', { name: /2026-03-16 周一/ });
    await user.click(within(first).getByText('展开全文'));
    expect(first.querySelector('details')!.open).toBe(true);
    const items = within(first)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(7);
    expect(items[0]).toMatch(/^番茄炒蛋 100 克.*蛋/);
    expect(items[5]).toBe('水果 150 克');
    expect(items[6]).toMatch(/^牛肉面 300 克/);
    // The short line would repeat the list: it goes while the list is open.
    expect(within(first).queryByText('番茄炒蛋、清炒时蔬、米饭等 6 道菜')).toBeNull();
    expect(
      within(first)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['午餐 · 普通', '午餐 · 清真']);
    await user.click(within(first).getByText('收起'));
    expect(first.querySelector('details')!.open).toBe(false);
    expect(within(first).getByText('番茄炒蛋、清炒时蔬、米饭等 6 道菜')).toBeInTheDocument();
    // The other date stayed as it was.
    const second = screen.getByRole('article', { name: /2026-03-17/ });
    expect(second.querySelector('details')!.open).toBe(false);
  });

  it('reads in English', async () => {
    await setLocale('en');
    serveList();
    renderScreen(<PublicityScreen />);
    const first = await screen.findByRole('article', { name: /Mon 2026-03-16/ });
    expect(screen.getByText(/The menus from today on/)).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Today');
    expect(within(first).getByText('番茄炒蛋, 清炒时蔬, 米饭 and 3 more')).toBeInTheDocument();
    expect(within(first).getByText('Show all')).toBeInTheDocument();
    await userEvent.click(within(first).getByText('Show all'));
    expect(within(first).getByText('Show less')).toBeInTheDocument();
    expect(within(first).getByText(/水果 150 g/)).toBeInTheDocument();
  });

  it('offers a retry when the menus cannot be had', async () => {
    let up = false;
    server.use(
      handle(publicityMenus, ({ query }) =>
        up
          ? ok({
              content: query.page === 0 ? [day('2026-03-16')] : [],
              page: query.page,
              size: query.size,
              total: 1,
              today: '2026-03-16',
              generatedAt: '2026-03-16T02:00:00.000Z',
            })
          : fail(503, '服务不可用'),
      ),
    );
    renderScreen(<PublicityScreen />);
    const retry = await screen.findByRole('button', { name: /重试|重新加载|点击重试/ });
    up = true;
    await userEvent.click(retry);
    expect(await screen.findByRole('article', { name: /2026-03-16/ })).toBeInTheDocument();
  });
});

describe('One date’s menus', () => {
  it('says what the day serves, then every meal whole', async () => {
    at('/pages/publicity/detail?schoolId=1&date=2026-03-16');
    server.use(handle(publicityDay, ({ params }) => ok(day(params.date))));
    renderScreen(<PublicityDetailScreen />);
    expect(await screen.findByText('午餐，共 7 道菜')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('2026-03-16 周一');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '午餐 · 普通',
      '午餐 · 清真',
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(document.querySelector('details')).toBeNull();
  });

  it('reads in English', async () => {
    await setLocale('en');
    at('/pages/publicity/detail?schoolId=1&date=2026-03-16');
    server.use(handle(publicityDay, ({ params }) => ok(day(params.date))));
    renderScreen(<PublicityDetailScreen />);
    expect(await screen.findByText('Lunch: 7 dishes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Mon 2026-03-16');
  });
});
