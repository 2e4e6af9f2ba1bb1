import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { MaintenanceRecord, MaintenanceRecordNode } from '../../../lib/contract/classes';
import type { Paged } from '../../../lib/contract/core';
import type { BindType } from '../../../lib/contract/enums';
import type { Clock } from '../../core/clock';
import type { Db } from '../db';
import { accounts, maintenanceRecords } from '../schema';
import { notFound } from '../../core/errors';
import { recordAction, requireClass } from './access';

// Maintenance records: notes the responsible persons and the concerned persons keep about a
// class, each kind its own list; a reply hangs under the record it answers (the "tree").

type RecordRow = typeof maintenanceRecords.$inferSelect;

export function createMaintenanceRecords(db: Db, clock: Clock) {
  async function toRecords(rows: RecordRow[]): Promise<MaintenanceRecord[]> {
    if (rows.length === 0) return [];
    const authors = await db
      .select({ id: accounts.id, userName: accounts.userName })
      .from(accounts)
      .where(
        inArray(
          accounts.id,
          rows.map((row) => row.accountId),
        ),
      );
    return rows.map((row) => ({
      id: row.id,
      classesId: row.classesId,
      bindType: row.bindType,
      parentId: row.parentId,
      authorName: authors.find((author) => author.id === row.accountId)?.userName ?? '',
      content: row.content,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  const ofKind = (classesId: number, bindType: BindType) =>
    and(eq(maintenanceRecords.classesId, classesId), eq(maintenanceRecords.bindType, bindType));

  async function list(
    accountId: number,
    query: { classesId: number; bindType: BindType; page: number; size: number },
  ): Promise<Paged<MaintenanceRecord>> {
    await requireClass(db, accountId, query.classesId, 'view');
    const where = ofKind(query.classesId, query.bindType);
    const [total] = await db.select({ n: count() }).from(maintenanceRecords).where(where);
    const rows = await db
      .select()
      .from(maintenanceRecords)
      .where(where)
      .orderBy(desc(maintenanceRecords.createdAt), desc(maintenanceRecords.id))
      .limit(query.size)
      .offset(query.page * query.size);
    return {
      content: await toRecords(rows),
      page: query.page,
      size: query.size,
      total: Number(total?.n ?? 0),
    };
  }

  /** Threads newest first; replies under their record, oldest first. */
  async function tree(
    accountId: number,
    query: { classesId: number; bindType: BindType },
  ): Promise<MaintenanceRecordNode[]> {
    await requireClass(db, accountId, query.classesId, 'view');
    const rows = await db
      .select()
      .from(maintenanceRecords)
      .where(ofKind(query.classesId, query.bindType))
      .orderBy(asc(maintenanceRecords.createdAt), asc(maintenanceRecords.id))
      .limit(1000);
    const nodes = new Map<number, MaintenanceRecordNode>();
    for (const record of await toRecords(rows)) nodes.set(record.id, { ...record, children: [] });
    const roots: MaintenanceRecordNode[] = [];
    for (const node of nodes.values()) {
      const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    return roots.reverse();
  }

  /** The class's newest record of either kind (the class list's line); no access check. */
  async function lastOf(classesId: number): Promise<MaintenanceRecord | null> {
    const rows = await db
      .select()
      .from(maintenanceRecords)
      .where(eq(maintenanceRecords.classesId, classesId))
      .orderBy(desc(maintenanceRecords.createdAt), desc(maintenanceRecords.id))
      .limit(1);
    return (await toRecords(rows))[0] ?? null;
  }

  async function last(accountId: number, classesId: number): Promise<MaintenanceRecord | null> {
    await requireClass(db, accountId, classesId, 'view');
    return lastOf(classesId);
  }

  async function add(
    accountId: number,
    input: { classesId: number; bindType: BindType; content: string; parentId?: number },
  ): Promise<MaintenanceRecord> {
    const klass = await requireClass(db, accountId, input.classesId, recordAction(input.bindType));
    if (input.parentId !== undefined) {
      const [parent] = await db
        .select({ id: maintenanceRecords.id })
        .from(maintenanceRecords)
        .where(
          and(eq(maintenanceRecords.id, input.parentId), ofKind(input.classesId, input.bindType)),
        );
      if (!parent) throw notFound();
    }
    const [row] = await db
      .insert(maintenanceRecords)
      .values({
        unitId: klass.unitId,
        classesId: input.classesId,
        bindType: input.bindType,
        parentId: input.parentId ?? null,
        accountId,
        content: input.content,
        createdAt: clock.now(),
      })
      .returning();
    return (await toRecords([row!]))[0]!;
  }

  return { list, tree, last, lastOf, add };
}
export type MaintenanceRecordsService = ReturnType<typeof createMaintenanceRecords>;
