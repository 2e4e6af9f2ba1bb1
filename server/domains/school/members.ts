import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { associatedUsers } from '../schema';
import type { Caller } from '../../core/http/caller';

// "Is this account a family of that school, and as which user types?" — asked one way by the
// agreements, qualifications, attachments and news (decision 023). A school the account has no
// identity in looks exactly like a school that does not exist (404 at the callers).

export type Memberships = Map<number, Set<string>>;

/** The account's schools and its user types in each. */
export async function membershipsOf(db: Db, accountId: number): Promise<Memberships> {
  const rows = await db
    .select({ unitId: associatedUsers.unitId, userTypes: associatedUsers.userTypes })
    .from(associatedUsers)
    .where(eq(associatedUsers.accountId, accountId));
  const result: Memberships = new Map();
  for (const row of rows) {
    const types = result.get(row.unitId) ?? new Set<string>();
    for (const type of row.userTypes.split(',')) if (type.trim()) types.add(type.trim());
    result.set(row.unitId, types);
  }
  return result;
}

/** The school a caller means: its selected identity's, else its first (lowest id); null if none. */
export function selectedSchool(caller: Caller, memberships: Memberships): number | null {
  if (caller.unitId !== null && memberships.has(caller.unitId)) return caller.unitId;
  const [first] = [...memberships.keys()].sort((a, b) => a - b);
  return first ?? null;
}
