import * as z from 'zod/mini';
import { endpoint } from './core';
import { KITCHEN_ROLES } from './admin';
import { isoDate } from './dates';
import { DiningType } from './enums';

// The kitchen's production sheet (decision 047): how many meals of each kind to cook for each
// class on one date and dining type.

export const SheetRow = z.object({
  classesId: z.int(),
  gradeName: z.string(),
  className: z.string(),
  ordinary: z.int().check(z.gte(0)),
  muslim: z.int().check(z.gte(0)),
  /** Paid meals of this class taken off by leave (already left out of the two counts). */
  leave: z.int().check(z.gte(0)),
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
});
export type ProductionSheet = z.infer<typeof ProductionSheet>;

export const productionSheet = endpoint({
  roles: KITCHEN_ROLES,
  method: 'GET',
  path: '/api/admin/sheet',
  query: z.object({ date: isoDate, diningType: DiningType }),
  response: ProductionSheet,
});
