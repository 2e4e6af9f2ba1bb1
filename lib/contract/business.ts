import * as z from 'zod/mini';
import { endpoint, pageQuery, paged } from './core';
import { DiningType, MealKind } from './enums';
import { isoDate } from './meal';
import { id } from './user';

// The service business of a school day (what is served, the cut-offs, which functions are on)
// and the catering businesses that serve schools (brief, images).

/**
 * "Business setting time" of (docs/product.md, "Validation"): one dining type on one date. A functional button
 * shows only when `functionalSwitch[name]` is true and `applies` holds.
 */
export const BusinessSettingTime = z.object({
  date: isoDate,
  diningType: DiningType,
  /** The school serves this dining type that day (a school day, and the unit serves it). */
  applies: z.boolean(),
  serveStart: z.string(),
  serveEnd: z.string(),
  /** ISO instants: the last moment to order, and to request leave, for this meal. */
  orderDeadline: z.string(),
  leaveDeadline: z.string(),
  /** Unit-wide and dining-type switches combined: a function is on only if both say so. */
  functionalSwitch: z.record(z.string(), z.boolean()),
});
export type BusinessSettingTime = z.infer<typeof BusinessSettingTime>;

/** Prices (fen) per meal kind for the selected child's school and dining type. */
export const MealBusiness = z.object({
  unitId: z.int(),
  diningType: DiningType,
  mealKind: MealKind,
  prices: z.object({ Ordinary: z.int().check(z.gte(0)), Muslim: z.int().check(z.gte(0)) }),
  serveStart: z.string(),
  serveEnd: z.string(),
});
export type MealBusiness = z.infer<typeof MealBusiness>;

/** A catering business serving schools. */
export const Business = z.object({
  id: z.int(),
  name: z.string(),
  phone: z.nullable(z.string()),
  logoUrl: z.nullable(z.string()),
  summary: z.nullable(z.string()),
});
export type Business = z.infer<typeof Business>;

export const BusinessImage = z.object({
  id: z.int(),
  title: z.string(),
  url: z.string(),
});
export type BusinessImage = z.infer<typeof BusinessImage>;

export const BusinessBrief = z.object({
  id: z.int(),
  name: z.string(),
  content: z.string(),
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
});
export type BusinessBrief = z.infer<typeof BusinessBrief>;

const datePath = z.object({ date: isoDate });

/** Every dining type of the school on `date`, for the selected child. */
export const serviceBusinessOfDate = endpoint({
  method: 'GET',
  path: '/api/service/business/{date}',
  params: datePath,
  response: z.array(BusinessSettingTime),
});

export const serviceBusiness = endpoint({
  method: 'GET',
  path: '/api/service/business/{diningType}/{date}',
  params: z.object({ diningType: DiningType, date: isoDate }),
  response: BusinessSettingTime,
});

export const mealBusiness = endpoint({
  method: 'GET',
  path: '/api/meal/business',
  query: z.object({ diningType: z._default(DiningType, 'Lunch') }),
  response: MealBusiness,
});

/** The business serving the selected student's school; null when none is assigned. */
export const studentBusiness = endpoint({
  method: 'GET',
  path: '/api/business/student/service/business',
  response: z.nullable(Business),
});

export const businessImages = endpoint({
  method: 'GET',
  path: '/api/business/images/{id}',
  params: z.object({ id }),
  response: z.array(BusinessImage),
});

export const schoolBusinesses = endpoint({
  method: 'GET',
  path: '/api/business/{schoolId}/service/school',
  params: z.object({ schoolId: id }),
  query: pageQuery,
  response: paged(Business),
});

export const businessBrief = endpoint({
  method: 'GET',
  path: '/api/business/brief/{id}',
  params: z.object({ id }),
  response: BusinessBrief,
});
