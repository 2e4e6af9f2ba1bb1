import * as z from 'zod/mini';

// The date formats of the contract, in a module of their own so the route table (in the app's
// first load) can read them without pulling in every meal schema and endpoint.

/** `YYYY-MM-DD`, the school day in the unit's time zone. */
export const isoDate = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'date'));
/** `YYYY-MM`, how meal logs name a month. */
export const isoMonth = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month'));
