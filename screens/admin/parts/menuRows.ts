import type { MenuDish } from '@/lib/contract/adminMenus';
import type { DiningType, MealKind } from '@/lib/contract/enums';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { dayjs } from '@/lib/i18n/dayjs';
import type { AllergenCode } from '@/lib/contract/allergy';
import type { NutrientInput } from '@/components/nutrition/DishNutrientFields';

// The menu editor's rows and how a loaded menu becomes them (decision 063).

export interface DishRow {
  name: string;
  grams: string;
  /** Codes of the allergen list (decision 080); null: not recorded. */
  allergens: AllergenCode[] | null;
}

export const blank = (): DishRow => ({ name: '', grams: '', allergens: null });

/** A row as the contract wants it. */
export function toDish(row: DishRow): MenuDish {
  return {
    name: row.name.trim(),
    weightGrams: Number(row.grams),
    allergens: row.allergens,
  };
}

/** A saved dish back in the editor, its recorded nutrients as typed text. */
export function fromDish(dish: MenuDish): { row: DishRow; nutrients: NutrientInput } {
  const nutrients: NutrientInput = {};
  for (const [key, value] of Object.entries(dish.nutrients ?? {}))
    if (typeof value === 'number') nutrients[key as keyof NutrientInput] = String(value);
  return {
    row: { name: dish.name, grams: String(dish.weightGrams), allergens: dish.allergens },
    nutrients,
  };
}

const same = (a: MenuDish, b: MenuDish) =>
  a.weightGrams === b.weightGrams && JSON.stringify(a.allergens) === JSON.stringify(b.allergens);

/** What a draft changes against the published version, by dish name. */
export function menuDiff(draft: MenuDish[], published: MenuDish[]) {
  const before = new Map(published.map((dish) => [dish.name, dish]));
  const after = new Set(draft.map((dish) => dish.name));
  return {
    added: draft.filter((dish) => !before.has(dish.name)).map((dish) => dish.name),
    removed: published.filter((dish) => !after.has(dish.name)).map((dish) => dish.name),
    changed: draft
      .filter((dish) => before.has(dish.name) && !same(dish, before.get(dish.name)!))
      .map((dish) => dish.name),
  };
}

/** "11月30日 午餐 普通餐": how the console names one menu in its questions. */
export function slotName(slot: { date: string; diningType: DiningType; mealKind: MealKind }) {
  const t = consoleMessages();
  return format(t.menus.slot, {
    day: dayjs(slot.date).format(t.menus.day),
    dining: t.dining[slot.diningType],
    kind: t.kinds[slot.mealKind],
  });
}
