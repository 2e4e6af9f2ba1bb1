import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MealDayScreen from '@/screens/meal/day';
import MealNutritionScreen from '@/screens/meal/nutrition';
import { serviceBusiness } from '@/lib/contract/business';
import { mealBox, mealDay } from '@/lib/contract/meal';
import { nutritionWeek, type NutritionWeek } from '@/lib/contract/nutrition';
import { setLocale } from '@/lib/i18n';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { lunchBox, makeSetting } from '../../setup/factories';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

// 营养周报 (decision 081): a third grader's week against the WS/T 554-2017 targets.

function makeWeek(start: string): NutritionWeek {
  return {
    start,
    ageGroup: '6-8',
    ageFrom: 'grade',
    meals: [
      {
        date: start,
        diningType: 'Lunch',
        totals: { energyKcal: 663.2, proteinG: 33.4, sodiumMg: 1408, calciumMg: 120 },
        target: { energyKcal: 637.5, sodiumMg: 786 },
        verdicts: { energyKcal: 'met', sodiumMg: 'above' },
        dishesWithout: 1,
      },
    ],
    averages: [
      {
        diningType: 'Lunch',
        meals: 1,
        totals: { energyKcal: 663.2, proteinG: 33.4, sodiumMg: 1408, calciumMg: 120 },
        target: { energyKcal: 637.5, sodiumMg: 786 },
        verdicts: { energyKcal: 'met', sodiumMg: 'above' },
      },
    ],
  };
}

const asked: string[] = [];

beforeEach(async () => {
  asked.length = 0;
  await signIn();
  server.use(
    handle(nutritionWeek, ({ query }) => {
      asked.push(query.start);
      return ok(makeWeek(query.start));
    }),
  );
});
afterEach(() => setLocale('zh-CN'));

describe('营养周报', () => {
  it("shows the week's energy against the target for a third grader, and each nutrient's verdict", async () => {
    at('/pages/meal/nutrition?date=2026-03-18');
    renderScreen(<MealNutritionScreen />);
    expect(await screen.findByText('能量 663 / 目标 638 千卡 · 达标')).toBeInTheDocument();
    expect(asked).toEqual(['2026-03-16']);
    expect(screen.getByText(/按 6–8 岁学生的目标（WS\/T 554-2017/)).toBeInTheDocument();
    expect(screen.getByText('2026-03-16 至 2026-03-22')).toBeInTheDocument();
    const average = screen.getByRole('region', { name: '午餐 · 1 餐' });
    const sodium = within(average).getByRole('row', { name: /钠/ });
    expect(sodium).toHaveTextContent('1408 / 786 毫克');
    expect(sodium).toHaveTextContent('超出');
    // A nutrient without a target in the standard's figures we hold: the amount alone.
    expect(within(average).getByRole('row', { name: /钙/ })).toHaveTextContent('120 毫克');
    expect(screen.getByText('1 道菜未录入营养')).toBeInTheDocument();
  });

  it('moves a week at a time', async () => {
    at('/pages/meal/nutrition?date=2026-03-18');
    renderScreen(<MealNutritionScreen />);
    await screen.findByText('2026-03-16 至 2026-03-22');
    await userEvent.click(screen.getByRole('button', { name: '下一周' }));
    expect(hashNow()).toContain('date=2026-03-23');
  });

  it('speaks English', async () => {
    await setLocale('en');
    at('/pages/meal/nutrition?date=2026-03-16');
    renderScreen(<MealNutritionScreen />);
    expect(await screen.findByText('Energy 663 / target 638 kcal · Met')).toBeInTheDocument();
    expect(screen.getByText(/Targets for students aged 6–8/)).toBeInTheDocument();
  });
});

describe('the day screen’s nutrients', () => {
  const box = {
    ...lunchBox,
    date: '2026-03-16',
    dishesWeights: [
      {
        dishId: 1,
        name: '米饭',
        weight: 200,
        count: 1,
        allergens: [],
        nutrients: { energyKcal: 116, proteinG: 2.6 },
      },
      {
        dishId: 2,
        name: '番茄炒蛋',
        weight: 120,
        count: 1,
        allergens: [],
        nutrients: { energyKcal: 86, proteinG: 5.2 },
      },
    ],
  };

  /** The day's lunch, ordered, with `box` as its menu; `menuAnswered` holds the menu's answer. */
  function orderedLunch(menuAnswered: Promise<void> = Promise.resolve()) {
    server.use(
      handle(mealDay, () =>
        ok([
          { mealsDate: '2026-03-16', diningType: 'Lunch', mealAxisStatus: 'Order', mealBoxId: 13 },
        ]),
      ),
      handle(mealBox, async () => {
        await menuAnswered;
        return ok(box);
      }),
      handle(serviceBusiness, ({ params }) => ok(makeSetting({ diningType: params.diningType }))),
    );
  }

  it("totals the dishes by weight beside them, against the child's target when ordered", async () => {
    orderedLunch();
    at('/pages/meal/day?date=2026-03-16&diningType=Lunch');
    renderScreen(<MealDayScreen />);
    const panel = await screen.findByRole('region', { name: '本餐营养' });
    // 200 g × 116 + 120 g × 86 per 100 g = 335.2 kcal, against the week call's 637.5.
    const energy = await within(panel).findByRole('row', { name: /能量/ });
    await waitFor(() => expect(energy).toHaveTextContent('335 / 638 千卡'));
    expect(energy).toHaveTextContent('不足');
    expect(within(panel).getByRole('row', { name: /蛋白质/ })).toHaveTextContent('11.4 克');
    await userEvent.click(within(panel).getByRole('button', { name: '营养周报' }));
    expect(hashNow()).toContain('/pages/meal/nutrition?date=2026-03-16');
  });

  // The table is the day's largest paint: its week is read beside the menu, not after the menu
  // and the nutrients' chunk (bench:lighthouse's meal day, LCP 4.0 s).
  it('asks for the week while the menu is still on its way, and once', async () => {
    let answerMenu = () => {};
    orderedLunch(new Promise<void>((done) => (answerMenu = done)));
    at('/pages/meal/day?date=2026-03-16&diningType=Lunch');
    renderScreen(<MealDayScreen />);
    await waitFor(() => expect(asked).toEqual(['2026-03-16']));
    expect(screen.queryByRole('region', { name: '本餐营养' })).not.toBeInTheDocument();
    answerMenu();
    const panel = await screen.findByRole('region', { name: '本餐营养' });
    await waitFor(() =>
      expect(within(panel).getByRole('row', { name: /能量/ })).toHaveTextContent('335 / 638 千卡'),
    );
    expect(asked).toEqual(['2026-03-16']);
  });
});
