import * as z from 'zod/mini';
import { AllergenCode } from './allergens';
import { endpoint, id, jsonId, text } from './core';
import { KITCHEN_ROLES } from './admin';
import { isoDate } from './dates';
import { DiningType, MealKind } from './enums';

// The serving line (decision 078): who collected their meal, what came back, and the counts a
// school can look at. A meal is marked collected by the kitchen (console staff) or by a teacher
// bound to the child's class, from a class list or by scanning the child's meal code.

/** What happened to one ordered meal at the serving line. */
export const CollectionState = z.enum([
  /** Ordered and paid, not collected yet (service still running or not started). */
  'Ordered',
  'Collected',
  /** Service ended and nobody marked it collected. */
  'Missed',
  /** The child has a confirmed leave (or the school a collective leave) for it. */
  'Leave',
  /** No paid order for that day: a scan is refused, never counted. */
  'NotOrdered',
]);
export type CollectionState = z.infer<typeof CollectionState>;

/** How a collection was marked. */
export const CollectionSource = z.enum(['List', 'Code']);
export type CollectionSource = z.infer<typeof CollectionSource>;

export const ServingChild = z.object({
  associatedUserId: z.int(),
  name: z.string(),
  mealKind: z.nullable(MealKind),
  state: CollectionState,
  /** ISO instant of the collection (or of the end of service, for Missed). */
  at: z.nullable(z.string()),
  source: z.nullable(CollectionSource),
  /** The child's verified allergen codes (decision 080): codes only, no severity or notes. */
  allergies: z.optional(z.array(AllergenCode)),
});
export type ServingChild = z.infer<typeof ServingChild>;

export const ServingCounts = z.object({
  /** Meals that should be collected: ordered, paid, not on leave. */
  expected: z.int().check(z.gte(0)),
  collected: z.int().check(z.gte(0)),
  missed: z.int().check(z.gte(0)),
  leave: z.int().check(z.gte(0)),
});
export type ServingCounts = z.infer<typeof ServingCounts>;

export const ServingClass = z.object({
  classesId: z.int(),
  gradeName: z.string(),
  className: z.string(),
  counts: ServingCounts,
});
export type ServingClass = z.infer<typeof ServingClass>;

const serviceQuery = z.object({ date: isoDate, diningType: DiningType });

/** The classes the caller may serve on a date: every class for the kitchen, a teacher's own. */
export const servingClasses = endpoint({
  method: 'GET',
  path: '/api/serving/classes',
  query: serviceQuery,
  response: z.object({
    date: isoDate,
    diningType: DiningType,
    /** The service's end: after it, meals not collected are Missed. */
    serveEndAt: z.string(),
    classes: z.array(ServingClass),
  }),
});

/** One class's list to tick. Another school's class, or a class a teacher is not bound to: 404. */
export const servingList = endpoint({
  method: 'GET',
  path: '/api/serving/class/{classesId}',
  params: z.object({ classesId: id }),
  query: serviceQuery,
  response: z.object({
    date: isoDate,
    diningType: DiningType,
    classesId: z.int(),
    gradeName: z.string(),
    className: z.string(),
    serveEndAt: z.string(),
    children: z.array(ServingChild),
    counts: ServingCounts,
  }),
});

export const Collection = z.object({
  associatedUserId: z.int(),
  name: z.string(),
  className: z.string(),
  date: isoDate,
  diningType: DiningType,
  mealKind: MealKind,
  collectedAt: z.string(),
  source: CollectionSource,
});
export type Collection = z.infer<typeof Collection>;

/**
 * Marks one meal collected from the class list. Refused (409, nothing stored) with the reason:
 * `ALREADY_COLLECTED` (names the time), `ON_LEAVE`, `NOT_ORDERED`. A replay under the same
 * Idempotency-Key (the outbox resending after the network came back) answers the first result.
 */
export const collectMeal = endpoint({
  method: 'POST',
  path: '/api/serving/collect',
  idempotent: true,
  body: z.object({ associatedUserId: jsonId, date: isoDate, diningType: DiningType }),
  response: Collection,
});

