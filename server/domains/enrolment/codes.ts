import { randomInt } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { claimCodes, rosterStudents, units } from '../schema';
import { localDate, zonedInstant } from '../../core/db/dates';

// Claim codes (decision 070). Eight characters from 31 that cannot be misread for one another (no
// I, L, O, 0, 1): 31^8 ≈ 8.5 × 10^11 codes, against at most ten wrong tries an hour per account
// and thirty per address, so guessing one of a school's few thousand codes is not a strategy.

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;

export function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** As the family may type it: any case, spaces and dashes; null when it cannot be a code. */
export function normaliseCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  for (const char of code) if (!ALPHABET.includes(char)) return null;
  return code;
}

/** As printed: two groups of four. */
export function printedCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The school year ends on 31 July: codes die at the start of 1 August in the school's zone. */
export function schoolYearEnd(now: Date, timeZone: string): Date {
  const today = localDate(now, timeZone);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return zonedInstant(`${month >= 8 ? year + 1 : year}-08-01`, '00:00', timeZone);
}

/**
 * Gives each roster student of the school (of one class, when given) a code unless it has one
 * still usable or already used. Returns how many were issued.
 */
export async function issueMissingCodes(
  tx: Db | Tx,
  unitId: number,
  now: Date,
  classesId?: number,
): Promise<number> {
  const [unit] = await tx
    .select({ timeZone: units.timeZone })
    .from(units)
    .where(eq(units.id, unitId));
  if (!unit) return 0;
  const covered = tx
    .select({ id: claimCodes.rosterStudentId })
    .from(claimCodes)
    .where(
      and(
        eq(claimCodes.unitId, unitId),
        or(
          isNotNull(claimCodes.usedAt),
          and(isNull(claimCodes.revokedAt), gt(claimCodes.expiresAt, now)),
        ),
      ),
    );
  const students = await tx
    .select({ id: rosterStudents.id })
    .from(rosterStudents)
    .where(
      and(
        eq(rosterStudents.unitId, unitId),
        classesId === undefined ? undefined : eq(rosterStudents.classesId, classesId),
        sql`${rosterStudents.id} not in ${covered}`,
      ),
    );
  if (students.length === 0) return 0;
  const expiresAt = schoolYearEnd(now, unit.timeZone);
  let issued = 0;
  for (let i = 0; i < students.length; i += 500) {
    const rows = await tx
      .insert(claimCodes)
      .values(
        students
          .slice(i, i + 500)
          .map((student) => ({ unitId, rosterStudentId: student.id, code: newCode(), expiresAt })),
      )
      // A collision (about one in 10^8 for a school of ten thousand) leaves that student to the
      // next issue rather than failing the import.
      .onConflictDoNothing({ target: claimCodes.code })
      .returning({ id: claimCodes.id });
    issued += rows.length;
  }
  return issued;
}
