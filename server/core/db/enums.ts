import { sql } from 'drizzle-orm';
import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Enumerations are stored as text the database checks (a CHECK per column), with the column
// typed by the contract's enum, so services read them without casts. Text rather than Postgres
// enum types: adding a value later is a constraint swap, not an ALTER TYPE inside a migration.

/** The school calendar's exceptions to the Monday–Friday rule. */
export const CALENDAR_ENTRIES = ['Holiday', 'Workday', 'CollectivityLeave'] as const;
export type CalendarEntry = (typeof CALENDAR_ENTRIES)[number];

/** A check that `column` holds one of `values`. */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
  return check(name, sql`${column} in (${sql.raw(list)})`);
}

/** Where a Paid notification's money went (decision 018). */
export const PAYMENT_OUTCOMES = ['order', 'balance', 'amount_differs'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];
