import type { ServerErrorCode } from '../../../lib/contract/errors';
import { DomainError } from '../errors';

// The one place a domain error becomes an HTTP status: services raise codes, the route layer
// answers them with these statuses in the envelope.

const STATUS: Record<ServerErrorCode, number> = {
  ACCOUNT_LOCKED: 429,
  ALREADY_CANCELLED: 409,
  ALREADY_COLLECTED: 409,
  ALREADY_DECIDED: 409,
  ALREADY_ORDERED: 409,
  ALREADY_PAID: 409,
  ALREADY_RATED: 409,
  ATTACHMENT_IN_USE: 409,
  BAD_CLIENT: 401,
  BAD_SIGNATURE: 401,
  BANK_AUTH_FAILED: 400,
  CLAIM_CODE_INVALID: 400,
  CLAIM_CODE_USED: 409,
  CONSENT_REQUIRED: 400,
  COUPON_INVALID: 400,
  COUPON_USED: 409,
  DATABASE_UNAVAILABLE: 503,
  DATE_CLOSED: 400,
  DINING_NOT_SERVED: 400,
  // Accepted: the request is kept, the child waits for the school (decision 070).
  ENROLMENT_PENDING: 202,
  FORBIDDEN: 403,
  FUNCTION_OFF: 403,
  IDEMPOTENCY_IN_FLIGHT: 409,
  IDEMPOTENCY_MISMATCH: 422,
  INSUFFICIENT_BALANCE: 409,
  INTERNAL: 500,
  INVALID_INPUT: 400,
  INVALID_REQUEST: 400,
  INVITATION_INVALID: 410,
  LEAVE_CLOSED: 400,
  LEAVE_NOT_ALLOWED: 400,
  LEAVE_ORDER_GONE: 409,
  LOGIN_FAILED: 400,
  // A code that is not one of ours (forged, altered, another school's) names nothing (decision 078).
  MEAL_CODE_INVALID: 404,
  MEAL_CODE_OTHER_DAY: 409,
  // The published menu holds a verified allergen of the child (decision 080); `data` says which.
  MEAL_UNSAFE_FOR_CHILD: 409,
  MENU_INCOMPLETE: 400,
  MOBILE_TAKEN: 409,
  MONTH_TOO_FAR: 400,
  NOTHING_TO_ORDER: 400,
  NOT_ORDERED: 409,
  NOT_FOUND: 404,
  NOT_SERVED: 422,
  NOT_SERVICE_DAY: 409,
  OLD_PASSWORD_WRONG: 400,
  ON_LEAVE: 409,
  ORIGIN_INVALID: 400,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  PAYMENT_UNAVAILABLE: 409,
  PREPAYMENT_AMOUNT: 400,
  PREPAYMENT_BOUGHT: 409,
  PREPAYMENT_CLOSED: 409,
  PREPAYMENT_PAID: 409,
  PROVIDER_UNAVAILABLE: 400,
  RATE_LIMITED: 429,
  REFUND_CLOSED: 409,
  REFUND_EXCEEDS: 409,
  REFUND_HANDLED: 409,
  REFUND_TOO_SMALL: 400,
  SERVER_BUSY: 503,
  SHUTTING_DOWN: 503,
  SMS_CODE_EXPIRED: 400,
  SMS_CODE_WRONG: 400,
  SMS_COOLDOWN: 429,
  SMS_DAILY_LIMIT: 429,
  SMS_DAILY_LIMIT_IP: 429,
  SMS_TOO_MANY_CHECKS: 429,
  SOCIAL_AUTH_FAILED: 400,
  SOCIAL_BOUND: 409,
  UNAUTHORIZED: 401,
  UNAVAILABLE: 503,
  UPLOAD_EXPIRED: 403,
  UPLOAD_NOT_IMAGE: 415,
  UPLOAD_NO_FILE: 400,
  UPLOAD_POLICY: 403,
  UPLOAD_SIGNATURE: 403,
  UPLOAD_TENANT_TYPE: 400,
  UPLOAD_TOO_LARGE: 413,
  USERNAME_TAKEN: 409,
  WECHAT_BIND_REQUIRED: 409,
};

export function statusOfCode(code: ServerErrorCode): number {
  return STATUS[code];
}

/** The status a thrown value answers with, when it is a domain error. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof DomainError ? STATUS[error.code] : undefined;
}
