import type { ClientErrorCode, ErrorCode } from '@/lib/contract/errors';
import { messages } from '@/lib/i18n';

/**
 * One error type for every failed call, so a screen can decide how to show it:
 * `status` is the HTTP status (0 when no answer came back), `code` the envelope's code or one of
 * NETWORK_ERROR / TIMEOUT / INVALID_RESPONSE / REQUEST_FAILED, `message` what the server (or the
 * spec's catalogue) says. `body` keeps the parsed answer (mobile login's accountNew rides on it).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | number | (string & {});
  readonly body?: unknown;
  /** The answer's Retry-After, in seconds, when it carried one (a 503). */
  readonly retryAfterSeconds?: number;

  constructor(
    status: number,
    code: ApiError['code'],
    message: string,
    body?: unknown,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** An overloaded server's refusal, made before any work (decision 077): safe to send again. */
export function isServerBusy(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 503 && error.code === 'SERVER_BUSY';
}

// The client's own codes, named once in lib/contract/errors.ts.
export const NETWORK_ERROR = 'NETWORK_ERROR' satisfies ClientErrorCode;
export const TIMEOUT = 'TIMEOUT' satisfies ClientErrorCode;
export const INVALID_RESPONSE = 'INVALID_RESPONSE' satisfies ClientErrorCode;
/** A 2xx envelope with `success: false`. */
export const REQUEST_FAILED = 'REQUEST_FAILED' satisfies ClientErrorCode;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ErrorMessageOptions {
  /**
   * false: show the spec's message for the failure (操作失败, 解绑失败，请稍候重试 ...) even when
   * the server sent its own. Default true: the server's message when there is one.
   */
  serverText?: boolean;
}

/**
 * The words a screen shows for a failure it decided to show, and nothing else: no toast, no
 * logout (the request client alone does those, decision 004). A 401 reads 身份过期，请重新登录,
 * the same words the client's own toast shows while it logs out.
 */
export function errorMessage(
  error: unknown,
  fallback: string,
  { serverText = true }: ErrorMessageOptions = {},
): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 401) return messages().errors.identityExpired;
  if (serverText && error.message.trim() !== '') return error.message;
  return fallback;
}
