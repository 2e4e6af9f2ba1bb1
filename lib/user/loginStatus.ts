import { createStore, useStore } from '@/lib/platform/store';

// (docs/product.md, "What the app keeps" and "States and transitions"): the login status the login flows (lib/api/auth.ts) drive and the login and
// entrance screens read ("Login starts as submitting. On failure it sets error and marks
// current-user status resolved").

/** (docs/product.md, "Rules and limits"): the open-id number that marks an open id generated for a bank login. */
export const FALLBACK_OPEN_ID_NO = '999';

export interface LoginStatus {
  /** Current-user status: 'idle' before any attempt; 'resolved' once known (or known absent). */
  status: 'idle' | 'pending' | 'resolved';
  /** The last attempt failed (shown as invalid fields, no message: (docs/product.md, "Errors and messages")). */
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
const store = createStore<LoginStatus>(initial);

export function getLoginStatus(): LoginStatus {
  return store.get();
}

export function setLoginStatus(patch: Partial<LoginStatus>): void {
  store.set((state) => ({ ...state, ...patch }));
}

/** The spec's setOpenIdNo. */
export function setOpenIdNo(openIdNo: string | undefined): void {
  setLoginStatus({ openIdNo });
}

export function resetLoginStatus(): void {
  setLoginStatus({ ...initial, accountNew: undefined, openIdNo: undefined });
}

export const subscribeLoginStatus = store.subscribe;

export function useLoginStatus(): LoginStatus {
  return useStore(store);
}
