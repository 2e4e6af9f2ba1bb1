import * as z from 'zod/mini';
import { endpoint } from './core';
import { isoDate } from './dates';
import { DiningType } from './enums';

// Nutrition (decision 081): a dish's nutrients per 100 g, as the kitchen records them; a meal's
// totals come from its dishes' weights. Every field is optional: unknown is not zero.

const amount = (max: number) => z.optional(z.number().check(z.gte(0), z.lte(max)));

export const Nutrients = z.object({
  /** kcal per 100 g. */
  energyKcal: amount(900),
  proteinG: amount(100),
  fatG: amount(100),
  carbohydrateG: amount(100),
  sodiumMg: amount(40_000),
  calciumMg: amount(10_000),
  ironMg: amount(1_000),
  /** Vitamin A, µg retinol activity equivalent. */
  vitaminAUg: amount(100_000),
  vitaminCMg: amount(10_000),
});
export type Nutrients = z.infer<typeof Nutrients>;

export const NUTRIENT_KEYS = [
  'energyKcal',
  'proteinG',
  'fatG',
  'carbohydrateG',
  'sodiumMg',
  'calciumMg',
  'ironMg',
  'vitaminAUg',
  'vitaminCMg',
] as const satisfies readonly (keyof Nutrients)[];
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

/** How a meal's amount compares with its target (decision 081). */
export const Verdict = z.enum(['met', 'below', 'above']);
export type Verdict = z.infer<typeof Verdict>;

export const AgeGroup = z.enum(['6-8', '9-11', '12-14', '15-17']);
export type AgeGroup = z.infer<typeof AgeGroup>;

const Verdicts = z.partialRecord(z.enum(NUTRIENT_KEYS), Verdict);

/** A meal's amounts (not per 100 g): the same keys, with no per-100 g ceilings. */
export const Amounts = z.partialRecord(z.enum(NUTRIENT_KEYS), z.number().check(z.gte(0)));
export type Amounts = z.infer<typeof Amounts>;

/** One meal the child is ordered for: its totals, the target for the child's age, the verdicts. */
export const NutritionMeal = z.object({
  date: isoDate,
  diningType: DiningType,
  totals: Amounts,
  target: Amounts,
  verdicts: Verdicts,
  /** Dishes with no nutrients recorded: the totals leave them out. */
  dishesWithout: z.int().check(z.gte(0)),
});
export type NutritionMeal = z.infer<typeof NutritionMeal>;

/** The week's mean per dining type, over the meals above. */
export const NutritionAverage = z.object({
  diningType: DiningType,
  meals: z.int().check(z.gte(0)),
  totals: Amounts,
  target: Amounts,
  verdicts: Verdicts,
});
export type NutritionAverage = z.infer<typeof NutritionAverage>;

export const NutritionWeek = z.object({
  start: isoDate,
  ageGroup: AgeGroup,
  /** Where the age came from: the guardian's birth year, else the class's grade. */
  ageFrom: z.enum(['birthYear', 'grade', 'none']),
  meals: z.array(NutritionMeal),
  averages: z.array(NutritionAverage),
});
export type NutritionWeek = z.infer<typeof NutritionWeek>;

/** The selected child's ordered meals of the seven days from `start` against WS/T 554-2017. */
export const nutritionWeek = endpoint({
  method: 'GET',
  path: '/api/meal/nutrition/week',
  query: z.object({ start: isoDate }),
  response: NutritionWeek,
});
