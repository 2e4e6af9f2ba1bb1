import * as z from 'zod/mini';

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
