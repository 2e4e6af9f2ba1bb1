import * as z from 'zod/mini';
import { endpoint, id, paged, pageQuery, text } from './core';
import { ADMIN_ROLES } from './admin';
import { BalanceRecordType, DiningType, OrderStatus } from './enums';
import { Payment, PaymentChannel, PaymentStatus } from './order';

// Money in the console (decision 051): payments and their states, payments whose amount did not
// match, unpaid orders the school can mark paid at the counter, and each account's ledger (read
// only). Refunds, prepayments and coupons: adminPrepaid.ts.

export const AdminPayment = z.object({
  id: z.int(),
  outTradeNo: z.string(),
  channel: PaymentChannel,
  status: PaymentStatus,
  amount: z.int(),
  paidAmount: z.nullable(z.int()),
  outcome: z.nullable(z.string()),
  orderId: z.nullable(z.int()),
  accountName: z.string(),
  childName: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

export const adminPayments = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/payments',
  query: z.extend(pageQuery, {
    status: z.optional(PaymentStatus),
    /** Only payments whose paid amount differed from the order's (credited to the balance). */
    mismatched: z.optional(z.enum(['1'])),
  }),
  response: paged(AdminPayment),
});

export const AdminOrder = z.object({
  id: z.int(),
  orderNo: z.string(),
  orderStatus: OrderStatus,
  diningType: DiningType,
  amount: z.int(),
  accountName: z.string(),
  mobile: z.nullable(z.string()),
  childName: z.string(),
  createdAt: z.string(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

export const unpaidOrders = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/orders/unpaid',
  query: pageQuery,
  response: paged(AdminOrder),
});

/** Marks an UnPay order paid at the counter (what server/tasks/mark-paid.ts does). */
export const markOrderPaid = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/orders/{id}/paid',
  params: z.object({ id }),
  response: z.object({ marked: z.boolean() }),
});

export const AdminAccount = z.object({
  accountId: z.int(),
  userName: z.string(),
  mobile: z.nullable(z.string()),
  balance: z.int(),
  children: z.array(z.string()),
});
export type AdminAccount = z.infer<typeof AdminAccount>;

/** Families of the school by mobile or name (at most 20). */
export const findAccounts = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/accounts',
  query: z.object({ q: text().check(z.minLength(1), z.maxLength(20)) }),
  response: z.array(AdminAccount),
});

export const LedgerRow = z.object({
  id: z.int(),
  type: BalanceRecordType,
  /** Signed fen: credits positive, debits negative. */
  amount: z.int(),
  remark: z.nullable(z.string()),
  createdAt: z.string(),
});

export const accountLedger = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/accounts/{accountId}/ledger',
  params: z.object({ accountId: id }),
  query: pageQuery,
  response: z.extend(paged(LedgerRow), { balance: z.int() }),
});

/**
 * The counter takes an unpaid order's payment by a WeChat Pay Native QR code the payer scans
 * (production) or the sandbox's checkout (demo); an earlier pending one is superseded.
 */
export const startCounterPayment = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/orders/{id}/counter-payment',
  params: z.object({ id }),
  response: Payment,
});

/** The order's state and its latest payment, polled by the counter until paid or ended. */
export const counterPayment = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/orders/{id}/counter-payment',
  params: z.object({ id }),
  response: z.object({ orderStatus: OrderStatus, payment: z.nullable(Payment) }),
});
