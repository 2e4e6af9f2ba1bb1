import type { UnsafeMealRefusal } from '@/lib/contract/allergy';
import type { MealKind } from '@/lib/contract/enums';
import { format, messages } from '@/lib/i18n';
import { allergyMessages } from '@/lib/i18n/areas/allergy';
import { allergenList } from '@/lib/meal/allergens';
import { diningLabel } from '@/lib/order/labels';
import { showModal } from '@/lib/platform/feedback';

/** "宫保鸡丁含花生、芝麻" for each unsafe dish, from the refusal's data. */
export function unsafeDishesText(dishes: UnsafeMealRefusal['dishes']): string {
  const a = allergyMessages();
  const m = messages();
  return dishes
    .map((d) => format(a.refusal.dish, { dish: d.dish, allergens: allergenList(m, d.allergens) }))
    .join(m.common.listSeparator);
}

/**
 * Ordering refused an unsafe meal (409 MEAL_UNSAFE_FOR_CHILD, decision 080): a dialog names the
 * dish and the allergen and, when the school has a safe meal kind, offers to switch to it.
 * Resolves with the kind to switch to, or null.
 */
export async function showUnsafeRefusal(
  refusal: UnsafeMealRefusal,
  childName: string,
): Promise<MealKind | null> {
  const r = allergyMessages().refusal;
  const kind = refusal.safeMealKind;
  const { confirm } = await showModal({
    title: childName ? format(r.title, { child: childName }) : r.titleNoName,
    content: format(allergyMessages().twoSentences, {
      first: unsafeDishesText(refusal.dishes),
      second: format(r.body, { date: refusal.date, meal: diningLabel(refusal.diningType) }),
    }),
    showCancel: kind !== null,
    cancelText: r.close,
    confirmText: kind ? format(r.switch, { kind: allergyMessages().mealKind[kind] }) : r.close,
  });
  return confirm && kind ? kind : null;
}
