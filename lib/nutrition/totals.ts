import { NUTRIENT_KEYS, type NutrientKey, type Nutrients } from '../contract/nutrition';
import type { Verdict } from '../contract/nutrition';
import { ENERGY_RANGE, PROTEIN_RANGE, type MealTarget } from './targets';

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
    for (const key of NUTRIENT_KEYS) {
      const per100 = dish.nutrients?.[key];
      if (per100 === undefined) continue;
      totals[key] = (totals[key] ?? 0) + (dish.weightGrams / 100) * per100;
    }
  }
  for (const key of NUTRIENT_KEYS) {
    if (totals[key] !== undefined) totals[key] = round1(totals[key]);
  }
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
  for (const key of NUTRIENT_KEYS) {
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
  for (const key of NUTRIENT_KEYS) {
    const values = list.map((totals) => totals[key]).filter((v): v is number => v !== undefined);
    if (values.length > 0) out[key] = round1(values.reduce((a, b) => a + b, 0) / values.length);
  }
  return out;
}
