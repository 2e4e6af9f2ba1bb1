import type { DiningType, Gender } from '@/lib/contract/enums';
import type { NutrientKey } from '@/lib/contract/nutrition';
// The server loads this file too, its test set-up outside the '@/' alias: a relative import.
// eslint-disable-next-line no-restricted-imports
import { JUNIOR_MIDDLE_PREFIX, SENIOR_MIDDLE_PREFIX } from '../i18n/grades';

// A student's energy and nutrient targets per meal (decision 081), from the national health
// standard for students' meals:
//
//   WS/T 554-2017 学生餐营养指南 (Nutrition guidelines of school meals), National Health and Family
//   Planning Commission, issued 2017-08-01, in force 2018-02-01.
//   - 表1 每人每天能量和营养素供给量 (Table 1, daily energy and nutrient supply per person)
//   - 3.3 三餐比例: breakfast 25%–30%, lunch 35%–40%, dinner 30%–35% of the day
//   - 表3 / 表4 每人每天早餐 / 午餐、晚餐的食物种类及数量: salt per meal (盐)
//
// Only the figures we could read in a source are here; decision 081 reproduces them with the
// sources and lists what is missing (the 6–8 column apart from energy, vitamin A, and so on).
// A nutrient without a figure for an age group has no target and is judged by nobody.

export const AGE_GROUPS = ['6-8', '9-11', '12-14', '15-17'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

interface BySex {
  male: number;
  female: number;
}

/** Table 1's daily figures, by age group and sex (kcal, g, mg). */
export const DAILY_SUPPLY: Record<
  AgeGroup,
  Partial<Record<'energyKcal' | 'proteinG' | 'calciumMg' | 'ironMg' | 'vitaminCMg', BySex>>
> = {
  '6-8': { energyKcal: { male: 1700, female: 1550 } },
  '9-11': {
    energyKcal: { male: 2100, female: 1900 },
    proteinG: { male: 50, female: 50 },
    calciumMg: { male: 850, female: 850 },
    ironMg: { male: 14, female: 14 },
    vitaminCMg: { male: 75, female: 75 },
  },
  '12-14': {
    energyKcal: { male: 2450, female: 2100 },
    proteinG: { male: 65, female: 60 },
    calciumMg: { male: 950, female: 950 },
    ironMg: { male: 18, female: 18 },
    vitaminCMg: { male: 95, female: 95 },
  },
  '15-17': {
    energyKcal: { male: 2900, female: 2350 },
    proteinG: { male: 75, female: 60 },
    calciumMg: { male: 800, female: 800 },
    ironMg: { male: 18, female: 18 },
    vitaminCMg: { male: 100, female: 100 },
  },
};

/** 3.3 三餐比例: each meal's share of the day, as [low, high]. */
export const MEAL_SHARE: Record<DiningType, readonly [number, number]> = {
  Breakfast: [0.25, 0.3],
  Lunch: [0.35, 0.4],
  Dinner: [0.3, 0.35],
};

/** Salt per meal, g (Table 3 for breakfast, Table 4 for lunch and dinner). */
export const SALT_PER_MEAL_G: Record<AgeGroup, Record<DiningType, number>> = {
  '6-8': { Breakfast: 1.5, Lunch: 2, Dinner: 2 },
  '9-11': { Breakfast: 1.5, Lunch: 2, Dinner: 2 },
  '12-14': { Breakfast: 1.5, Lunch: 2, Dinner: 2 },
  '15-17': { Breakfast: 2, Lunch: 2.5, Dinner: 2.5 },
};

/** Sodium in a gram of salt (NaCl: 22.99 / 58.44), mg. */
export const SODIUM_MG_PER_G_SALT = 393;

/** Table 1's notes: energy within 90%–110% of the figure, protein within 80%–120%. */
export const ENERGY_RANGE = [0.9, 1.1] as const;
export const PROTEIN_RANGE = [0.8, 1.2] as const;

export const STANDARD = 'WS/T 554-2017';

/** The age group of an age in years; younger and older students take the nearest group. */
export function ageGroupOfAge(age: number): AgeGroup {
  if (age <= 8) return '6-8';
  if (age <= 11) return '9-11';
  if (age <= 14) return '12-14';
  return '15-17';
}

/**
 * A grade's age: 一年级 is 6–7, so grade n of primary school is n + 5 at its start; 初一 is 12–13
 * (n + 11) and 高一 15–16 (n + 14) when the school numbers them from 1 again; grades 7–12 numbered
 * on from primary follow n + 5 as well.
 */
export function ageOfGrade(grade: { name: string; number: number }): number {
  if (grade.name.startsWith(JUNIOR_MIDDLE_PREFIX) && grade.number <= 3) return grade.number + 11;
  if (grade.name.startsWith(SENIOR_MIDDLE_PREFIX) && grade.number <= 3) return grade.number + 14;
  return grade.number + 5;
}

/** The age a child born in `birthYear` reaches in the year of `date` (YYYY-MM-DD). */
export function ageFromBirthYear(birthYear: number, date: string): number {
  return Number(date.slice(0, 4)) - birthYear;
}

export type MealTarget = Partial<Record<NutrientKey, number>>;

function daily(figure: BySex, gender: Gender): number {
  if (gender === 'Male') return figure.male;
  if (gender === 'Female') return figure.female;
  return (figure.male + figure.female) / 2;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * One meal's target: the day's figure times the middle of the meal's share (lunch 37.5%), for
 * the child's sex (the mean of boys' and girls' when not given); sodium is the salt ceiling.
 */
export function mealTarget(group: AgeGroup, diningType: DiningType, gender: Gender): MealTarget {
  const [low, high] = MEAL_SHARE[diningType];
  const share = (low + high) / 2;
  const target: MealTarget = {};
  for (const [key, figure] of Object.entries(DAILY_SUPPLY[group])) {
    target[key as NutrientKey] = round1(daily(figure, gender) * share);
  }
  target.sodiumMg = Math.round(SALT_PER_MEAL_G[group][diningType] * SODIUM_MG_PER_G_SALT);
  return target;
}
