import * as z from 'zod/mini';

// States of the money records this project adds beside the spec's (decisions 029 and 030).

/**
 * A prepayment purchase, and the `orderPaymentUserStatus` a child's prepayment shows: UnPay
 * (started, not paid), PAYING (sent to the bank-card path), Pay (paid), Cancel (given up).
 */
export const PurchaseStatus = z.enum(['UnPay', 'PAYING', 'Pay', 'Cancel']);
export type PurchaseStatus = z.infer<typeof PurchaseStatus>;

/** A refund: waiting for the school (ToAudit), approved and paid out (Pass), refused, cancelled. */
export const RefundStatus = z.enum(['ToAudit', 'Pass', 'NotPass', 'Cancel']);
export type RefundStatus = z.infer<typeof RefundStatus>;
