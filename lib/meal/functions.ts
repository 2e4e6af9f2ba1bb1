import type { BusinessSettingTime } from '@/lib/contract/business';
import type { DiningType, MealAxisStatus } from '@/lib/contract/enums';

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

/**
 * The buttons that make no sense for a day's meal: rating needs an eaten meal; ordering and leave
 * close at their deadlines. The meal day and an order's meal detail agree through this one rule.
 */
export function hiddenDayFunctions(
  status: MealAxisStatus | undefined,
  setting: BusinessSettingTime | undefined,
  now: number = Date.now(),
): FunctionButton[] {
  const hidden: FunctionButton[] = [];
  if (status !== 'Meals') hidden.push('evaluate');
  if (setting && now > Date.parse(setting.orderDeadline)) hidden.push('order');
  if (setting && now > Date.parse(setting.leaveDeadline)) hidden.push('leave');
  return hidden;
}
