import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../core/db/columns';
import { units } from '../school/tables';
import { accounts } from '../user/tables';

/**
 * An uploaded file (docs/product.md, "Calls": attachments). The bytes live under `DATA_DIR/uploads/<id>`;
 * the id is random (it is the file's public address), `temporary` until something uses it
 * (e.g. it becomes a child's head photo).
 */
export const attachments = pgTable(
  'attachments',
  {
    id: text('id').primaryKey(),
    /** The uploader; null for a school's own files (seeded or put in by the school). */
    accountId: integer('account_id').references(() => accounts.id),
    /** Set for a school's files: only families of this unit may list them. */
    unitId: integer('unit_id').references(() => units.id),
    tenantType: text('tenant_type').notNull(),
    /** What it belongs to (x:associateid), e.g. the associated user of a head photo. */
    associateId: text('associate_id'),
    ownerId: text('owner_id'),
    objectKey: text('object_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    temporary: boolean('temporary').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_account_idx').on(t.accountId, t.tenantType, t.associateId),
    index('attachments_unit_idx').on(t.unitId, t.tenantType, t.associateId),
  ],
);
