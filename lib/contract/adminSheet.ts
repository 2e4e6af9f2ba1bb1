import * as z from 'zod/mini';
import { endpoint } from './core';
import { KITCHEN_ROLES } from './admin';
import { isoDate } from './dates';
import { DiningType } from './enums';

// The kitchen's production sheet (decision 047): how many meals of each kind to cook for each
// class on one date and dining type, and beside the hard count the forecast of the children who
// will actually eat (decision 078).

/**
 * How a forecast was made: the class's collection rate on the same weekday over the last weeks
 * with records, else the class's rate on any day, else the school's; `none` when nothing was
 * ever recorded (the forecast is then the hard count).
 */
export const ForecastMethod = z.enum(['weekday', 'class', 'school', 'none']);
export type ForecastMethod = z.infer<typeof ForecastMethod>;

export const ForecastBasis = z.object({
  method: ForecastMethod,
  /** Collected over expected in the history used, 0 to 1; null with `none`. */
  rate: z.nullable(z.number()),
  /** The meals expected and collected in that history, and over how many service days. */
  expected: z.int(),
  collected: z.int(),
  days: z.int(),
});
export type ForecastBasis = z.infer<typeof ForecastBasis>;

export const SheetRow = z.object({
  classesId: z.int(),
  gradeName: z.string(),
  className: z.string(),
  ordinary: z.int().check(z.gte(0)),
  muslim: z.int().check(z.gte(0)),
  /** Paid meals of this class taken off by leave (already left out of the two counts). */
  leave: z.int().check(z.gte(0)),
  /** The children expected to eat: the hard count times the basis's rate, rounded. */
  forecast: z.int().check(z.gte(0)),
  forecastBasis: ForecastBasis,
});
export type SheetRow = z.infer<typeof SheetRow>;

export const ProductionSheet = z.object({
  date: isoDate,
  diningType: DiningType,
  /** The leave cut-off: after it nobody can change the counts, so the sheet is final. */
  cutOffAt: z.string(),
  final: z.boolean(),
  /** The school declared the day a holiday or collective leave: nothing is cooked. */
  dayOff: z.boolean(),
  rows: z.array(SheetRow),
  ordinary: z.int().check(z.gte(0)),
  muslim: z.int().check(z.gte(0)),
  leave: z.int().check(z.gte(0)),
  forecast: z.int().check(z.gte(0)),
});
export type ProductionSheet = z.infer<typeof ProductionSheet>;

export const productionSheet = endpoint({
  roles: KITCHEN_ROLES,
  method: 'GET',
  path: '/api/admin/sheet',
  query: z.object({ date: isoDate, diningType: DiningType }),
  response: ProductionSheet,
});
