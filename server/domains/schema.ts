// Every table, each in its domain's tables.ts: the one list drizzle-kit and the query builder's
// types read. One schema for PGlite and PostgreSQL. Money is integer fen; dates of the school day
// are `YYYY-MM-DD` text in the unit's time zone; instants are timestamptz.

export * from './school/tables';
export * from './user/tables';
export * from './auth/tables';
export * from './meal/tables';
export * from './ledger/tables';
export * from '../core/http/tables';
export * from './order/tables';
export * from './leave/tables';
export * from './business/tables';
export * from './payment/tables';
export * from './attachment/tables';
export * from './message/tables';
export * from './schoolInfo/tables';
export * from './classes/tables';
export * from './prepayment/tables';
export * from './coupon/tables';
export * from './refund/tables';
export * from './console/tables';
export * from './reminder/tables';
export * from './bankcard/tables';
export * from './retention/tables';
export * from './enrolment/tables';
export * from './feed/tables';
export * from './serving/tables';
export * from './allergy/tables';
