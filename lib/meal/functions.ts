import type { BusinessSettingTime } from '@/lib/contract/business';
import type { DiningType } from '@/lib/contract/enums';

/** The functional buttons of the home screen, by their `functionalSwitch` names. */
export const FUNCTION_BUTTONS = ['order', 'monthOrder', 'leave', 'evaluate'] as const;
export type FunctionButton = (typeof FUNCTION_BUTTONS)[number];

/**
 * (docs/product.md, "Validation"): a functional button shows only if the business setting time's
 * functionalSwitch holds a true value for the function and the dining type applies.
 */
export function isFunctionShown(
  setting: BusinessSettingTime | undefined,
  name: FunctionButton,
  diningType: DiningType,
): boolean {
  if (!setting || !setting.applies || setting.diningType !== diningType) return false;
  return setting.functionalSwitch[name] === true;
}

export function shownFunctions(
  setting: BusinessSettingTime | undefined,
  diningType: DiningType,
): FunctionButton[] {
  return FUNCTION_BUTTONS.filter((name) => isFunctionShown(setting, name, diningType));
}
