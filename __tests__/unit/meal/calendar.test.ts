import type { BusinessSettingTime } from '@/lib/contract/business';
import type { MealAxisStatus } from '@/lib/contract/enums';
import { mealStyle, type MonthMealInfo } from '@/lib/contract/meal';
import { messages } from '@/lib/i18n';
import { en } from '@/lib/i18n/en';
import { allergenText } from '@/lib/meal/allergens';
import { afterRating, monthGrid, statusLabel, weekdayNames } from '@/lib/meal/calendar';
import { isFunctionShown, shownFunctions } from '@/lib/meal/functions';
import { logsAfterRating } from '@/lib/meal/logs';

describe('mealStyle (docs/product.md, "States and transitions")', () => {
  it.each<[MealAxisStatus | null, string, string]>([
    ['Order', 'completed', 'today'],
    ['Reserve', 'completed', 'today'],
    ['Leave', 'leave', 'todayleave'],
    ['CollectivityLeave', 'leave', 'todayleave'],
    ['Meals', 'awaitComment', 'today'],
    ['Evaluate', 'commented', 'todaycommented'],
    ['Holiday', 'blank', 'today'],
    ['Weekend', 'blank', 'today'],
    ['UnOrder', 'blank', 'today'],
    ['None', 'blank', 'today'],
    [null, 'blank', 'today'],
  ])('%s -> %s, today %s', (status, style, todayStyle) => {
    expect(mealStyle(status, false)).toBe(style);
    expect(mealStyle(status, true)).toBe(todayStyle);
  });

  it('labels the statuses in Chinese', () => {
    const t = messages().meal;
    expect(
      (['Order', 'Leave', 'Reserve', 'Meals', 'Evaluate', 'CollectivityLeave'] as const).map((s) =>
        statusLabel(t, s),
      ),
    ).toEqual(['已订餐', '请假', '预订', '已就餐', '已评价', '集体请假']);
  });
});

describe('monthGrid', () => {
  it('starts weeks on Monday and pads to whole weeks', () => {
    // 2026-03-01 is a Sunday: six blanks first.
    const weeks = monthGrid(2026, 3);
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]).toEqual({ date: '2026-03-01', day: 1 });
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weekdayNames(messages().meal)).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    expect(weekdayNames(en.meal)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
  });
});

const month: MonthMealInfo = {
  year: 2026,
  month: 3,
  diningType: 'Lunch',
  today: '2026-03-16',
  generatedAt: '2026-03-16T02:00:00.000Z',
  items: [
    {
      value: '2026-03-13',
      diningType: 'Lunch',
      style: 'awaitComment',
      mealAxisStatus: 'Meals',
      mealBoxId: 1,
    },
    {
      value: '2026-03-16',
      diningType: 'Lunch',
      style: 'today',
      mealAxisStatus: 'Meals',
      mealBoxId: 2,
    },
  ],
};

describe('transitions after a rating', () => {
  it('marks the day commented, or todaycommented for today; other dining types untouched', () => {
    expect(afterRating(month, '2026-03-13', 'Lunch').items[0]).toMatchObject({
      style: 'commented',
      mealAxisStatus: 'Evaluate',
    });
    expect(afterRating(month, '2026-03-16', 'Lunch').items[1]!.style).toBe('todaycommented');
    expect(afterRating(month, '2026-03-13', 'Dinner')).toBe(month);
  });

  it('turns the meal-log day into Evaluate with a count', () => {
    const logs = [
      {
        logDate: '2026-03',
        mealLogs: [{ mealsDate: '2026-03-13', mealAxisStatus: 'Meals' as const, count: 2 }],
      },
    ];
    expect(logsAfterRating(logs, '2026-03-13')[0]!.mealLogs[0]).toEqual({
      mealsDate: '2026-03-13',
      mealAxisStatus: 'Evaluate',
      count: 2,
    });
    const added = logsAfterRating(logs, '2026-04-01');
    expect(added.map((m) => m.logDate)).toEqual(['2026-04', '2026-03']);
    expect(added[0]!.mealLogs).toEqual([
      { mealsDate: '2026-04-01', mealAxisStatus: 'Evaluate', count: 1 },
    ]);
  });
});

describe('functional buttons (docs/product.md, "Validation")', () => {
  const setting: BusinessSettingTime = {
    date: '2026-03-16',
    diningType: 'Lunch',
    applies: true,
    serveStart: '11:50',
    serveEnd: '12:40',
    orderDeadline: '2026-03-15T08:00:00.000Z',
    leaveDeadline: '2026-03-16T01:00:00.000Z',
    functionalSwitch: { order: true, monthOrder: false, leave: true },
  };

  it('shows a function only when its switch holds true and the dining type applies', () => {
    expect(shownFunctions(setting, 'Lunch')).toEqual(['order', 'leave']);
    expect(isFunctionShown(setting, 'monthOrder', 'Lunch')).toBe(false);
    expect(isFunctionShown(setting, 'evaluate', 'Lunch')).toBe(false);
    expect(isFunctionShown(setting, 'order', 'Dinner')).toBe(false);
    expect(isFunctionShown({ ...setting, applies: false }, 'order', 'Lunch')).toBe(false);
    expect(isFunctionShown(undefined, 'order', 'Lunch')).toBe(false);
  });
});

describe('allergenText', () => {
  it('says plainly when allergens were not recorded', () => {
    const m = messages();
    expect(allergenText(m, null)).toBe('过敏原信息未登记');
    expect(allergenText(m, [])).toBe('无过敏原');
    expect(allergenText(m, ['花生', '大豆'])).toBe('过敏原：花生、大豆');
  });

  it('joins the list with the language’s own separator', () => {
    expect(allergenText(en, ['peanut', 'soy'])).toBe('Allergens: peanut, soy');
  });
});
