import { serverMessages } from '../messages';

/** A failure a client may see: the status, the envelope's message and an optional code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string | number,
  ) {
    super(message);
  }
}

export const notFound = () => new HttpError(404, serverMessages.notFound, 'NOT_FOUND');
export const forbidden = () => new HttpError(403, serverMessages.forbidden, 'FORBIDDEN');
export const unauthorized = () =>
  new HttpError(401, serverMessages.identityExpired, 'UNAUTHORIZED');
