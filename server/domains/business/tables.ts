import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { units } from '../school/tables';

/** A catering business and the schools it serves. */
export const businesses = pgTable('businesses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone'),
  address: text('address'),
  logoUrl: text('logo_url'),
  summary: text('summary'),
  brief: text('brief').notNull().default(''),
});

export const businessUnits = pgTable(
  'business_units',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.unitId] }),
    index('business_units_unit_idx').on(t.unitId),
  ],
);

export const businessImages = pgTable(
  'business_images',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    title: text('title').notNull(),
    url: text('url').notNull(),
  },
  (t) => [index('business_images_business_idx').on(t.businessId)],
);
