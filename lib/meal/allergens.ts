import { ALLERGENS, type AllergenCategory } from '@/lib/i18n/allergens';
import { format, getLocale } from '@/lib/i18n';
import type { Messages } from '@/lib/i18n/zh-CN';

// Dishes carry allergen codes of one list (decision 080). Older cached menus may still hold the
// free text they were written with: a string that is no code is shown as it is.

const BY_CODE: ReadonlyMap<string, AllergenCategory> = new Map(ALLERGENS.map((a) => [a.code, a]));

/** The category of a code, or undefined for free text. */
export function allergenCategory(code: string): AllergenCategory | undefined {
  return BY_CODE.get(code);
}

/** A code's name in the user's language; anything else as it is. */
export function allergenName(code: string): string {
  const category = BY_CODE.get(code);
  if (!category) return code;
  return getLocale() === 'en' ? category.en : category.zh;
}

/** GB 7718's eight first, then the rest, each group in the list's order. */
export const ALLERGENS_GB_FIRST: readonly AllergenCategory[] = [
  ...ALLERGENS.filter((a) => a.gb7718),
  ...ALLERGENS.filter((a) => !a.gb7718),
];

/** Null means "not recorded" and says so; an empty list means the dish has none. */
export function allergenText(m: Messages, allergens: readonly string[] | null): string {
  if (allergens === null) return m.meal.allergenUnknown;
  if (allergens.length === 0) return m.meal.allergenNone;
  return format(m.meal.allergens, {
    list: allergens.map(allergenName).join(m.common.listSeparator),
  });
}

/** The names of codes joined in the user's language. */
export function allergenList(m: Messages, allergens: readonly string[]): string {
  return allergens.map(allergenName).join(m.common.listSeparator);
}
