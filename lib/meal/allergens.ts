import { format } from '../i18n';
import type { Messages } from '../i18n/zh-CN';

/** Null means "not recorded" and says so; an empty list means the dish has none. */
export function allergenText(t: Messages['meal'], allergens: string[] | null): string {
  if (allergens === null) return t.allergenUnknown;
  if (allergens.length === 0) return t.allergenNone;
  return format(t.allergens, { list: allergens.join('、') });
}
