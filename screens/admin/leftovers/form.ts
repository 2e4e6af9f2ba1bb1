import {
  LEFTOVER_MAX,
  type DishLeftover,
  type LeftoverUnit,
  type ServiceLeftovers,
} from '@/lib/contract/serving';
import type { MealKind } from '@/lib/contract/enums';

// The leftovers form's model (decision 078): what the kitchen types (portions as whole numbers,
// kilograms with up to three decimals) and what is sent (portions, or whole grams).

export interface DishDraft {
  key: string;
  mealKind: MealKind;
  dishName: string;
  unit: LeftoverUnit;
  prepared: string;
  returned: string;
}

export type AmountProblem = 'portion' | 'kg' | 'over';

export interface DishCheck {
  prepared?: AmountProblem;
  returned?: AmountProblem;
}

/** Grams as kilograms for the input: 1250 -> "1.25". */
export function kgText(grams: number): string {
  return String(grams / 1000);
}

/** A typed amount in the unit's stored integer (portions, or grams); null when not one. */
export function parseAmount(text: string, unit: LeftoverUnit): number | null {
  const typed = text.trim();
  if (unit === 'Portion') {
    if (!/^\d{1,9}$/.test(typed)) return null;
    const portions = Number(typed);
    return portions <= LEFTOVER_MAX ? portions : null;
  }
  const match = /^(\d{1,6})(?:\.(\d{1,3}))?$/.exec(typed);
  if (!match) return null;
  // Whole grams from the digits, never through a float (0.1 kg is 100 g, not 100.00000000000001).
  const grams = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return grams <= LEFTOVER_MAX ? grams : null;
}

function shown(amount: number, unit: LeftoverUnit): string {
  return unit === 'Gram' ? kgText(amount) : String(amount);
}

/**
 * The rows to show: what was recorded, then the published menu's dishes not recorded yet
 * (in portions, empty), so a first visit is filled from the menu and a later one edits the record.
 */
export function draftsOf(data: ServiceLeftovers): DishDraft[] {
  const recorded = data.dishes.map((dish) => ({
    key: `${dish.mealKind}:${dish.dishName}`,
    mealKind: dish.mealKind,
    dishName: dish.dishName,
    unit: dish.unit,
    prepared: shown(dish.prepared, dish.unit),
    returned: shown(dish.returned, dish.unit),
  }));
  const seen = new Set(recorded.map((row) => row.key));
  const fromMenu = data.menuDishes
    .map((dish) => ({
      key: `${dish.mealKind}:${dish.dishName}`,
      mealKind: dish.mealKind,
      dishName: dish.dishName,
      unit: 'Portion' as const,
      prepared: '',
      returned: '',
    }))
    .filter((row) => !seen.has(row.key) && (seen.add(row.key), true));
  return [...recorded, ...fromMenu];
}

/** A row left blank is not recorded; a row started must be whole and not return more than made. */
export function checkDish(row: DishDraft): DishCheck {
  if (row.prepared.trim() === '' && row.returned.trim() === '') return {};
  const bad: AmountProblem = row.unit === 'Portion' ? 'portion' : 'kg';
  const prepared = parseAmount(row.prepared, row.unit);
  const returned = parseAmount(row.returned, row.unit);
  const check: DishCheck = {};
  if (prepared === null) check.prepared = bad;
  if (returned === null) check.returned = bad;
  else if (prepared !== null && returned > prepared) check.returned = 'over';
  return check;
}

export function isBlank(row: DishDraft): boolean {
  return row.prepared.trim() === '' && row.returned.trim() === '';
}

/** The dishes to send, or null while any row has a problem. */
export function dishesToSend(rows: readonly DishDraft[]): DishLeftover[] | null {
  const sent: DishLeftover[] = [];
  for (const row of rows) {
    if (isBlank(row)) continue;
    const check = checkDish(row);
    if (check.prepared || check.returned) return null;
    sent.push({
      mealKind: row.mealKind,
      dishName: row.dishName.trim(),
      unit: row.unit,
      prepared: parseAmount(row.prepared, row.unit) ?? 0,
      returned: parseAmount(row.returned, row.unit) ?? 0,
    });
  }
  return sent;
}
