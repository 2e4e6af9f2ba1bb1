import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { AuditStatus, QualificationKind } from '../../../lib/contract/schoolInfo';
import { createdAt } from '../../core/db/columns';
import { oneOf } from '../../core/db/enums';
import { units } from '../school/tables';

/** A school's agreement with its caterer (docs/product.md, "What the app keeps"), for one user type. */
export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    userType: text('user_type').notNull(),
    title: text('title').notNull(),
    partyName: text('party_name').notNull(),
    content: text('content').notNull(),
    auditStatus: text('audit_status').$type<AuditStatus>().notNull().default('ToAudit'),
    signedOn: text('signed_on'),
    validUntil: text('valid_until'),
    createdAt: createdAt(),
  },
  (t) => [
    index('agreements_unit_idx').on(t.unitId, t.userType),
    oneOf('agreements_audit_status_check', t.auditStatus, AuditStatus.options),
  ],
);

/** The caterer's qualifications and certificates shown to a school's families. */
export const qualifications = pgTable(
  'qualifications',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    kind: text('kind').$type<QualificationKind>().notNull(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    validUntil: text('valid_until'),
  },
  (t) => [
    index('qualifications_unit_idx').on(t.unitId, t.kind),
    oneOf('qualifications_kind_check', t.kind, QualificationKind.options),
  ],
);

/** A school's news; `public` items are open to anyone, the others to its signed-in families. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    public: boolean('public').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('news_unit_idx').on(t.unitId, t.publishedAt)],
);
