import { errorMessage } from '../api/errors';

/**
 * @deprecated Use `errorMessage(error, fallback, { serverText: false })` from lib/api/errors.
 * Kept, side-effect free, only for screens/my/Setting.tsx, which another change is rewriting;
 * delete this file once that screen imports errorMessage.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return errorMessage(error, fallback, { serverText: false });
}
