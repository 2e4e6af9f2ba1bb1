import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MealNutritionScreen from '@/screens/meal/nutrition';
import { nutritionWeek, type NutritionWeek } from '@/lib/contract/nutrition';
import { setLocale } from '@/lib/i18n';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
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
