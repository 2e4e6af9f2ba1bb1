import { ApiError, isApiError } from '../api/errors';
import { messages } from '../i18n';
import { showToast } from '../platform/feedback';
import { logout } from '../session/logout';

/**
 * Account calls whose failure the spec names (操作失败, 解绑失败，请稍候重试 ...) are made silent,
 * so the screen shows that message instead of the generic dialog. An expired session still ends
 * the session, as every other call does (SPEC section 8, HTTP 401).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 401) {
    showToast({ title: messages().errors.identityExpired, icon: 'none' });
    void logout();
    return messages().errors.identityExpired;
  }
  return fallback;
}

/** The server's own message (class update failure shows it), else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 401) return failureMessage(error, fallback);
  return error instanceof ApiError && error.message.trim() !== '' ? error.message : fallback;
}
