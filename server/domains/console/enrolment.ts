import { and, desc, eq, inArray } from 'drizzle-orm';
import type {
  AdminJoinRequest,
  ClaimAttempt,
  ClaimCodeRow,
  Consent,
  EnrolmentStatus,
} from '../../../lib/contract/enrolment';
import type { Clock } from '../../core/clock';
import { DomainError, notFound } from '../../core/errors';
import { mask } from '../../core/providers';
import { serverMessages } from '../../messages';
import type { Db, Tx } from '../db';
import {
  accounts,
  associatedUsers,
  claimAttempts,
  claimCodes,
  classes,
  grades,
  joinRequests,
  privacyConsents,
  rosterStudents,
} from '../schema';
import { issueMissingCodes, printedCode } from '../enrolment';
import { linkMatchingChildren } from '../user';
import { audit, type Staff } from './staff';

// The school's side of enrolment (decision 070): its classes' claim codes (the letters print the
// active ones), revoking one, the families' requests to join, the used codes somebody tried again,
// and who consented to which privacy notice when. Another school's rows answer 404.

const LIST_LIMIT = 500;

export function createAdminEnrolment(db: Db, clock: Clock) {
  async function ownClass(tx: Db | Tx, staff: Staff, classesId: number) {
    const [row] = await tx
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.id, classesId), eq(classes.unitId, staff.unitId)));
    if (!row) throw notFound();
  }

  async function codeRows(tx: Db | Tx, where: ReturnType<typeof and>): Promise<ClaimCodeRow[]> {
    const now = clock.now();
    const rows = await tx
      .select({
        code: claimCodes,
        studentNo: rosterStudents.studentNo,
        name: rosterStudents.name,
        gradeName: grades.name,
        className: classes.name,
      })
      .from(claimCodes)
      .innerJoin(rosterStudents, eq(rosterStudents.id, claimCodes.rosterStudentId))
      .innerJoin(classes, eq(classes.id, rosterStudents.classesId))
      .innerJoin(grades, eq(grades.id, classes.gradeId))
      .where(where)
      .orderBy(rosterStudents.studentNo, desc(claimCodes.id));
    return rows.map(({ code, ...student }) => ({
      id: code.id,
      rosterStudentId: code.rosterStudentId,
      ...student,
      code: printedCode(code.code),
      status: code.usedAt
        ? 'Used'
        : code.revokedAt
          ? 'Revoked'
          : code.expiresAt <= now
            ? 'Expired'
            : 'Active',
      expiresAt: code.expiresAt.toISOString(),
      usedAt: code.usedAt?.toISOString() ?? null,
    }));
  }

  /** The class's students' codes, the newest first for each student. */
  async function codes(staff: Staff, classesId: number): Promise<ClaimCodeRow[]> {
    await ownClass(db, staff, classesId);
    const rows = await codeRows(
      db,
      and(eq(claimCodes.unitId, staff.unitId), eq(rosterStudents.classesId, classesId)),
    );
    const seen = new Set<number>();
    return rows.filter((row) => !seen.has(row.rosterStudentId) && seen.add(row.rosterStudentId));
  }

  async function issue(tx: Tx, staff: Staff, classesId: number): Promise<{ issued: number }> {
    await ownClass(tx, staff, classesId);
    const issued = await issueMissingCodes(tx, staff.unitId, clock.now(), classesId);
    await audit(tx, staff, 'enrolment.issue', String(classesId), { issued });
    return { issued };
  }

  /** A revoked code opens nothing; issuing again gives the student a new one. */
  async function revoke(tx: Tx, staff: Staff, id: number): Promise<number> {
    const [row] = await tx
      .select()
      .from(claimCodes)
      .where(and(eq(claimCodes.id, id), eq(claimCodes.unitId, staff.unitId)));
    if (!row) throw notFound();
    if (!row.usedAt && !row.revokedAt) {
      await tx.update(claimCodes).set({ revokedAt: clock.now() }).where(eq(claimCodes.id, id));
      await audit(tx, staff, 'enrolment.revoke', String(id));
    }
    return id;
  }

  async function code(staff: Staff, id: number): Promise<ClaimCodeRow> {
    const [row] = await codeRows(
      db,
      and(eq(claimCodes.id, id), eq(claimCodes.unitId, staff.unitId)),
    );
    if (!row) throw notFound();
    return row;
  }

  async function requestRows(
    tx: Db | Tx,
    staff: Staff,
    where: ReturnType<typeof and>,
  ): Promise<AdminJoinRequest[]> {
    const rows = await tx
      .select({
        id: joinRequests.id,
        userName: joinRequests.userName,
        gradeName: grades.name,
        className: classes.name,
        classesId: joinRequests.classesId,
        mobile: accounts.mobile,
        consentVersion: joinRequests.consentVersion,
        status: joinRequests.status,
        createdAt: joinRequests.createdAt,
        decidedAt: joinRequests.decidedAt,
      })
      .from(joinRequests)
      .innerJoin(accounts, eq(accounts.id, joinRequests.accountId))
      .innerJoin(classes, eq(classes.id, joinRequests.classesId))
      .innerJoin(grades, eq(grades.id, classes.gradeId))
      .where(and(eq(joinRequests.unitId, staff.unitId), where))
      .orderBy(desc(joinRequests.id))
      .limit(LIST_LIMIT);
    return rows.map(({ mobile, ...row }) => ({
      ...row,
      guardianMobile: mobile ? mask(mobile) : null,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    }));
  }

  function requests(staff: Staff, status?: EnrolmentStatus): Promise<AdminJoinRequest[]> {
    return requestRows(db, staff, status ? eq(joinRequests.status, status) : undefined);
  }

  async function request(staff: Staff, id: number): Promise<AdminJoinRequest> {
    const [row] = await requestRows(db, staff, eq(joinRequests.id, id));
    if (!row) throw notFound();
    return row;
  }

  /** Approving makes the requested child the family's (linked to the roster when it matches). */
  async function decide(tx: Tx, staff: Staff, id: number, approve: boolean): Promise<number> {
    const [row] = await tx
      .select()
      .from(joinRequests)
      .where(and(eq(joinRequests.id, id), eq(joinRequests.unitId, staff.unitId)))
      .for('update');
    if (!row) throw notFound();
    if (row.status !== 'Pending')
      throw new DomainError('ALREADY_DECIDED', serverMessages.joinRequestDecided);
    const now = clock.now();
    let associatedUserId: number | null = null;
    if (approve) {
      const [child] = await tx
        .insert(associatedUsers)
        .values({
          accountId: row.accountId,
          userName: row.userName,
          gender: row.gender,
          unitId: row.unitId,
          classesId: row.classesId,
          createdAt: now,
        })
        .returning({ id: associatedUsers.id });
      associatedUserId = child!.id;
      await linkMatchingChildren(tx, row.unitId, [associatedUserId]);
      if (row.consentVersion)
        await tx.insert(privacyConsents).values({
          accountId: row.accountId,
          associatedUserId,
          unitId: row.unitId,
          version: row.consentVersion,
          consentedAt: row.createdAt,
        });
    }
    await tx
      .update(joinRequests)
      .set({
        status: approve ? 'Approved' : 'Declined',
        decidedAt: now,
        decidedBy: staff.accountId,
        associatedUserId,
      })
      .where(eq(joinRequests.id, id));
    await audit(tx, staff, approve ? 'enrolment.approve' : 'enrolment.decline', String(id));
    return id;
  }

  async function attempts(staff: Staff): Promise<ClaimAttempt[]> {
    const rows = await db
      .select({
        id: claimAttempts.id,
        studentName: rosterStudents.name,
        className: classes.name,
        mobile: accounts.mobile,
        createdAt: claimAttempts.createdAt,
      })
      .from(claimAttempts)
      .innerJoin(claimCodes, eq(claimCodes.id, claimAttempts.claimCodeId))
      .innerJoin(rosterStudents, eq(rosterStudents.id, claimCodes.rosterStudentId))
      .innerJoin(classes, eq(classes.id, rosterStudents.classesId))
      .innerJoin(accounts, eq(accounts.id, claimAttempts.accountId))
      .where(eq(claimAttempts.unitId, staff.unitId))
      .orderBy(desc(claimAttempts.id))
      .limit(LIST_LIMIT);
    return rows.map(({ mobile, ...row }) => ({
      ...row,
      guardianMobile: mobile ? mask(mobile) : null,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async function consents(staff: Staff): Promise<Consent[]> {
    const rows = await db
      .select({
        id: privacyConsents.id,
        childName: associatedUsers.userName,
        classesId: associatedUsers.classesId,
        mobile: accounts.mobile,
        version: privacyConsents.version,
        consentedAt: privacyConsents.consentedAt,
      })
      .from(privacyConsents)
      .innerJoin(associatedUsers, eq(associatedUsers.id, privacyConsents.associatedUserId))
      .innerJoin(accounts, eq(accounts.id, privacyConsents.accountId))
      .where(eq(privacyConsents.unitId, staff.unitId))
      .orderBy(desc(privacyConsents.id))
      .limit(LIST_LIMIT);
    const ids = [...new Set(rows.flatMap((row) => (row.classesId ? [row.classesId] : [])))];
    const names = new Map(
      ids.length === 0
        ? []
        : (
            await db
              .select({ id: classes.id, name: classes.name, grade: grades.name })
              .from(classes)
              .innerJoin(grades, eq(grades.id, classes.gradeId))
              .where(inArray(classes.id, ids))
          ).map((klass) => [klass.id, `${klass.grade}${klass.name}`]),
    );
    return rows.map(({ mobile, classesId, ...row }) => ({
      ...row,
      className: (classesId && names.get(classesId)) || '',
      guardianMobile: mobile ? mask(mobile) : null,
      consentedAt: row.consentedAt.toISOString(),
    }));
  }

  return { codes, code, issue, revoke, requests, request, decide, attempts, consents };
}
