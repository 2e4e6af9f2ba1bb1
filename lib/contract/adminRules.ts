import * as z from 'zod/mini';
import { endpoint } from './core';
import { ADMIN_ROLES } from './admin';
import { DiningType } from './enums';

// The school's rules in the console (decision 049): prices per dining type and meal kind,
// order and leave cut-offs, serving times and the functional switches. An order keeps the price
// it was placed at, so a change applies to orders placed after it.

const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time'));
const fen = z.int().check(z.gte(0), z.lte(100_000));
const days = z.int().check(z.gte(0), z.lte(7));

/** The switches the app knows (lib/meal/functions.ts, server/domains/school/switches.ts). */
export const SWITCH_NAMES = [
  'order',
  'monthOrder',
  'leave',
  'evaluate',
  'recharge',
  'refund',
] as const;
export const Switches = z.partialRecord(z.enum(SWITCH_NAMES), z.boolean());
export type Switches = z.infer<typeof Switches>;

export const DiningRule = z.object({
  diningType: DiningType,
  priceOrdinary: fen,
  priceMuslim: fen,
  orderDaysBefore: days,
  orderTime: time,
  leaveDaysBefore: days,
  leaveTime: time,
  serveStart: time,
  serveEnd: time,
  functionalSwitch: Switches,
});
export type DiningRule = z.infer<typeof DiningRule>;

export const SchoolRules = z.object({
  functionalSwitch: Switches,
  dining: z.array(DiningRule),
});
export type SchoolRules = z.infer<typeof SchoolRules>;

export const schoolRules = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/rules',
  response: SchoolRules,
});

/** Sets one dining type's rules (serving it if the school did not). */
export const saveDiningRule = endpoint({
  roles: ADMIN_ROLES,
  method: 'PUT',
  path: '/api/admin/rules/dining',
  body: DiningRule,
  response: SchoolRules,
});

export const saveSwitches = endpoint({
  roles: ADMIN_ROLES,
  method: 'PUT',
  path: '/api/admin/rules/switches',
  body: z.object({ functionalSwitch: Switches }),
  response: SchoolRules,
});
