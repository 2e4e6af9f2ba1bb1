import { NETWORK_ERROR, TIMEOUT, isApiError } from '@/lib/api/errors';
import { messages } from '@/lib/i18n';

/**
 * The visible words for a failed sign-in (decision 068): what was wrong, by mode, so the parent
 * knows which field to fix; a lock or a lost network says so instead. `undefined` error: the
 * fields were not filled in.
 */
export function loginFailureText(mode: 'password' | 'mobile', error: unknown): string {
  const t = messages().auth;
  if (error === undefined)
    return mode === 'password' ? t.loginMissingPassword : t.loginMissingMobile;
  if (isApiError(error)) {
    if (error.code === 'ACCOUNT_LOCKED') return t.accountLocked;
    if (error.code === NETWORK_ERROR || error.code === TIMEOUT) return t.loginNetwork;
  }
  return mode === 'password' ? t.loginFailedPassword : t.loginFailedMobile;
}
