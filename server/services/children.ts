import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { associatedUsers, units } from '../db/schema';
import { notFound } from '../http/errors';
import type { Tx } from './idempotency';

/** A child of the calling account, with its school's time zone. */
export interface OwnChild {
  id: number;
  unitId: number;
  userName: string;
  mealKind: string;
  timeZone: string;
}

/**
 * The account's own child by id; any other id (another account's child, or none) answers 404, so
 * a caller cannot tell the two apart.
 */
export async function ownChild(
  db: Db | Tx,
  accountId: number,
  associatedUserId: number,
): Promise<OwnChild> {
  const [row] = await db
    .select({
      id: associatedUsers.id,
      unitId: associatedUsers.unitId,
      userName: associatedUsers.userName,
      mealKind: associatedUsers.mealKind,
      timeZone: units.timeZone,
    })
    .from(associatedUsers)
    .innerJoin(units, eq(units.id, associatedUsers.unitId))
    .where(and(eq(associatedUsers.id, associatedUserId), eq(associatedUsers.accountId, accountId)));
  if (!row) throw notFound();
  return row;
}
