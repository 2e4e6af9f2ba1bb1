import { format } from '@/lib/i18n';
import type { Messages } from '@/lib/i18n/zh-CN';

/** Null means "not recorded" and says so; an empty list means the dish has none. */
export function allergenText(m: Messages, allergens: string[] | null): string {
  if (allergens === null) return m.meal.allergenUnknown;
  if (allergens.length === 0) return m.meal.allergenNone;
  return format(m.meal.allergens, { list: allergens.join(m.common.listSeparator) });
}
