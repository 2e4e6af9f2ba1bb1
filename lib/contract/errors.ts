/**
 * Every error code an answer can carry, in one list: the server puts one of the server codes in
 * the envelope's `code`; the request client uses the client codes for failures that never reached
 * a server answer. Screens compare against these names, never against message texts.
 */
export const SERVER_ERROR_CODES = [
  'ACCOUNT_LOCKED',
  'ALREADY_CANCELLED',
  'ALREADY_ORDERED',
  'ALREADY_PAID',
  'ALREADY_RATED',
  'ATTACHMENT_IN_USE',
  'BAD_CLIENT',
  'BAD_SIGNATURE',
  'BANK_AUTH_FAILED',
  'DATABASE_UNAVAILABLE',
  'DATE_CLOSED',
  'DINING_NOT_SERVED',
  'FORBIDDEN',
  'FUNCTION_OFF',
  'IDEMPOTENCY_IN_FLIGHT',
  'IDEMPOTENCY_MISMATCH',
  'INSUFFICIENT_BALANCE',
  'INTERNAL',
  'INVALID_INPUT',
  'INVALID_REQUEST',
  'LEAVE_CLOSED',
  'LEAVE_NOT_ALLOWED',
  'LEAVE_ORDER_GONE',
  'LOGIN_FAILED',
  'MONTH_TOO_FAR',
  'MOBILE_TAKEN',
  'NOTHING_TO_ORDER',
  'NOT_FOUND',
  'NOT_SERVED',
  'OLD_PASSWORD_WRONG',
  'PAYMENT_UNAVAILABLE',
  'PROVIDER_UNAVAILABLE',
  'RATE_LIMITED',
  'SMS_CODE_EXPIRED',
  'SMS_CODE_WRONG',
  'SMS_COOLDOWN',
  'SMS_DAILY_LIMIT',
  'SMS_DAILY_LIMIT_IP',
  'SHUTTING_DOWN',
  'SMS_TOO_MANY_CHECKS',
  'SOCIAL_AUTH_FAILED',
  'SOCIAL_BOUND',
  'UNAUTHORIZED',
  'UNAVAILABLE',
  'UPLOAD_EXPIRED',
  'UPLOAD_NOT_IMAGE',
  'UPLOAD_NO_FILE',
  'UPLOAD_POLICY',
  'UPLOAD_SIGNATURE',
  'UPLOAD_TENANT_TYPE',
  'UPLOAD_TOO_LARGE',
] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** Failures the client names itself: no answer, a late answer, an answer of the wrong shape. */
export const CLIENT_ERROR_CODES = [
  'NETWORK_ERROR',
  'TIMEOUT',
  'INVALID_RESPONSE',
  'REQUEST_FAILED',
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

export type ErrorCode = ServerErrorCode | ClientErrorCode;
