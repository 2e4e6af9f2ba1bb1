'use client';

import { useEffect } from 'react';
import { bindChild, useIdentities } from '@/lib/api/user';
import { useSession } from '@/lib/session/useSession';
import { saveIdentity, selectedIdentityOf } from '@/lib/session/store';

/**
 * Home opened with `associatedUserId` (the child switch's landing, a reminder's or a shared link)
 * shows that child: the screens read the stored identity, so a route naming another of the
 * account's children makes it the stored one, and the account's current child on the server as
 * the switch does (decision 089). A child that is not the account's is ignored: the link cannot
 * reach another family's child.
 */
export function useChildFromRoute(fromRoute: number | undefined): void {
  const { identities } = useIdentities();
  const stored = useSession().identity?.associated_user_id;
  useEffect(() => {
    if (fromRoute === undefined || !identities || Number(stored) === fromRoute) return;
    const identity = identities.find((entry) => entry.associatedUserId === fromRoute);
    if (!identity) return;
    void saveIdentity(selectedIdentityOf(identity)).then(() =>
      // The local choice is what the screens read; the server's only decides the next sign-in's.
      bindChild(fromRoute).catch(() => undefined),
    );
  }, [fromRoute, identities, stored]);
}
