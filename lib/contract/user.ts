import * as z from 'zod/mini';
import { endpoint, id, paged, text, webLink } from './core';
import { claimCode } from './enrolment';
import { BalanceRecordType, Gender, PayMethod } from './enums';

// Accounts, identities (one per associated user: a child, or a class for a teacher), the balance.

/** Kept here too: the contract's modules import it from this one. */
export { id };
export const mobile = z.string().check(z.regex(/^1\d{10}$/, 'mobile'));
export const smsCode = z.string().check(z.regex(/^\d{4,8}$/, 'code'));

/** (docs/product.md, "What the app keeps"), "Identity (one per associated user)". Missing grade/class fields are null. */
export const Identity = z.object({
  userId: z.int(),
  userName: z.string(),
  associatedUserId: z.int(),
  gender: Gender,
  headerUrl: z.nullable(z.string()),
  /** 'Student' for a guardian's child; a Role (e.g. HEAD_TEACHER) for a teacher's class. */
  userTypes: z.string(),
  unitId: z.int(),
  unitName: z.string(),
  mobile: z.nullable(z.string()),
  gradeId: z.nullable(z.int()),
  gradeName: z.nullable(z.string()),
  gradeNumber: z.nullable(z.int()),
  classesId: z.nullable(z.int()),
  classesName: z.nullable(z.string()),
  classesNumber: z.nullable(z.int()),
  /** True once the account has set its own password. */
  updatePassword: z.boolean(),
  loginNumber: z.int(),
  openId: z.nullable(z.string()),
  openIdNo: z.nullable(z.string()),
});
export type Identity = z.infer<typeof Identity>;

