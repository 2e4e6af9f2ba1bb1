import { and, desc, eq } from 'drizzle-orm';
import {
  httpsOriginOf,
  type AdminAgreement,
  type AdminNews,
} from '../../../lib/contract/adminContent';
import type { AuditStatus } from '../../../lib/contract/schoolInfo';
import type { Clock } from '../../core/clock';
import type { Db, Tx } from '../db';
import { agreements, news, units } from '../schema';
import { DomainError, invalidField } from '../../core/errors';
import { serverMessages } from '../../messages';
import { audit, type Staff } from './staff';

// News and agreements in the console (decision 051): the same rows the families' screens and
// the publicity pages read, so what the school publishes is what they show. The origins the
// webview may show (decision 057) are the school's row the public profile serves (decision 024).

type NewsRow = typeof news.$inferSelect;

function toNews(row: NewsRow): AdminNews {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content: row.content,
    public: row.public,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export function createAdminContent(db: Db, clock: Clock) {
  async function newsList(staff: Staff): Promise<AdminNews[]> {
    const rows = await db
      .select()
      .from(news)
      .where(eq(news.unitId, staff.unitId))
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(200);
    return rows.map(toNews);
  }

  async function publish(
    tx: Tx,
    staff: Staff,
    input: { title: string; summary: string; content: string; public: boolean },
  ): Promise<AdminNews> {
    const [row] = await tx
      .insert(news)
      .values({ unitId: staff.unitId, ...input, publishedAt: clock.now() })
      .returning();
    await audit(tx, staff, 'news.publish', String(row!.id), { title: input.title });
    return toNews(row!);
  }

  async function removeNews(tx: Tx, staff: Staff, id: number): Promise<{ removed: boolean }> {
    const rows = await tx
      .delete(news)
      .where(and(eq(news.id, id), eq(news.unitId, staff.unitId)))
      .returning({ id: news.id });
    if (rows.length > 0) await audit(tx, staff, 'news.remove', String(id));
    return { removed: rows.length > 0 };
  }

  async function agreementList(staff: Staff): Promise<AdminAgreement[]> {
    const rows = await db
      .select()
      .from(agreements)
      .where(eq(agreements.unitId, staff.unitId))
      .orderBy(desc(agreements.id));
    return rows.map(({ unitId: _unit, createdAt: _created, ...row }) => row);
  }

  async function saveAgreement(
    tx: Tx,
    staff: Staff,
    input: Omit<AdminAgreement, 'id' | 'auditStatus'> & { auditStatus: AuditStatus },
  ): Promise<AdminAgreement> {
    if (input.signedOn && input.validUntil && input.signedOn > input.validUntil)
      throw invalidField('validUntil');
    const [row] = await tx
      .insert(agreements)
      .values({ unitId: staff.unitId, ...input })
      .returning();
    await audit(tx, staff, 'agreement.add', String(row!.id), { title: input.title });
    const { unitId: _unit, createdAt: _created, ...agreement } = row!;
    return agreement;
  }

  async function removeAgreement(tx: Tx, staff: Staff, id: number): Promise<{ removed: boolean }> {
    const rows = await tx
      .delete(agreements)
      .where(and(eq(agreements.id, id), eq(agreements.unitId, staff.unitId)))
      .returning({ id: agreements.id });
    if (rows.length > 0) await audit(tx, staff, 'agreement.remove', String(id));
    return { removed: rows.length > 0 };
  }

  async function origins(staff: Staff): Promise<{ origins: string[] }> {
    const [row] = await db
      .select({ origins: units.allowedOrigins })
      .from(units)
      .where(eq(units.id, staff.unitId));
    return { origins: row?.origins ?? [] };
  }

  /** Changes the list under the school row's lock; audited only when it changed. */
  async function changeOrigins(
    tx: Tx,
    staff: Staff,
    action: 'origin.add' | 'origin.remove',
    origin: string,
  ): Promise<{ origins: string[] }> {
    const [row] = await tx
      .select({ origins: units.allowedOrigins })
      .from(units)
      .where(eq(units.id, staff.unitId))
      .for('update');
    const before = row?.origins ?? [];
    const after =
      action === 'origin.add'
        ? [...new Set([...before, origin])]
        : before.filter((item) => item !== origin && httpsOriginOf(item) !== origin);
    if (after.length === before.length) return { origins: before };
    await tx.update(units).set({ allowedOrigins: after }).where(eq(units.id, staff.unitId));
    await audit(tx, staff, action, origin);
    return { origins: after };
  }

  /** Only an https origin as a browser spells it; anything else is 400 with the reason. */
  function addOrigin(tx: Tx, staff: Staff, value: string) {
    const origin = httpsOriginOf(value);
    if (!origin) throw new DomainError('ORIGIN_INVALID', serverMessages.originInvalid);
    return changeOrigins(tx, staff, 'origin.add', origin);
  }

  /** Removes the origin as listed or as it normalises to, so a row typed by hand can still go. */
  function removeOrigin(tx: Tx, staff: Staff, value: string) {
    return changeOrigins(tx, staff, 'origin.remove', httpsOriginOf(value) ?? value.trim());
  }

  return {
    newsList,
    publish,
    removeNews,
    agreementList,
    saveAgreement,
    removeAgreement,
    origins,
    addOrigin,
    removeOrigin,
  };
}
