import { useSession } from '@/lib/session/useSession';
import { getSession, saveIdentities, saveUser } from '@/lib/session/store';
import type { CurrentUser, Identity } from '@/lib/contract/user';
import { pickSelected } from './transitions';

// The user state over the session store: the current user and the identities live in memory
// there (fetched again after a reload); the selected identity triple is persisted there.

export interface UserState {
  user?: CurrentUser;
  identities?: Identity[];
  /** The identity the app acts for (the selected child). */
  selected?: Identity;
  /** (docs/product.md, "What the app keeps"): isUpdatePassword comes from the user's updatePassword. */
  isUpdatePassword: boolean;
}

export function userStateOf(snapshot: ReturnType<typeof getSession>): UserState {
  const { user, identities, identity } = snapshot;
  return {
    user,
    identities,
    selected: pickSelected(identities, identity?.associated_user_id, user),
    isUpdatePassword: user?.updatePassword ?? false,
  };
}

export function useUserState(): UserState {
  return userStateOf(useSession());
}

/** Applies a change to the in-memory user (no-op before the user is loaded). */
export function updateUser(change: (user: CurrentUser) => CurrentUser): void {
  const { user } = getSession();
  if (user) saveUser(change(user));
}

export function updateIdentities(change: (identities: Identity[]) => Identity[]): void {
  saveIdentities(change(getSession().identities ?? []));
}
