import * as z from 'zod/mini';
import { Nutrients } from './nutrition';
import { endpoint, text } from './core';
import { isoDate, isoMonth } from './dates';
import { DiningType, MealAxisStatus, MealCommentItemType, MealKind } from './enums';
import { id } from './user';
import { DishAllergens } from './allergens';

// The meal axis (one status per child, date and dining type), meal boxes (a day's dishes),
// ratings and meal logs. The child is the selected identity (`associatedUser` header), verified
// by the server against the token's account.

// Defined in ./dates (kept small for the route table); still importable from here.
export { isoDate, isoMonth };

const year = z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100));
const month = z.coerce.number().check(z.int(), z.gte(1), z.lte(12));
const day = z.coerce.number().check(z.int(), z.gte(1), z.lte(31));

/**
 * How a calendar day looks. (docs/product.md, "States and transitions"): Order/Reserve -> completed, Leave/CollectivityLeave
 * -> leave, Meals -> awaitComment, Evaluate -> commented; today's date uses the `today*`
 * variants (today covers an order, a served meal or no entry); `blank` is a day with nothing.
 */
export const MealStyle = z.enum([
  'completed',
  'leave',
  'awaitComment',
  'commented',
  'today',
  'todayleave',
  'todaycommented',
  'blank',
]);
export type MealStyle = z.infer<typeof MealStyle>;

/** The spec's mapping, shared by the server (month data) and the client (local transitions). */
export function mealStyle(status: MealAxisStatus | null, isToday: boolean): MealStyle {
  if (isToday) {
    if (status === 'Evaluate') return 'todaycommented';
    if (status === 'Leave' || status === 'CollectivityLeave') return 'todayleave';
    return 'today';
  }
  switch (status) {
    case 'Order':
    case 'Reserve':
      return 'completed';
    case 'Leave':
    case 'CollectivityLeave':
      return 'leave';
    case 'Meals':
      return 'awaitComment';
    case 'Evaluate':
      return 'commented';
    default:
      return 'blank';
  }
}

/** (docs/product.md, "What the app keeps"), "Meal axis entry". `mealBoxId` 0 is the today placeholder; null: no menu. */
export const MealAxisEntry = z.object({
  mealsDate: isoDate,
  mealAxisStatus: MealAxisStatus,
  mealBoxId: z.nullable(z.int().check(z.gte(0))),
  diningType: DiningType,
});
export type MealAxisEntry = z.infer<typeof MealAxisEntry>;

/** One date of "user meal info by month". */
export const MealInfoItem = z.object({
  value: isoDate,
  diningType: DiningType,
  style: MealStyle,
  mealAxisStatus: MealAxisStatus,
  mealBoxId: z.nullable(z.int().check(z.gte(0))),
});
export type MealInfoItem = z.infer<typeof MealInfoItem>;

export const MonthMealInfo = z.object({
  year: z.int(),
  month: z.int(),
  diningType: DiningType,
  /** The school's today, so the client marks the same date the server used for styles. */
  today: isoDate,
  items: z.array(MealInfoItem),
  /** When the server built this answer (ISO); offline, the screen shows the data's age. */
  generatedAt: z.string(),
});
export type MonthMealInfo = z.infer<typeof MonthMealInfo>;

export const DishWeight = z.object({
  dishId: z.int(),
  name: z.string(),
  /** Per 100 g, as frozen in the version (decision 081); absent or null: none recorded. */
  nutrients: z.optional(z.nullable(Nutrients)),
  /** Grams per portion. */
  weight: z.int().check(z.gte(0)),
  /** Portions per child. */
  count: z.int().check(z.gte(0)),
  /** Allergen codes (decision 080); `[]` means none, null means the school has not recorded them. */
  allergens: DishAllergens,
});
export type DishWeight = z.infer<typeof DishWeight>;

/** (docs/product.md, "What the app keeps"), "Meal box": one menu (unit, date, dining type, meal kind) with its dishes. */
export const MealBox = z.object({
  id: z.int(),
  date: isoDate,
  diningType: DiningType,
  mealKind: MealKind,
  dishesWeights: z.array(DishWeight),
  generatedAt: z.string(),
});
export type MealBox = z.infer<typeof MealBox>;

export const MealCommentIndex = z.object({
  id: z.int(),
  name: z.string(),
  /** Chosen (in a rating) or pre-selected (in the item list). */
  isActive: z.boolean(),
});
export type MealCommentIndex = z.infer<typeof MealCommentIndex>;

