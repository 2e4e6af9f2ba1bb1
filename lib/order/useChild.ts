'use client';

import { useSession } from '../session/useSession';

/** The child whose meals the screens show: the selected identity, or one named in the route. */
export function useSelectedChild(fromRoute?: string): {
  associatedUserId?: number;
  userName?: string;
} {
  const session = useSession();
  const raw = fromRoute ?? session.identity?.associated_user_id;
  const associatedUserId = raw === undefined || raw === '' ? undefined : Number(raw);
  const valid =
    associatedUserId !== undefined && Number.isInteger(associatedUserId) && associatedUserId > 0;
  const identity = session.identities?.find((entry) => entry.associatedUserId === associatedUserId);
  return { associatedUserId: valid ? associatedUserId : undefined, userName: identity?.userName };
}
