/**
 * One error type for every failed call, so a screen can decide how to show it:
 * `status` is the HTTP status (0 when no answer came back), `code` the envelope's code or one of
 * NETWORK_ERROR / TIMEOUT / INVALID_RESPONSE / REQUEST_FAILED, `message` what the server (or the
 * spec's catalogue) says. `body` keeps the parsed answer (mobile login's accountNew rides on it).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | number;
  readonly body?: unknown;

  constructor(status: number, code: string | number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export const NETWORK_ERROR = 'NETWORK_ERROR';
export const TIMEOUT = 'TIMEOUT';
export const INVALID_RESPONSE = 'INVALID_RESPONSE';
/** A 2xx envelope with `success: false`. */
export const REQUEST_FAILED = 'REQUEST_FAILED';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What a screen shows for an error it decided to show. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}
