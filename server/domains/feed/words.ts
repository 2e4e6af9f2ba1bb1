import type { DiningType, MealKind } from '../../../lib/contract/enums';
import type { FrozenDish } from '../schema';
import { serverMessage, serverMessages } from '../../messages';
import { allergenName } from '../allergy';

// The feeds' words, from the server's catalogue (Chinese, as the app shows them).

export const mealName = (diningType: DiningType) =>
  ({
    Breakfast: serverMessages.diningBreakfast,
    Lunch: serverMessages.diningLunch,
    Dinner: serverMessages.diningDinner,
  })[diningType];

export const kindName = (kind: MealKind) =>
  kind === 'Muslim' ? serverMessages.kindMuslim : serverMessages.kindOrdinary;

/** One line per dish with its weight and allergen marks; unrecorded allergens are said so. */
export function dishLines(
  dishes: readonly Pick<FrozenDish, 'name' | 'weightGrams' | 'allergens'>[] | null,
): string {
  if (!dishes || dishes.length === 0) return serverMessages.feedNoMenu;
  return dishes
    .map((dish) => {
      const allergens =
        dish.allergens === null
          ? serverMessages.feedAllergensUnknown
          : dish.allergens.length > 0
            ? serverMessage('feedAllergens', { list: dish.allergens.map(allergenName).join('、') })
            : '';
      const line = serverMessage('feedDish', { name: dish.name, grams: dish.weightGrams });
      return allergens ? `${line}（${allergens}）` : line;
    })
    .join('\n');
}
