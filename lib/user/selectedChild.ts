'use client';

import { useSession } from '@/lib/session/useSession';
import { useUserState } from './state';

export interface SelectedChild {
  /** A positive integer, or undefined before a child is known (readers then wait). */
  associatedUserId?: number;
  userName?: string;
}

/**
 * The one selected-child hook: the child whose meals, orders and leave the screens show. A child
 * named in the route wins; then the persisted identity, which comes before the identity list so
 * that offline, when the list cannot be fetched, the calendar can still be read; then the
 * identity the user state picked. `fromRoute` is the route's typed `associatedUserId` (already
 * a positive integer, or undefined when the link carried none that fits).
 */
export function useSelectedChild(fromRoute?: number): SelectedChild {
  const state = useUserState();
  const stored = useSession().identity?.associated_user_id;
  const raw = fromRoute ?? stored ?? state.selected?.associatedUserId;
  const id = raw === undefined || raw === null || raw === '' ? undefined : Number(raw);
  const associatedUserId = id !== undefined && Number.isInteger(id) && id > 0 ? id : undefined;
  const identity = state.identities?.find((entry) => entry.associatedUserId === associatedUserId);
  return { associatedUserId, userName: identity?.userName };
}