/** (docs/product.md, "What the app keeps"), "Meal comment indicator". Input items carry free text in `content`. */
export const MealCommentItem = z.object({
  id: z.int(),
  mealCommentItemType: MealCommentItemType,
  title: z.string(),
  mealCommentIndices: z.array(MealCommentIndex),
  content: z.nullable(z.string()),
});
export type MealCommentItem = z.infer<typeof MealCommentItem>;

export const MealComment = z.object({
  id: z.int(),
  mealsDate: isoDate,
  diningType: DiningType,
  items: z.array(MealCommentItem),
  createdAt: z.string(),
});
export type MealComment = z.infer<typeof MealComment>;

/** A day of the meal log: `count` meals served that day; Evaluate once one of them is rated. */
export const MealLogDay = z.object({
  mealsDate: isoDate,
  mealAxisStatus: MealAxisStatus,
  count: z.int().check(z.gte(0)),
});
export type MealLogDay = z.infer<typeof MealLogDay>;

export const MealLogMonth = z.object({
  logDate: isoMonth,
  mealLogs: z.array(MealLogDay),
});
export type MealLogMonth = z.infer<typeof MealLogMonth>;

export const MonthSummary = z.object({
  month: isoMonth,
  /** Count of days per status for the dining type (statuses with no day are omitted). */
  statusCounts: z.partialRecord(MealAxisStatus, z.int().check(z.gte(0))),
});
export type MonthSummary = z.infer<typeof MonthSummary>;

export const OrderCount = z.object({
  /** Meals ordered (paid or awaiting payment) from today on. */
  count: z.int().check(z.gte(0)),
});
export type OrderCount = z.infer<typeof OrderCount>;

const diningQuery = z.object({ diningType: z._default(DiningType, 'Lunch') });

export const mealMonth = endpoint({
  method: 'GET',
  path: '/api/meal/axis/year/{y}/month/{m}',
  params: z.object({ y: year, m: month }),
  query: diningQuery,
  response: MonthMealInfo,
});

/** A day's entries, one per dining type the school serves (diningType narrows to one). */
export const mealDay = endpoint({
  method: 'GET',
  path: '/api/meal/axis/year/{y}/month/{m}/day/{d}',
  params: z.object({ y: year, m: month, d: day }),
  query: z.object({ diningType: z.optional(DiningType) }),
  response: z.array(MealAxisEntry),
});

export const mealYear = endpoint({
  method: 'GET',
  path: '/api/meal/axis/year',
  query: z.object({ year: z.optional(year), diningType: z._default(DiningType, 'Lunch') }),
  response: z.array(MonthSummary),
});

/** Id 0 is today's box for the selected child and `diningType`. */
export const mealBox = endpoint({
  method: 'GET',
  path: '/api/meal/axis/mealbox/{id}',
  params: z.object({ id: z.coerce.number().check(z.int(), z.gte(0), z.lte(2_147_483_647)) }),
  query: z.object({ diningType: z.optional(DiningType) }),
  response: MealBox,
});

export const mealLogs = endpoint({
  method: 'GET',
  path: '/api/meal/axis/logs',
  query: z.object({ year: z.optional(year) }),
  response: z.array(MealLogMonth),
});

export const orderCount = endpoint({
  method: 'GET',
  path: '/api/meal/axis/associated/user/{associatedUserId}/order/count',
  params: z.object({ associatedUserId: id }),
  response: OrderCount,
});

/** Rates a served meal; once per child, date and dining type; a replay under its key answers the same. */
export const rateMeal = endpoint({
  method: 'POST',
  path: '/api/meal/comment',
  body: z.object({
    mealsDate: isoDate,
    diningType: DiningType,
    items: z
      .array(
        z.object({
          itemId: id,
          indexIds: z._default(z.array(id).check(z.maxLength(20)), []),
          content: z.optional(text(true).check(z.trim(), z.maxLength(500))),
        }),
      )
      .check(z.minLength(1), z.maxLength(20)),
  }),
  response: MealComment,
  idempotent: true,
});

/** The rating of a meal, or null when it has none yet. */
export const mealCommentOf = endpoint({
  method: 'GET',
  path: '/api/meal/comment',
  query: z.object({ mealsDate: isoDate, diningType: DiningType }),
  response: z.nullable(MealComment),
});

export const mealCommentItems = endpoint({
  method: 'GET',
  path: '/api/meal/comment/item',
  response: z.array(MealCommentItem),
});
