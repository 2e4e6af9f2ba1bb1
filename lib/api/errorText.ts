import { getLocale, messages } from '@/lib/i18n';
import { errorTexts } from '@/lib/i18n/areas/errors';
import { isApiError } from './errors';

/**
 * The user's words for a failed call (decision 068): what went wrong and what to do, in the
 * user's language. The answer's code picks a catalogue text; a code with none keeps the server's
 * own message where it speaks the user's language (it writes Chinese), else `fallback`, which
 * names what failed. No side effects: the request client alone toasts and logs out.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 401) return messages().errors.identityExpired;
  const codes: Record<string, string> = errorTexts().codes;
  const known = typeof error.code === 'string' ? codes[error.code] : undefined;
  if (known) return known;
  if (getLocale() === 'zh-CN' && error.status >= 400 && error.status < 500) {
    const sent = error.message.trim();
    if (sent !== '') return sent;
  }
  return fallback;
}
