import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { JoinRequest, PrivacyNotice } from '../../../lib/contract/enrolment';
import type { Gender } from '../../../lib/contract/enums';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import { serverMessages } from '../../messages';
import type { Db, Tx } from '../db';
import {
  agreements,
  associatedUsers,
  claimAttempts,
  claimCodes,
  classes,
  grades,
  joinRequests,
  privacyConsents,
  rosterStudents,
  units,
} from '../schema';
import { normaliseCode } from './codes';

// A family's side of enrolment (decision 070): the school's privacy notice, linking a child with
// the letter's claim code, and asking to join without one.

/** The agreement type a school's own privacy notice is kept under (console, 协议管理). */
export const PRIVACY_NOTICE_TYPE = 'PrivacyNotice';
/** The notice every school has until it publishes its own. */
export const BUILT_IN_NOTICE_VERSION = 'builtin-1';
/** Pending requests an account may have open at once. */
const MAX_PENDING = 5;

const invalidCode = () => new DomainError('CLAIM_CODE_INVALID', serverMessages.claimCodeInvalid);
const usedCode = () => new DomainError('CLAIM_CODE_USED', serverMessages.claimCodeUsed);
export const consentRequired = () =>
  new DomainError('CONSENT_REQUIRED', serverMessages.consentRequired);
export const enrolmentPending = () =>
  new DomainError('ENROLMENT_PENDING', serverMessages.enrolmentPending);

export function createEnrolment(db: Db, clock: Clock) {
  /** The school's newest privacy notice; its version is the agreement row (rows never change). */
  async function notice(unitId: number): Promise<PrivacyNotice> {
    const [row] = await db
      .select({ id: agreements.id, title: agreements.title, content: agreements.content })
      .from(agreements)
      .where(and(eq(agreements.unitId, unitId), eq(agreements.userType, PRIVACY_NOTICE_TYPE)))
      .orderBy(desc(agreements.id))
      .limit(1);
    if (row) return { unitId, title: row.title, content: row.content, version: `A${row.id}` };
    return {
      unitId,
      title: serverMessages.privacyNoticeTitle,
      content: serverMessages.privacyNoticeContent,
      version: BUILT_IN_NOTICE_VERSION,
    };
  }

  /** The consented version when it is the school's current one, else null. */
  async function currentConsent(unitId: number, version?: string): Promise<string | null> {
    if (version === undefined) return null;
    return (await notice(unitId)).version === version ? version : null;
  }

  /**
   * The usable code of this school, read before the transaction. A code already used is noted
   * for the school (who tried it, when) and refused; anything else unusable is "invalid", so a
   * guesser learns nothing about other schools' codes or revoked ones.
   */
  async function checkCode(accountId: number, unitId: number, typed: string): Promise<number> {
    const code = normaliseCode(typed);
    if (!code) throw invalidCode();
    const [row] = await db.select().from(claimCodes).where(eq(claimCodes.code, code)).limit(1);
    if (!row || row.unitId !== unitId || row.revokedAt) throw invalidCode();
    if (row.usedAt) {
      if (row.usedByAccountId !== accountId)
        await db.insert(claimAttempts).values({ unitId, claimCodeId: row.id, accountId });
      throw usedCode();
    }
    if (row.expiresAt <= clock.now()) throw invalidCode();
    return row.id;
  }

  /** Uses the code (once, whoever races for it) and makes the roster student the account's child. */
  async function claim(
    tx: Tx,
    accountId: number,
    input: { codeId: number; gender: Gender; consentVersion: string },
  ): Promise<number> {
    const now = clock.now();
    const [used] = await tx
      .update(claimCodes)
      .set({ usedAt: now, usedByAccountId: accountId })
      .where(
        and(
          eq(claimCodes.id, input.codeId),
          isNull(claimCodes.usedAt),
          isNull(claimCodes.revokedAt),
          gt(claimCodes.expiresAt, now),
        ),
      )
      .returning({ unitId: claimCodes.unitId, rosterStudentId: claimCodes.rosterStudentId });
    if (!used) throw usedCode();
    const [student] = await tx
      .select()
      .from(rosterStudents)
      .where(eq(rosterStudents.id, used.rosterStudentId));
    // The school's roster is its word on the child's name and class.
    const [child] = await tx
      .insert(associatedUsers)
      .values({
        accountId,
        userName: student!.name,
        gender: input.gender,
        unitId: used.unitId,
        classesId: student!.classesId,
        rosterStudentId: student!.id,
        createdAt: now,
      })
      .returning({ id: associatedUsers.id });
    await tx
      .update(claimCodes)
      .set({ associatedUserId: child!.id })
      .where(eq(claimCodes.id, input.codeId));
    await recordConsent(tx, accountId, child!.id, used.unitId, input.consentVersion);
    return child!.id;
  }

  async function recordConsent(
    tx: Tx,
    accountId: number,
    associatedUserId: number,
    unitId: number,
    version: string,
  ): Promise<void> {
    await tx
      .insert(privacyConsents)
      .values({ accountId, associatedUserId, unitId, version, consentedAt: clock.now() });
  }

  /** Keeps the request; the same child asked for twice is one request. */
  async function requestJoin(
    tx: Tx,
    accountId: number,
    input: {
      userName: string;
      gender: Gender;
      unitId: number;
      classesId: number;
      consentVersion: string | null;
    },
  ): Promise<void> {
    const pending = and(eq(joinRequests.accountId, accountId), eq(joinRequests.status, 'Pending'));
    const [same] = await tx
      .select({ id: joinRequests.id })
      .from(joinRequests)
      .where(
        and(
          pending,
          eq(joinRequests.unitId, input.unitId),
          eq(joinRequests.classesId, input.classesId),
          eq(joinRequests.userName, input.userName),
        ),
      );
    if (same) {
      if (input.consentVersion)
        await tx
          .update(joinRequests)
          .set({ consentVersion: input.consentVersion })
          .where(eq(joinRequests.id, same.id));
      return;
    }
    const [open] = await tx.select({ n: count() }).from(joinRequests).where(pending);
    if (Number(open?.n ?? 0) >= MAX_PENDING)
      throw new DomainError('RATE_LIMITED', serverMessages.joinRequestsTooMany);
    await tx.insert(joinRequests).values({ accountId, ...input, createdAt: clock.now() });
  }

  async function myRequests(accountId: number): Promise<JoinRequest[]> {
    const rows = await db
      .select({
        id: joinRequests.id,
        userName: joinRequests.userName,
        unitName: units.name,
        gradeName: grades.name,
        className: classes.name,
        status: joinRequests.status,
        createdAt: joinRequests.createdAt,
      })
      .from(joinRequests)
      .innerJoin(units, eq(units.id, joinRequests.unitId))
      .innerJoin(classes, eq(classes.id, joinRequests.classesId))
      .innerJoin(grades, eq(grades.id, classes.gradeId))
      .where(eq(joinRequests.accountId, accountId))
      .orderBy(desc(joinRequests.id))
      .limit(50);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }

  return { notice, currentConsent, checkCode, claim, recordConsent, requestJoin, myRequests };
}
export type EnrolmentService = ReturnType<typeof createEnrolment>;
