import { useSyncExternalStore } from 'react';

// SPEC section 3/4: the login status the login flows (lib/api/auth.ts) drive and the login and
// entrance screens read ("Login starts as submitting. On failure it sets error and marks
// current-user status resolved").

/** SPEC section 9: the open-id number that marks an open id generated for a bank login. */
export const FALLBACK_OPEN_ID_NO = '999';

export interface LoginStatus {
  /** Current-user status: 'idle' before any attempt; 'resolved' once known (or known absent). */
  status: 'idle' | 'pending' | 'resolved';
  /** The last attempt failed (shown as invalid fields, no message: SPEC section 8). */
  error: boolean;
  submitting: boolean;
  /** Mobile login: the number had no account yet (passed along on failure too). */
  accountNew?: boolean;
  /** Fetching the current user found neither a login nor a user, or got an empty answer. */
  loggedOut: boolean;
  /** The open id's number; FALLBACK_OPEN_ID_NO when the open id was generated (setOpenIdNo). */
  openIdNo?: string;
}

const initial: LoginStatus = { status: 'idle', error: false, submitting: false, loggedOut: false };
let state: LoginStatus = initial;
const listeners = new Set<() => void>();

export function getLoginStatus(): LoginStatus {
  return state;
}

export function setLoginStatus(patch: Partial<LoginStatus>): void {
  state = { ...state, ...patch };
  for (const listener of [...listeners]) listener();
}

/** The spec's setOpenIdNo. */
export function setOpenIdNo(openIdNo: string | undefined): void {
  setLoginStatus({ openIdNo });
}

export function resetLoginStatus(): void {
  setLoginStatus({ ...initial, accountNew: undefined, openIdNo: undefined });
}

export function subscribeLoginStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useLoginStatus(): LoginStatus {
  return useSyncExternalStore(subscribeLoginStatus, getLoginStatus, getLoginStatus);
}
