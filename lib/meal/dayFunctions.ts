import type { BusinessSettingTime } from '@/lib/contract/business';
import type { MealAxisStatus } from '@/lib/contract/enums';
import type { FunctionButton } from './functions';

// Apart from functions.ts, which home's first load carries: only the meal day and an order's
// meal screen (both loaded lazily) ask which buttons a day's meal hides.

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
