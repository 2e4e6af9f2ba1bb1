import type { ServerErrorCode } from '../../lib/contract/errors';
import { serverMessages, serverMessage } from '../messages';

/** A failure a client may see: the status, the envelope's message and its code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ServerErrorCode,
  ) {
    super(message);
  }
}

export const notFound = () => new HttpError(404, serverMessages.notFound, 'NOT_FOUND');
export const forbidden = () => new HttpError(403, serverMessages.forbidden, 'FORBIDDEN');
export const unauthorized = () =>
  new HttpError(401, serverMessages.identityExpired, 'UNAUTHORIZED');
/** A 400 naming the input field that failed its check. */
export const invalidField = (field: string) =>
  new HttpError(400, serverMessage('invalidField', { field }), 'INVALID_INPUT');
