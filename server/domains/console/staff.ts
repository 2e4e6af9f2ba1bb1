import { desc, eq, count } from 'drizzle-orm';
import type { Paged } from '../../../lib/contract/core';
import type { AuditEntry, StaffMe } from '../../../lib/contract/admin';
import type { Db, Tx } from '../db';
import { accounts, adminAudit, schoolStaff, units } from '../schema';
import { notFound } from '../../core/errors';
import type { Caller } from '../../core/http/caller';

// Who may use the console (decision 046). Staff are rows of `school_staff`: one school and one
// role per account. Anybody else — a family, a teacher, a stranger with a valid token — gets 404
// from every console call, as if it did not exist; so does staff whose role does not cover the
// call, and staff naming something of another school.

export type Staff = StaffMe;

export function createStaff(db: Db) {
  async function of(caller: Caller): Promise<Staff | null> {
    const [row] = await db
      .select({
        accountId: schoolStaff.accountId,
        role: schoolStaff.role,
        unitId: schoolStaff.unitId,
        unitName: units.name,
        userName: accounts.userName,
      })
      .from(schoolStaff)
      .innerJoin(units, eq(units.id, schoolStaff.unitId))
      .innerJoin(accounts, eq(accounts.id, schoolStaff.accountId))
      .where(eq(schoolStaff.accountId, caller.accountId));
    return row ?? null;
  }

  /** The caller as staff holding one of `roles`, else the 404 every console call answers. */
  async function require(caller: Caller, roles: readonly string[]): Promise<Staff> {
    const staff = await of(caller);
    if (!staff || !roles.includes(staff.role)) throw notFound();
    return staff;
  }

  async function auditLog(staff: Staff, page: number, size: number): Promise<Paged<AuditEntry>> {
    const where = eq(adminAudit.unitId, staff.unitId);
    const [total] = await db.select({ n: count() }).from(adminAudit).where(where);
    const rows = await db
      .select({
        id: adminAudit.id,
        action: adminAudit.action,
        target: adminAudit.target,
        userName: accounts.userName,
        createdAt: adminAudit.createdAt,
      })
      .from(adminAudit)
      .innerJoin(accounts, eq(accounts.id, adminAudit.accountId))
      .where(where)
      .orderBy(desc(adminAudit.id))
      .limit(size)
      .offset(page * size);
    return {
      content: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      page,
      size,
      total: Number(total?.n ?? 0),
    };
  }

  return { of, require, auditLog };
}
export type StaffService = ReturnType<typeof createStaff>;

/**
 * Records one console change inside the change's own transaction, so a change and its record
 * stand or fall together.
 */
export async function audit(
  tx: Tx,
  staff: Pick<Staff, 'unitId' | 'accountId'>,
  action: string,
  target: string | null,
  details?: Record<string, unknown>,
): Promise<void> {
  await tx.insert(adminAudit).values({
    unitId: staff.unitId,
    accountId: staff.accountId,
    action,
    target,
    details: details ?? null,
  });
}
