import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import type {
  AllergyProfile,
  AllergyProfileVersion,
  ChildAllergy,
  Diet,
  PendingProfile,
} from '../../../lib/contract/allergy';
import type { Clock } from '../../core/clock';
import { DomainError, invalidField, notFound } from '../../core/errors';
import { serverMessages } from '../../messages';
import type { Db, Tx } from '../db';
import {
  accounts,
  allergyProfiles,
  associatedUsers,
  attachments,
  classes,
  grades,
} from '../schema';

// A child's allergy and diet profile (decision 080): the guardian declares versions, the school's
// administrator verifies or rejects each with its doctor's note; rows are never rewritten but for
// their review, so who said what and when stays readable. Enforced = the latest Verified version.

type Reader = Db | Tx;
type ProfileRow = typeof allergyProfiles.$inferSelect;

export interface Declaration {
  allergies: ChildAllergy[];
  diets: Diet[];
  note: string;
  doctorNoteAttachmentId: string | null;
}

/** A doctor's note is served at its attachment's file address. */
const noteUrl = (id: string | null) => (id === null ? null : `/files/${id}`);

async function namesOf(reader: Reader, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await reader
    .select({ id: accounts.id, name: accounts.userName, username: accounts.username })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name || row.username || String(row.id)]));
}

async function toProfile(reader: Reader, childId: number, rows: ProfileRow[]) {
  const names = await namesOf(
    reader,
    rows.flatMap((row) => [row.declaredBy, ...(row.reviewedBy === null ? [] : [row.reviewedBy])]),
  );
  const versions: AllergyProfileVersion[] = rows.map((row) => ({
    version: row.version,
    allergies: row.allergies,
    diets: row.diets,
    note: row.note,
    doctorNoteUrl: noteUrl(row.doctorNoteAttachmentId),
    declaredBy: names.get(row.declaredBy) ?? '',
    declaredAt: row.declaredAt.toISOString(),
    review: row.review,
    reviewedBy: row.reviewedBy === null ? null : (names.get(row.reviewedBy) ?? ''),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewNote: row.reviewNote,
  }));
  const verified = rows.find((row) => row.review === 'Verified');
  const profile: AllergyProfile = {
    associatedUserId: childId,
    verified: verified?.allergies ?? [],
    versions,
  };
  return profile;
}

/** The versions of a child, newest first. */
async function rowsOf(reader: Reader, childId: number): Promise<ProfileRow[]> {
  return reader
    .select()
    .from(allergyProfiles)
    .where(eq(allergyProfiles.associatedUserId, childId))
    .orderBy(desc(allergyProfiles.version));
}

export async function profileOf(reader: Reader, childId: number): Promise<AllergyProfile> {
  return toProfile(reader, childId, await rowsOf(reader, childId));
}

const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;

export function createProfiles(clock: Clock) {
  /** A new Pending version by the child's guardian; the doctor's note must be the caller's upload. */
  async function declare(
    tx: Tx,
    accountId: number,
    childId: number,
    body: Declaration,
  ): Promise<AllergyProfile> {
    if (!unique(body.allergies.map((allergy) => allergy.code))) throw invalidField('allergies');
    if (!unique(body.diets)) throw invalidField('diets');
    if (body.doctorNoteAttachmentId !== null) {
      const [own] = await tx
        .update(attachments)
        .set({ temporary: false })
        .where(
          and(
            eq(attachments.id, body.doctorNoteAttachmentId),
            eq(attachments.accountId, accountId),
          ),
        )
        .returning({ id: attachments.id });
      // Another account's upload answers exactly like a missing one.
      if (!own) throw notFound();
    }
    // Versions of one child are numbered in turn: lock the child so two declarations wait.
    await tx
      .select({ id: associatedUsers.id })
      .from(associatedUsers)
      .where(eq(associatedUsers.id, childId))
      .for('update');
    const [last] = await tx
      .select({ version: max(allergyProfiles.version) })
      .from(allergyProfiles)
      .where(eq(allergyProfiles.associatedUserId, childId));
    await tx.insert(allergyProfiles).values({
      associatedUserId: childId,
      version: (last?.version ?? 0) + 1,
      allergies: body.allergies,
      diets: body.diets,
      note: body.note,
      doctorNoteAttachmentId: body.doctorNoteAttachmentId,
      declaredBy: accountId,
      declaredAt: clock.now(),
    });
    return profileOf(tx, childId);
  }

  async function childAt(reader: Reader, unitId: number, childId: number) {
    const [child] = await reader
      .select({
        id: associatedUsers.id,
        name: associatedUsers.userName,
        className: classes.name,
        gradeName: grades.name,
      })
      .from(associatedUsers)
      .leftJoin(classes, eq(classes.id, associatedUsers.classesId))
      .leftJoin(grades, eq(grades.id, classes.gradeId))
      .where(and(eq(associatedUsers.id, childId), eq(associatedUsers.unitId, unitId)));
    // Another school's child: 404, as if there were none (decision 046).
    if (!child) throw notFound();
    return child;
  }

  async function pendingOf(reader: Reader, unitId: number, childId: number) {
    const child = await childAt(reader, unitId, childId);
    const profile: PendingProfile = {
      associatedUserId: child.id,
      name: child.name,
      gradeName: child.gradeName ?? '',
      className: child.className ?? '',
      profile: await profileOf(reader, child.id),
    };
    return profile;
  }

  /** The school's children with a version waiting for review, oldest declaration first. */
  async function pending(reader: Reader, unitId: number): Promise<PendingProfile[]> {
    const rows = await reader
      .select({ childId: allergyProfiles.associatedUserId })
      .from(allergyProfiles)
      .innerJoin(associatedUsers, eq(associatedUsers.id, allergyProfiles.associatedUserId))
      .where(and(eq(associatedUsers.unitId, unitId), eq(allergyProfiles.review, 'Pending')))
      .orderBy(asc(allergyProfiles.declaredAt));
    const ids = [...new Set(rows.map((row) => row.childId))];
    const result: PendingProfile[] = [];
    for (const id of ids) result.push(await pendingOf(reader, unitId, id));
    return result;
  }

  /**
   * Verifies or rejects one Pending version of a child of the school. Returns whether the
   * enforced allergies may have changed (a version verified), so alerts are looked at again.
   */
  async function review(
    tx: Tx,
    staff: { unitId: number; accountId: number },
    childId: number,
    body: { version: number; review: 'Verified' | 'Rejected'; note: string },
  ): Promise<boolean> {
    await childAt(tx, staff.unitId, childId);
    const [row] = await tx
      .select()
      .from(allergyProfiles)
      .where(
        and(
          eq(allergyProfiles.associatedUserId, childId),
          eq(allergyProfiles.version, body.version),
        ),
      )
      .for('update');
    if (!row) throw notFound();
    if (row.review !== 'Pending')
      throw new DomainError('ALREADY_DECIDED', serverMessages.allergyReviewDecided);
    await tx
      .update(allergyProfiles)
      .set({
        review: body.review,
        reviewedBy: staff.accountId,
        reviewedAt: clock.now(),
        reviewNote: body.note,
      })
      .where(eq(allergyProfiles.id, row.id));
    return body.review === 'Verified';
  }

  return { declare, pending, pendingOf, review };
}
