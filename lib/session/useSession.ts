'use client';

import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type SessionSnapshot } from './store';

/** The current session; re-renders when it changes (login, identity switch, logout). */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
