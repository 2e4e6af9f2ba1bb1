// Type-only imports: the server imports this module too, and reaches nothing of the client's.
import type { NutrientKey, Nutrients, Verdict } from '@/lib/contract/nutrition';
import { ENERGY_RANGE, PROTEIN_RANGE, type MealTarget } from './targets';

/** The keys an object holds, typed: every object here was validated by the contract. */
const keysOf = (value: Partial<Record<NutrientKey, unknown>>) =>
  Object.keys(value) as NutrientKey[];

// A meal's totals from its dishes (weightGrams / 100 × per 100 g), and how they compare with a
// target (decision 081). Unknown is not zero: a nutrient no dish records has no total.

export interface WeighedDish {
  weightGrams: number;
  nutrients?: Nutrients | null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The sum over the dishes that record each nutrient; keys no dish records are absent. */
export function mealTotals(dishes: readonly WeighedDish[]): Nutrients {
  const totals: Nutrients = {};
  for (const dish of dishes) {
    const per100 = dish.nutrients ?? {};
    for (const key of keysOf(per100)) {
      const amount = per100[key];
      if (amount === undefined) continue;
      totals[key] = (totals[key] ?? 0) + (dish.weightGrams / 100) * amount;
    }
  }
  for (const key of keysOf(totals)) totals[key] = round1(totals[key]!);
  return totals;
}

/** Dishes with no nutrients recorded at all: the totals leave them out. */
export function dishesWithout(dishes: readonly WeighedDish[]): number {
  return dishes.filter((dish) => !dish.nutrients || Object.keys(dish.nutrients).length === 0)
    .length;
}

/**
 * Met, below or above: energy within 90%–110% of the target and protein within 80%–120% (the
 * standard's notes to Table 1); calcium, iron and vitamins at least the target; sodium at most.
 */
export function verdictOf(key: NutrientKey, value: number, target: number): Verdict {
  if (key === 'sodiumMg') return value <= target ? 'met' : 'above';
  const range = key === 'energyKcal' ? ENERGY_RANGE : key === 'proteinG' ? PROTEIN_RANGE : null;
  if (range) {
    if (value < target * range[0]) return 'below';
    if (value > target * range[1]) return 'above';
    return 'met';
  }
  return value >= target ? 'met' : 'below';
}

/** A verdict for every nutrient that has both a total and a target. */
export function verdicts(
  totals: Nutrients,
  target: MealTarget,
): Partial<Record<NutrientKey, Verdict>> {
  const out: Partial<Record<NutrientKey, Verdict>> = {};
  for (const key of keysOf(target)) {
    const value = totals[key];
    const goal = target[key];
    if (value === undefined || goal === undefined) continue;
    out[key] = verdictOf(key, value, goal);
  }
  return out;
}

/** The mean of several meals' totals, nutrient by nutrient, over the meals that have it. */
export function averageTotals(list: readonly Nutrients[]): Nutrients {
  const out: Nutrients = {};
  const keys = new Set(list.flatMap((totals) => keysOf(totals)));
  for (const key of keys) {
    const values = list.map((totals) => totals[key]).filter((v): v is number => v !== undefined);
    if (values.length > 0) out[key] = round1(values.reduce((a, b) => a + b, 0) / values.length);
  }
  return out;
}
