import { errorText } from '@/lib/api/errorText';
import { isApiError } from '@/lib/api/errors';
import { format } from '@/lib/i18n';
import { serveMessages } from '@/lib/i18n/areas/serve';
import { schoolDateTime } from '@/lib/time/schoolTime';

// What the serving screens say about a collection (decision 078), in the user's language.

/** `HH:mm` on the school's clock, '' for a non-date. */
export function schoolTime(iso: string | null | undefined): string {
  return iso ? schoolDateTime(iso).slice(11) : '';
}

type RefusalCode = keyof ReturnType<typeof serveMessages>['errors'];

/**
 * Why the server refused a tick or a scan, by its code: a leave, no order, already collected
 * (with the time the server named), a code of another day or of nobody. Anything else gets the
 * app's general words for the failure.
 */
export function refusalText(error: unknown): string {
  const t = serveMessages();
  if (isApiError(error) && typeof error.code === 'string') {
    if (error.code === 'ALREADY_COLLECTED') {
      // The server writes the time it names as HH:mm (`已于 12:05 取餐`).
      const time = /\b(\d{1,2}:\d{2})\b/.exec(error.message)?.[1];
      return time
        ? format(t.errors.ALREADY_COLLECTED, { time })
        : t.errors.ALREADY_COLLECTED_NO_TIME;
    }
    if (error.code in t.errors) return t.errors[error.code as RefusalCode];
  }
  return errorText(error, t.failed);
}

/** Today's date on the school's clock (the serving line works on the school's day). */
export function schoolToday(now: number = Date.now()): string {
  return schoolDateTime(new Date(now).toISOString()).slice(0, 10);
}

/** A class as people say it: "三年级 1班", or the class's own name when it already names the grade. */
export function classTitle(gradeName: string, className: string): string {
  if (!gradeName || className.startsWith(gradeName)) return className || gradeName;
  return `${gradeName} ${className}`;
}
