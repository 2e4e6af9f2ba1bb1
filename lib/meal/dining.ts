import type { DiningType } from '@/lib/contract/enums';
import type { Messages } from '@/lib/i18n/zh-CN';

// Its own module, free of dayjs and the meal contract, so code that only names a meal (the outbox
// notice every signed-in screen loads) does not pull the calendar's dependencies with it.

/** The meal catalogue's key for each dining type. */
export const DINING_KEYS: Readonly<Record<DiningType, keyof Messages['meal']>> = {
  Breakfast: 'diningBreakfast',
  Lunch: 'diningLunch',
  Dinner: 'diningDinner',
};
