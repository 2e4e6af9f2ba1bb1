import { defineArea } from '@/lib/i18n/area';
import { setRouteTitles } from '@/lib/router/routes';

// Nutrition against WS/T 554-2017 (decision 081): the parent's week view, the nutrients under a
// meal's dishes, and the console editor's totals. An area catalogue (decision 028): it rides in
// those screens' chunks, never in the first load.

const zhCN = {
  routes: { mealNutrition: '营养周报' },
  weekTitle: '营养周报',
  open: '营养周报',
  week: '{start} 至 {end}',
  prevWeek: '上一周',
  nextWeek: '下一周',
  basis: '按 {group} 岁学生的目标（WS/T 554-2017《学生餐营养指南》）',
  basisFrom: { birthYear: '年龄来自出生年份', grade: '年龄来自年级', none: '未知年级，按 6–8 岁' },
  average: '本周平均',
  averageOf: '{dining} · {count} 餐',
  meals: '每餐',
  none: '这一周没有订餐',
  dining: { Breakfast: '早餐', Lunch: '午餐', Dinner: '晚餐' },
  energyLine: '能量 {value} / 目标 {target} 千卡',
  valueOf: '{value} / {target}',
  verdict: { met: '达标', below: '不足', above: '超出' },
  unknown: '未录入',
  without: '{count} 道菜未录入营养',
  nutrient: {
    energyKcal: '能量',
    proteinG: '蛋白质',
    fatG: '脂肪',
    carbohydrateG: '碳水化合物',
    sodiumMg: '钠',
    calciumMg: '钙',
    ironMg: '铁',
    vitaminAUg: '维生素A',
    vitaminCMg: '维生素C',
  },
  unit: {
    energyKcal: '千卡',
    proteinG: '克',
    fatG: '克',
    carbohydrateG: '克',
    sodiumMg: '毫克',
    calciumMg: '毫克',
    ironMg: '毫克',
    vitaminAUg: '微克',
    vitaminCMg: '毫克',
  },
  mealTitle: '本餐营养',
  mealNone: '这一餐的菜品尚未录入营养',
  birthYear: '出生年份',
  birthYearHint: '用于按年龄计算营养目标；不填则按年级',
  birthYearSaved: '已保存出生年份',
  clear: '清除',
  save: '保存',
  editorFold: '营养成分（每100克，选填）',
  editorTotals: '本餐合计与 {group} 岁目标',
  ageGroup: '营养目标年龄段',
  groupOption: '{group} 岁',
  invalid: '营养数值须为不小于 0 的数字',
  flagMissed: '营养未达标：{list}',
  flagItem: '{nutrient}{verdict}',
  flagMet: '营养达标',
  flagUnknown: '未录入营养',
  inputLabel: '{name}（{unit}）',
} as const;

const en = {
  routes: { mealNutrition: 'Nutrition' },
  weekTitle: 'Nutrition this week',
  open: 'Nutrition week',
  week: '{start} to {end}',
  prevWeek: 'Previous week',
  nextWeek: 'Next week',
  basis: 'Targets for students aged {group} (WS/T 554-2017, Nutrition guidelines of school meals)',
  basisFrom: {
    birthYear: 'Age from the birth year',
    grade: 'Age from the grade',
    none: 'Grade unknown: ages 6–8',
  },
  average: 'Week average',
  averageOf: '{dining} · {count} meals',
  meals: 'Each meal',
  none: 'No meals ordered this week',
  dining: { Breakfast: 'Breakfast', Lunch: 'Lunch', Dinner: 'Dinner' },
  energyLine: 'Energy {value} / target {target} kcal',
  valueOf: '{value} / {target}',
  verdict: { met: 'Met', below: 'Below', above: 'Above' },
  unknown: 'not recorded',
  without: '{count} dishes without nutrients',
  nutrient: {
    energyKcal: 'Energy',
    proteinG: 'Protein',
    fatG: 'Fat',
    carbohydrateG: 'Carbohydrate',
    sodiumMg: 'Sodium',
    calciumMg: 'Calcium',
    ironMg: 'Iron',
    vitaminAUg: 'Vitamin A',
    vitaminCMg: 'Vitamin C',
  },
  unit: {
    energyKcal: 'kcal',
    proteinG: 'g',
    fatG: 'g',
    carbohydrateG: 'g',
    sodiumMg: 'mg',
    calciumMg: 'mg',
    ironMg: 'mg',
    vitaminAUg: 'µg',
    vitaminCMg: 'mg',
  },
  mealTitle: 'Nutrients of this meal',
  mealNone: 'No nutrients recorded for these dishes yet',
  birthYear: 'Birth year',
  birthYearHint: 'Sets the nutrition targets by age; without it, the grade is used',
  birthYearSaved: 'Birth year saved',
  clear: 'Clear',
  save: 'Save',
  editorFold: 'Nutrients per 100 g (optional)',
  editorTotals: 'This meal against the target for ages {group}',
  ageGroup: 'Target age group',
  groupOption: 'Ages {group}',
  invalid: 'Nutrient values must be numbers of 0 or more',
  flagMissed: 'Misses the target: {list}',
  flagItem: '{nutrient} {verdict}',
  flagMet: 'Meets the target',
  flagUnknown: 'No nutrients recorded',
  inputLabel: '{name} ({unit})',
};

export const nutritionMessages = defineArea(zhCN, en);

type NutritionRouteName = keyof typeof zhCN.routes;

/** The area's route titles, for the route table once this chunk is loaded. */
setRouteTitles((name) =>
  name in zhCN.routes ? nutritionMessages().routes[name as NutritionRouteName] : undefined,
);

/** Both languages' titles, for the generated docs/routes.md. */
export const nutritionRouteTitles = { zhCN: zhCN.routes, en: en.routes };
