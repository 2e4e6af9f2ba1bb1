import type { BusinessSettingTime } from '@/lib/contract/business';
import type { DiningType, MealAxisStatus } from '@/lib/contract/enums';
import {
  mealStyle,
  type MealBox,
  type MealCommentItem,
  type MonthMealInfo,
} from '@/lib/contract/meal';

// Factories for the meal screen tests. Months are built for whatever year and month the screen
// asks for, so tests do not depend on the machine's date: day numbers map to statuses.

export type DayStatuses = Record<number, MealAxisStatus>;

export function makeMonth(
  year: number,
  month: number,
  statuses: DayStatuses,
  todayDay = 16,
  diningType: DiningType = 'Lunch',
): MonthMealInfo {
  const pad = (n: number) => String(n).padStart(2, '0');
  const today = `${year}-${pad(month)}-${pad(todayDay)}`;
  return {
    year,
    month,
    diningType,
    today,
    generatedAt: `${today}T02:00:00.000Z`,
    items: Object.entries(statuses).map(([day, status]) => {
      const value = `${year}-${pad(month)}-${pad(Number(day))}`;
      return {
        value,
        diningType,
        mealAxisStatus: status,
        style: mealStyle(status, value === today),
        mealBoxId: Number(day),
      };
    }),
  };
}

export function makeSetting(overrides: Partial<BusinessSettingTime> = {}): BusinessSettingTime {
  return {
    date: '2026-03-16',
    diningType: 'Lunch',
    applies: true,
    serveStart: '11:50',
    serveEnd: '12:40',
    orderDeadline: '2026-03-15T08:00:00.000Z',
    leaveDeadline: '2026-03-16T01:00:00.000Z',
    functionalSwitch: { order: true, monthOrder: true, leave: true, evaluate: true },
    ...overrides,
  };
}

export const box: MealBox = {
  id: 13,
  date: '2026-03-13',
  diningType: 'Lunch',
  mealKind: 'Muslim',
  generatedAt: '2026-03-13T02:00:00.000Z',
  dishesWeights: [
    { dishId: 1, name: '宫保鸡丁', weight: 120, count: 1, allergens: ['花生', '大豆'] },
    { dishId: 2, name: '米饭', weight: 200, count: 1, allergens: [] },
    { dishId: 3, name: '紫菜蛋花汤', weight: 200, count: 1, allergens: null },
  ],
};

export const commentItems: MealCommentItem[] = [
  {
    id: 1,
    mealCommentItemType: 'Star',
    title: '总体评价',
    content: null,
    mealCommentIndices: [1, 2, 3, 4, 5].map((n) => ({ id: n, name: `${n}星`, isActive: false })),
  },
  {
    id: 2,
    mealCommentItemType: 'Choice',
    title: '口味',
    content: null,
    mealCommentIndices: [
      { id: 11, name: '偏咸', isActive: false },
      { id: 13, name: '适中', isActive: true },
    ],
  },
  { id: 4, mealCommentItemType: 'Input', title: '其他意见', content: null, mealCommentIndices: [] },
];