/** A child's meal code, as the parent's app and the tray label show it (opaque to clients). */
export const MealCode = text().check(z.minLength(8), z.maxLength(200));

/**
 * Marks the meal a scanned code names collected. A code that is forged, altered or of another
 * school answers 404 `MEAL_CODE_INVALID`; a code of another day `MEAL_CODE_OTHER_DAY`; otherwise
 * the same refusals as `collectMeal`.
 */
export const scanMealCode = endpoint({
  method: 'POST',
  path: '/api/serving/scan',
  idempotent: true,
  body: z.object({ code: MealCode, date: isoDate, diningType: DiningType }),
  response: Collection,
});

/** Takes back a mistaken tick (the same people who may tick; service day only). */
export const undoCollection = endpoint({
  method: 'POST',
  path: '/api/serving/collect/undo',
  body: z.object({ associatedUserId: jsonId, date: isoDate, diningType: DiningType }),
  response: z.object({ associatedUserId: z.int(), state: CollectionState }),
});

/**
 * The selected child's meal on a date, for the parent: its state, when it was collected, and
 * the code to show at the serving line (only while it can still be collected).
 */
export const childMealCollection = endpoint({
  method: 'GET',
  path: '/api/serving/child',
  query: serviceQuery,
  response: z.object({
    date: isoDate,
    diningType: DiningType,
    state: CollectionState,
    at: z.nullable(z.string()),
    code: z.nullable(z.string()),
  }),
});

/** Tray labels: one per child with a meal to collect that day, with the child's code. */
export const TrayLabel = z.object({
  associatedUserId: z.int(),
  name: z.string(),
  gradeName: z.string(),
  className: z.string(),
  mealKind: MealKind,
  code: z.string(),
  /** The child's verified allergen codes (decision 080), printed on the label. */
  allergies: z.array(AllergenCode),
});
export type TrayLabel = z.infer<typeof TrayLabel>;

export const trayLabels = endpoint({
  roles: KITCHEN_ROLES,
  method: 'GET',
  path: '/api/admin/serving/labels',
  query: serviceQuery,
  response: z.array(TrayLabel),
});

// ---- Leftovers ---------------------------------------------------------------------------

/** How a dish's leftovers are measured: portions, or grams (the screen shows kilograms). */
export const LeftoverUnit = z.enum(['Portion', 'Gram']);
export type LeftoverUnit = z.infer<typeof LeftoverUnit>;

/** The most one record may say: 100 t, or 100,000 portions. */
export const LEFTOVER_MAX = 100_000_000;

export const DishLeftover = z.object({
  mealKind: MealKind,
  dishName: text().check(z.minLength(1), z.maxLength(50)),
  unit: LeftoverUnit,
  prepared: z.int().check(z.gte(0), z.lte(LEFTOVER_MAX)),
  /** What came back untouched; never more than was prepared. */
  returned: z.int().check(z.gte(0), z.lte(LEFTOVER_MAX)),
});
export type DishLeftover = z.infer<typeof DishLeftover>;

/** Served but not eaten, per class, when the school weighs plates. */
export const PlateWaste = z.object({
  classesId: jsonId,
  grams: z.int().check(z.gte(0), z.lte(LEFTOVER_MAX)),
});
export type PlateWaste = z.infer<typeof PlateWaste>;

export const ServiceLeftovers = z.object({
  date: isoDate,
  diningType: DiningType,
  dishes: z.array(DishLeftover),
  plates: z.array(z.object({ ...PlateWaste.shape, className: z.string() })),
  /** The published menus' dishes of that service, to fill the form with (name, kind, grams). */
  menuDishes: z.array(z.object({ mealKind: MealKind, dishName: z.string(), weightGrams: z.int() })),
});
export type ServiceLeftovers = z.infer<typeof ServiceLeftovers>;

export const serviceLeftovers = endpoint({
  roles: KITCHEN_ROLES,
  method: 'GET',
  path: '/api/admin/leftovers',
  query: serviceQuery,
  response: ServiceLeftovers,
});

