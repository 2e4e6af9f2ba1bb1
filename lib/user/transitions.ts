import type { Gender } from '@/lib/contract/enums';
import type { CurrentUser, Identity } from '@/lib/contract/user';

// (docs/product.md, "States and transitions"), "Other transitions": what each successful account call changes in the user
// state. Pure, so the rules are tested apart from the network.

/** Successful user update sets loginNumber to 1 (the first-login prompt is done). */
export function afterUserUpdate(user: CurrentUser, answer?: Partial<CurrentUser>): CurrentUser {
  return { ...user, ...answer, loginNumber: 1 };
}

/** Successful password update sets isUpdatePassword (the user's updatePassword) true. */
export function afterPasswordUpdate(user: CurrentUser): CurrentUser {
  return { ...user, updatePassword: true };
}

/** Binding a mobile updates the mobile on the current user and on all identities. */
export function afterMobileBound(
  user: CurrentUser | undefined,
  identities: readonly Identity[] | undefined,
  mobile: string,
): { user?: CurrentUser; identities?: Identity[] } {
  return {
    user: user && { ...user, mobile },
    identities: identities?.map((identity) => ({ ...identity, mobile })),
  };
}

function replaceIdentity(
  identities: readonly Identity[],
  associatedUserId: number,
  change: (identity: Identity) => Identity,
): Identity[] {
  return identities.map((identity) =>
    identity.associatedUserId === associatedUserId ? change(identity) : identity,
  );
}

/** Successful associated-user update changes that identity's gender. */
export function afterGenderUpdate(
  identities: readonly Identity[],
  associatedUserId: number,
  gender: Gender,
): Identity[] {
  return replaceIdentity(identities, associatedUserId, (identity) => ({ ...identity, gender }));
}

/** Head photo upload updates the identity's headerUrl (the home head reads the same identity). */
export function afterHeaderUpload(
  identities: readonly Identity[],
  associatedUserId: number,
  headerUrl: string,
): Identity[] {
  return replaceIdentity(identities, associatedUserId, (identity) => ({ ...identity, headerUrl }));
}

/** The server's fresh copy of one identity (after a class change) replaces the stale one. */
export function withIdentity(identities: readonly Identity[], updated: Identity): Identity[] {
  const known = identities.some(
    (identity) => identity.associatedUserId === updated.associatedUserId,
  );
  return known
    ? replaceIdentity(identities, updated.associatedUserId, () => updated)
    : [...identities, updated];
}

/**
 * The identity the app acts for: the stored selection when it is still among the identities, else
 * the one the account last switched to, else the first.
 */
export function pickSelected(
  identities: readonly Identity[] | undefined,
  selectedAssociatedUserId: string | number | undefined,
  user?: CurrentUser,
): Identity | undefined {
  if (!identities || identities.length === 0) return undefined;
  const byId = (wanted: string | number | null | undefined) =>
    wanted === undefined || wanted === null
      ? undefined
      : identities.find((identity) => String(identity.associatedUserId) === String(wanted));
  return byId(selectedAssociatedUserId) ?? byId(user?.currentAssociatedUserId) ?? identities[0];
}
