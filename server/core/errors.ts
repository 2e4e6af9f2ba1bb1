import type { ServerErrorCode } from '../../lib/contract/errors';
import { serverMessages, serverMessage } from '../messages';

/**
 * A refusal a service raises: a code from the contract's list and the message the envelope
 * carries. Services never pick an HTTP status; server/core/http/status.ts maps the code to one.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ServerErrorCode,
    message: string,
    /** Details the envelope's `data` carries with the refusal (decision 080), when any. */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = () => new DomainError('NOT_FOUND', serverMessages.notFound);
export const forbidden = () => new DomainError('FORBIDDEN', serverMessages.forbidden);
export const unauthorized = () => new DomainError('UNAUTHORIZED', serverMessages.identityExpired);
/** A refusal naming the input field that failed its check. */
export const invalidField = (field: string) =>
  new DomainError('INVALID_INPUT', serverMessage('invalidField', { field }));

/** The envelope of a refusal: its message and code, and its details when it has some. */
export function refusalBody(error: DomainError): {
  success: false;
  message: string;
  code: ServerErrorCode;
  data?: unknown;
} {
  const body = { success: false as const, message: error.message, code: error.code };
  return error.data === undefined ? body : { ...body, data: error.data };
}
