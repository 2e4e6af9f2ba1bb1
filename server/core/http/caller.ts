import type { MealKind } from '../../../lib/contract/enums';

/** Who is calling: the token's account and the identity headers, verified against it. */
export interface Caller {
  accountId: number;
  tokenHash: string;
  /** Set only when the `associatedUser` header named one of the account's associated users. */
  associatedUserId: number | null;
  unitId: number | null;
  userType: string | null;
  /**
   * The account's associated users and its current one, read with the token (decision 038), so
   * "the selected child" needs no further query. Absent on callers built elsewhere.
   */
  session?: CallerSession;
}

/** One associated user of the calling account, with its school's time zone. */
export interface SessionChild {
  id: number;
  accountId: number;
  unitId: number;
  userName: string;
  mealKind: MealKind;
  timeZone: string;
  userTypes: string;
}

export interface CallerSession {
  children: SessionChild[];
  currentAssociatedUserId: number | null;
}
