import * as z from 'zod/mini';
import { endpoint, text } from './core';
import { ADMIN_ROLES } from './admin';
import { isoDate, isoMonth } from './dates';

// The school calendar in the console (decision 049): holidays, make-up workdays and collective
// leave days. Declaring a day off credits that day's paid meals, once.

export const CalendarKind = z.enum(['Holiday', 'Workday', 'CollectivityLeave']);
export type CalendarKind = z.infer<typeof CalendarKind>;

export const CalendarDay = z.object({
  date: isoDate,
  kind: CalendarKind,
  name: z.string(),
});
export type CalendarDay = z.infer<typeof CalendarDay>;

export const calendarMonth = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/calendar',
  query: z.object({ month: isoMonth }),
  response: z.array(CalendarDay),
});

export const declareDay = endpoint({
  roles: ADMIN_ROLES,
  method: 'PUT',
  path: '/api/admin/calendar',
  body: z.object({
    date: isoDate,
    kind: CalendarKind,
    name: text().check(z.minLength(1), z.maxLength(30)),
  }),
  /** How many paid meals the declaration credited (0 for a workday or a second declaration). */
  response: z.object({ credited: z.int().check(z.gte(0)) }),
});

export const clearDay = endpoint({
  roles: ADMIN_ROLES,
  method: 'DELETE',
  path: '/api/admin/calendar/{date}',
  params: z.object({ date: isoDate }),
  response: z.object({ removed: z.boolean() }),
});
