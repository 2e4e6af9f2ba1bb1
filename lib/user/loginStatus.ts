import { useSyncExternalStore } from 'react';

// SPEC section 3/4: the login status the login screens drive and the app shell reads
// ("Login starts as submitting. On failure it sets error and marks current-user status resolved").

export interface LoginStatus {
  /** 'idle' before any attempt; 'resolved' once the current user is known (or known to be absent). */
  status: 'idle' | 'pending' | 'resolved';
  error: boolean;
  submitting: boolean;
  /** Mobile login: the number had no account yet (passed along on failure too). */
  accountNew?: boolean;
}

const initial: LoginStatus = { status: 'idle', error: false, submitting: false };
let state: LoginStatus = initial;
const listeners = new Set<() => void>();

export function getLoginStatus(): LoginStatus {
  return state;
}

export function setLoginStatus(patch: Partial<LoginStatus>): void {
  state = { ...state, ...patch };
  for (const listener of [...listeners]) listener();
}

export function resetLoginStatus(): void {
  setLoginStatus({ ...initial, accountNew: undefined });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useLoginStatus(): LoginStatus {
  return useSyncExternalStore(subscribe, getLoginStatus, getLoginStatus);
}