/**
 * Records one service's leftovers: the dishes and plates named are stored (replacing what was
 * recorded for them); dishes and classes not named are left as they were. Nothing named: 400
 * `LEFTOVERS_EMPTY`. Returned above prepared: 400 `LEFTOVER_OVER_PREPARED`.
 */
export const saveLeftovers = endpoint({
  roles: KITCHEN_ROLES,
  method: 'PUT',
  path: '/api/admin/leftovers',
  body: z.object({
    date: isoDate,
    diningType: DiningType,
    dishes: z.array(DishLeftover).check(z.maxLength(40)),
    plates: z.array(PlateWaste).check(z.maxLength(200)),
  }),
  response: ServiceLeftovers,
});

// ---- The school's serving settings ---------------------------------------------------------

export const MISSED_THRESHOLD_MIN = 1;
export const MISSED_THRESHOLD_MAX = 31;

export const ServingSettings = z.object({
  /** Ordered meals missed in a month before the guardian gets a gentle reminder. */
  missedThreshold: z.int().check(z.gte(MISSED_THRESHOLD_MIN), z.lte(MISSED_THRESHOLD_MAX)),
  /** The public menu page shows each dish's average rating of the week (never who rated). */
  publicRatings: z.boolean(),
  /** What a kilogram of food costs the school, in fen: turns wasted grams into money. */
  foodCostPerKg: z.int().check(z.gte(0), z.lte(1_000_000)),
});
export type ServingSettings = z.infer<typeof ServingSettings>;

export const DEFAULT_SERVING_SETTINGS: ServingSettings = {
  missedThreshold: 3,
  publicRatings: false,
  foodCostPerKg: 2000,
};

export const servingSettings = endpoint({
  roles: KITCHEN_ROLES,
  method: 'GET',
  path: '/api/admin/serving/settings',
  response: ServingSettings,
});

export const saveServingSettings = endpoint({
  roles: ['SchoolAdmin'],
  method: 'PUT',
  path: '/api/admin/serving/settings',
  body: ServingSettings,
  response: ServingSettings,
});

// ---- The numbers a school can look at ------------------------------------------------------

/** The longest period the dashboard reads at once. */
export const WASTE_PERIOD_MAX_DAYS = 92;

export const WasteRow = z.object({
  /** A date, a class id, a dining type or a dish name, as the table groups. */
  key: z.string(),
  label: z.string(),
  ordered: z.int(),
  leave: z.int(),
  collected: z.int(),
  notCollected: z.int(),
  /** Dishes' returned grams (portions turned into grams by the menu's weight) plus plates. */
  leftoverGrams: z.int(),
  /** The leftover grams at the school's food cost, in fen. */
  wasteFen: z.int(),
  /** What the meals nobody collected were paid, in fen. */
  uncollectedFen: z.int(),
});
export type WasteRow = z.infer<typeof WasteRow>;

export const DishRating = z.object({
  dishName: z.string(),
  /** Meals served with this dish in the period. */
  meals: z.int(),
  /** The average of the ratings of those meals, 1 to 5; null when nobody rated. */
  average: z.nullable(z.number()),
  ratings: z.int(),
  leftoverGrams: z.int(),
});
export type DishRating = z.infer<typeof DishRating>;

export const WeekRating = z.object({
  /** The Monday of the week. */
  week: isoDate,
  average: z.nullable(z.number()),
  ratings: z.int(),
});
export type WeekRating = z.infer<typeof WeekRating>;

export const WasteReport = z.object({
  from: isoDate,
  to: isoDate,
  foodCostPerKg: z.int(),
  totals: WasteRow,
  days: z.array(WasteRow),
  classes: z.array(WasteRow),
  diningTypes: z.array(WasteRow),
  dishes: z.array(DishRating),
  weeks: z.array(WeekRating),
});
export type WasteReport = z.infer<typeof WasteReport>;

/** `to` before `from`, or more than `WASTE_PERIOD_MAX_DAYS` days: 400 `PERIOD_INVALID`. */
export const wasteReport = endpoint({
  roles: KITCHEN_ROLES,
  method: 'GET',
  path: '/api/admin/waste',
  query: z.object({ from: isoDate, to: isoDate }),
  response: WasteReport,
});
