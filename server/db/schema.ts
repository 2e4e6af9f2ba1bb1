// Every table, each in its domain's tables.ts: the one list drizzle-kit and the query builder's
// types read. One schema for PGlite and PostgreSQL. Money is integer fen; dates of the school day
// are `YYYY-MM-DD` text in the unit's time zone; instants are timestamptz.

export * from '../domains/school/tables';
export * from '../domains/user/tables';
export * from '../domains/auth/tables';
export * from '../domains/meal/tables';
export * from '../domains/ledger/tables';
export * from '../core/http/tables';
export * from '../domains/order/tables';
export * from '../domains/leave/tables';
export * from '../domains/business/tables';
export * from '../domains/payment/tables';
export * from '../domains/attachment/tables';
export * from '../domains/message/tables';
export * from '../domains/schoolInfo/tables';
export * from '../domains/classes/tables';
export * from '../domains/prepayment/tables';
export * from '../domains/coupon/tables';
export * from '../domains/refund/tables';
export * from '../domains/console/tables';
export * from '../domains/reminder/tables';
export * from '../domains/bankcard/tables';
