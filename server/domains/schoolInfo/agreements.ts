import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  AGREEMENT_TENANT_TYPE,
  QUALIFICATION_TENANT_TYPE,
  type AttachmentRecord,
} from '../../../lib/contract/attachment';
import type { Paged } from '../../../lib/contract/core';
import type { Agreement, Qualification, QualificationKind } from '../../../lib/contract/schoolInfo';
import type { Db } from '../db';
import { agreements, attachments, qualifications } from '../schema';
import { notFound } from '../../core/errors';
import type { Caller } from '../../core/http/caller';
import { membershipsOf, selectedSchool, type Memberships } from '../school';

// Agreements and the caterer's qualifications: signed-in only, and only for a family of that
// school; agreements also only for a user type the account holds there (decision 023).

type AgreementRow = typeof agreements.$inferSelect;

/** School tenant types whose files are listed by the school record they belong to. */
export const SCHOOL_TENANT_TYPES = [AGREEMENT_TENANT_TYPE, QUALIFICATION_TENANT_TYPE] as const;

export function createAgreements(db: Db, fileUrl: (id: string) => string) {
  async function schoolFiles(
    unitId: number,
    tenantType: string,
    associateIds: string[],
  ): Promise<Map<string, AttachmentRecord[]>> {
    const result = new Map<string, AttachmentRecord[]>();
    if (associateIds.length === 0) return result;
    const rows = await db
      .select()
      .from(attachments)
      .where(
        and(
          eq(attachments.unitId, unitId),
          isNull(attachments.accountId),
          eq(attachments.tenantType, tenantType),
          inArray(attachments.associateId, associateIds),
        ),
      )
      .orderBy(asc(attachments.objectKey));
    for (const row of rows) {
      const list = result.get(row.associateId!) ?? [];
      list.push({
        id: row.id,
        url: fileUrl(row.id),
        name: row.fileName,
        contentType: row.contentType,
      });
      result.set(row.associateId!, list);
    }
    return result;
  }

  async function toAgreements(rows: AgreementRow[]): Promise<Agreement[]> {
    const byUnit = new Map<number, string[]>();
    for (const row of rows)
      byUnit.set(row.unitId, [...(byUnit.get(row.unitId) ?? []), `${row.id}`]);
    const files = new Map<string, number>();
    for (const [unitId, ids] of byUnit) {
      for (const [id, list] of await schoolFiles(unitId, AGREEMENT_TENANT_TYPE, ids))
        files.set(id, list.length);
    }
    return rows.map((row) => ({
      id: row.id,
      unitId: row.unitId,
      title: row.title,
      partyName: row.partyName,
      content: row.content,
      auditStatus: row.auditStatus,
      userType: row.userType,
      signedOn: row.signedOn,
      validUntil: row.validUntil,
      imageCount: files.get(`${row.id}`) ?? 0,
    }));
  }

  async function agreementPage(
    unitId: number,
    userTypes: string[],
    page: number,
    size: number,
  ): Promise<Paged<Agreement>> {
    const where = and(eq(agreements.unitId, unitId), inArray(agreements.userType, userTypes));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(agreements)
        .where(where)
        .orderBy(desc(agreements.signedOn), desc(agreements.id))
        .limit(size)
        .offset(page * size),
      db.select({ n: count() }).from(agreements).where(where),
    ]);
    return { content: await toAgreements(rows), page, size, total: Number(total?.n ?? 0) };
  }

  /** `GET /api/agreement/list`: the selected school, for one of the caller's user types there. */
  async function list(caller: Caller, userType: string | undefined, page: number, size: number) {
    const memberships = await membershipsOf(db, caller.accountId);
    const unitId = selectedSchool(caller, memberships);
    if (unitId === null) throw notFound();
    const types = memberships.get(unitId)!;
    const wanted = userType ?? caller.userType ?? [...types][0]!;
    if (!types.has(wanted)) throw notFound();
    return agreementPage(unitId, [wanted], page, size);
  }

  async function ofSchool(caller: Caller, schoolId: number, page: number, size: number) {
    const types = (await membershipsOf(db, caller.accountId)).get(schoolId);
    if (!types) throw notFound();
    return agreementPage(schoolId, [...types], page, size);
  }

  async function visibleAgreement(memberships: Memberships, id: number): Promise<AgreementRow> {
    const [row] = await db.select().from(agreements).where(eq(agreements.id, id)).limit(1);
    if (!row || !memberships.get(row.unitId)?.has(row.userType)) throw notFound();
    return row;
  }

  async function detail(caller: Caller, id: number): Promise<Agreement> {
    const row = await visibleAgreement(await membershipsOf(db, caller.accountId), id);
    return (await toAgreements([row]))[0]!;
  }

  async function toQualifications(
    rows: (typeof qualifications.$inferSelect)[],
  ): Promise<Qualification[]> {
    const unitId = rows[0]?.unitId;
    const files =
      unitId === undefined
        ? new Map<string, AttachmentRecord[]>()
        : await schoolFiles(
            unitId,
            QUALIFICATION_TENANT_TYPE,
            rows.map((row) => `${row.id}`),
          );
    return rows.map((row) => ({
      id: row.id,
      unitId: row.unitId,
      kind: row.kind,
      name: row.name,
      issuer: row.issuer,
      validUntil: row.validUntil,
      images: files.get(`${row.id}`) ?? [],
    }));
  }

  async function qualificationPage(
    caller: Caller,
    kind: QualificationKind,
    page: number,
    size: number,
  ): Promise<Paged<Qualification>> {
    const unitId = selectedSchool(caller, await membershipsOf(db, caller.accountId));
    if (unitId === null) throw notFound();
    const where = and(eq(qualifications.unitId, unitId), eq(qualifications.kind, kind));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(qualifications)
        .where(where)
        .orderBy(asc(qualifications.id))
        .limit(size)
        .offset(page * size),
      db.select({ n: count() }).from(qualifications).where(where),
    ]);
    return { content: await toQualifications(rows), page, size, total: Number(total?.n ?? 0) };
  }

  async function visibleQualification(memberships: Memberships, id: number) {
    const [row] = await db.select().from(qualifications).where(eq(qualifications.id, id)).limit(1);
    if (!row || !memberships.has(row.unitId)) throw notFound();
    return row;
  }

  async function qualification(caller: Caller, id: number): Promise<Qualification> {
    const row = await visibleQualification(await membershipsOf(db, caller.accountId), id);
    return (await toQualifications([row]))[0]!;
  }

  /**
   * A school record's files for `GET /api/attachment/{tenantType}/{id}`; null when the tenant
   * type is not a school's (the caller's own uploads answer then).
   */
  async function filesOf(
    caller: Caller,
    tenantType: string,
    id: string,
  ): Promise<AttachmentRecord[] | null> {
    if (!(SCHOOL_TENANT_TYPES as readonly string[]).includes(tenantType)) return null;
    if (!/^\d{1,9}$/.test(id)) throw notFound();
    const memberships = await membershipsOf(db, caller.accountId);
    const row =
      tenantType === AGREEMENT_TENANT_TYPE
        ? await visibleAgreement(memberships, Number(id))
        : await visibleQualification(memberships, Number(id));
    return (await schoolFiles(row.unitId, tenantType, [id])).get(id) ?? [];
  }

  return { list, ofSchool, detail, qualificationPage, qualification, filesOf };
}