/** The logged-in account ("current user" of (docs/product.md, "What the app keeps")). */
export const CurrentUser = z.object({
  userId: z.int(),
  userName: z.string(),
  mobile: z.nullable(z.string()),
  gender: Gender,
  headerUrl: z.nullable(z.string()),
  updatePassword: z.boolean(),
  loginNumber: z.int(),
  openId: z.nullable(z.string()),
  openIdNo: z.nullable(z.string()),
  /** The associated user the account last switched to (bind/user), if any. */
  currentAssociatedUserId: z.nullable(z.int()),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const BalanceRecord = z.object({
  id: z.int(),
  type: BalanceRecordType,
  /** Signed, integer fen: credits positive, debits negative. */
  amount: z.int(),
  remark: z.nullable(z.string()),
  createdAt: z.string(),
  /**
   * An order's charge as the family paid it (decision 072): how, and the discount (coupon or
   * package) already taken off `amount`. An online payment's row moves no balance.
   */
  method: z.optional(PayMethod),
  discount: z.optional(z.int().check(z.gte(0))),
});
export type BalanceRecord = z.infer<typeof BalanceRecord>;

export const Balance = z.object({ myAmount: z.int() });
export type Balance = z.infer<typeof Balance>;

export const Account = z.object({
  myAmount: z.int(),
  amountDetails: paged(BalanceRecord),
});
export type Account = z.infer<typeof Account>;

export const VersionHistory = z.object({ version: z.string(), read: z.boolean() });
export type VersionHistory = z.infer<typeof VersionHistory>;

export const SocialBinding = z.object({ openId: z.string(), openIdNo: z.nullable(z.string()) });
export type SocialBinding = z.infer<typeof SocialBinding>;

const userName = text().check(z.trim(), z.minLength(1, 'userName'), z.maxLength(40, 'userName'));
const password = text().check(z.minLength(6, 'password'), z.maxLength(64, 'password'));

export const identities = endpoint({
  method: 'GET',
  path: '/api/associated/user/identity',
  response: z.array(Identity),
});

export const currentUser = endpoint({
  method: 'GET',
  path: '/api/associated/user/0',
  query: z.object({ userTypes: z.optional(text().check(z.maxLength(40))) }),
  response: CurrentUser,
});

/**
 * Adds a child to the account (decision 070): with the claim code of the school's letter the child
 * is linked at once; without one the school is asked (ENROLMENT_PENDING) and nothing of it is
 * shown until it approves. `consentVersion` is the privacy notice's version the guardian accepted.
 */
export const createAssociatedUser = endpoint({
  method: 'POST',
  path: '/api/associated/user',
  body: z.object({
    userName,
    gender: Gender,
    unitId: id,
    classesId: id,
    claimCode: z.optional(claimCode),
    consentVersion: z.optional(text().check(z.maxLength(40, 'consentVersion'))),
  }),
  response: Identity,
});

export const updateAssociatedUser = endpoint({
  method: 'POST',
  path: '/api/associated/user/updateInfo',
  body: z.object({
    associatedUserId: id,
    userName: z.optional(userName),
    gender: z.optional(Gender),
    headerUrl: z.optional(z.nullable(webLink())),
  }),
  response: Identity,
});

/** Binds (or changes) the account's mobile, proven by an SMS code. */
export const bindMobile = endpoint({
  method: 'POST',
  path: '/api/associated/user/mobile',
  body: z.object({ mobile, code: smsCode }),
  response: z.object({ mobile: z.string() }),
});

/** Whether a mobile already belongs to an account (before registering or binding). */
export const mobileRegistered = endpoint({
  method: 'GET',
  path: '/api/associated/user/mobile/{mobile}',
  params: z.object({ mobile }),
  response: z.object({ registered: z.boolean() }),
});

/** Switches the account's current child ("child switch": 操作成功 / 操作失败！请重试). */
export const bindUser = endpoint({
  method: 'POST',
  path: '/api/associated/user/bind/user',
  body: z.object({ associatedUserId: id }),
  response: Identity,
});

/** Updates the account's profile; the server sets loginNumber to 1. */
export const updateUser = endpoint({
  method: 'POST',
  path: '/api/user/update',
  body: z.object({
    userName: z.optional(userName),
    gender: z.optional(Gender),
    headerUrl: z.optional(z.nullable(webLink())),
  }),
  response: CurrentUser,
});

/** oldPassword is needed once the account has set its own password (updatePassword true). */
export const updatePassword = endpoint({
  method: 'POST',
  path: '/api/user/update/password',
  body: z.object({ oldPassword: z.optional(text().check(z.maxLength(64))), password }),
  response: CurrentUser,
});

/** Failure answers code 500, success false, 'server exception, please retry or contact administrator'. */
export const register = endpoint({
  method: 'POST',
  path: '/api/user/register',
  public: true,
  body: z.object({ mobile, code: smsCode, password, userName: z.optional(userName) }),
  response: z.object({ userId: z.int() }),
});

export const socialBind = endpoint({
  method: 'POST',
  path: '/api/social/account/{provider}/{id}/bind',
  params: z.object({
    provider: z.string().check(z.regex(/^[a-z]{2,20}$/, 'provider')),
    id: text().check(z.minLength(1), z.maxLength(128)),
  }),
  body: z.object({ appId: text().check(z.minLength(1, 'appId'), z.maxLength(64)) }),
  response: SocialBinding,
});

export const socialUnbind = endpoint({
  method: 'DELETE',
  path: '/api/social/account/{provider}/{id}/unbind',
  params: z.object({
    provider: z.string().check(z.regex(/^[a-z]{2,20}$/, 'provider')),
    id: text().check(z.minLength(1), z.maxLength(128)),
  }),
  response: z.object({ unbound: z.boolean() }),
});

/** Balance plus its detail rows, newest first (page size 20 per (docs/product.md, "Rules and limits")). */
export const account = endpoint({
  method: 'GET',
  path: '/api/user/0/account',
  query: z.object({
    page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)), 0),
    size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  }),
  response: Account,
});

export const balance = endpoint({
  method: 'GET',
  path: '/api/user/0/balance',
  response: Balance,
});

export const versionHistory = endpoint({
  method: 'GET',
  path: '/api/version/history',
  query: z.object({ userId: z.optional(id) }),
  response: VersionHistory,
});

/** Marks the current version's notes as read. */
export const markVersionRead = endpoint({
  method: 'POST',
  path: '/api/version/history',
  body: z.object({
    userId: z.optional(id),
    version: text().check(z.minLength(1), z.maxLength(40)),
  }),
  response: VersionHistory,
});

/** A child's birth year, for the nutrition targets by age (decision 081); null: use the grade. */
export const ChildBirthYear = z.object({
  associatedUserId: z.int(),
  birthYear: z.nullable(z.int()),
});
export type ChildBirthYear = z.infer<typeof ChildBirthYear>;

export const childBirthYear = endpoint({
  method: 'GET',
  path: '/api/associated/user/{associatedUserId}/birthYear',
  params: z.object({ associatedUserId: id }),
  response: ChildBirthYear,
});

/** Sets (or, with null, clears) the birth year of one of the caller's children. */
export const setChildBirthYear = endpoint({
  method: 'POST',
  path: '/api/associated/user/birthYear',
  body: z.object({
    associatedUserId: id,
    birthYear: z.nullable(z.int().check(z.gte(1990, 'birthYear'), z.lte(2100, 'birthYear'))),
  }),
  response: ChildBirthYear,
});
