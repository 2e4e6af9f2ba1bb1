import * as z from 'zod/mini';
import { ADMIN_ROLES } from './admin';
import { endpoint, id, jsonId, text } from './core';

// Enrolment the school controls (decision 070): a claim code per roster student, printed on a
// letter per child; a family without a letter asks to join and the school decides; linking a child
// records the guardian's consent to the school's privacy notice, with its version.

/** A claim code as typed: letters and digits, spaces and dashes ignored, at most 20 characters. */
export const claimCode = text().check(z.minLength(1, 'claimCode'), z.maxLength(20, 'claimCode'));

export const PrivacyNotice = z.object({
  unitId: z.int(),
  title: z.string(),
  content: z.string(),
  version: z.string(),
});
export type PrivacyNotice = z.infer<typeof PrivacyNotice>;

/** The notice a guardian consents to when linking a child of this school. */
export const privacyNotice = endpoint({
  method: 'GET',
  path: '/api/associated/user/privacy/{unitId}',
  params: z.object({ unitId: id }),
  response: PrivacyNotice,
});

export const EnrolmentStatus = z.enum(['Pending', 'Approved', 'Declined']);
export type EnrolmentStatus = z.infer<typeof EnrolmentStatus>;

/** A family's request to join, as the family sees it. */
export const JoinRequest = z.object({
  id: z.int(),
  userName: z.string(),
  unitName: z.string(),
  gradeName: z.string(),
  className: z.string(),
  status: EnrolmentStatus,
  createdAt: z.string(),
});
export type JoinRequest = z.infer<typeof JoinRequest>;

/** The account's requests to join (pending ones first). */
export const myJoinRequests = endpoint({
  method: 'GET',
  path: '/api/associated/user/join',
  response: z.array(JoinRequest),
});

// The console's calls.

export const ClaimCodeStatus = z.enum(['Active', 'Used', 'Revoked', 'Expired']);
export type ClaimCodeStatus = z.infer<typeof ClaimCodeStatus>;

export const ClaimCodeRow = z.object({
  id: z.int(),
  rosterStudentId: z.int(),
  studentNo: z.string(),
  name: z.string(),
  gradeName: z.string(),
  className: z.string(),
  code: z.string(),
  status: ClaimCodeStatus,
  expiresAt: z.string(),
  usedAt: z.nullable(z.string()),
});
export type ClaimCodeRow = z.infer<typeof ClaimCodeRow>;

const classQuery = z.object({ classesId: id });

/** A class's students and their codes, newest code per student. */
export const adminClaimCodes = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/enrolment/codes',
  query: classQuery,
  response: z.array(ClaimCodeRow),
});

/** Gives every roster student of the class without a usable code a new one. */
export const issueClaimCodes = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/enrolment/codes/issue',
  body: z.object({ classesId: jsonId }),
  response: z.object({ issued: z.int() }),
});

export const revokeClaimCode = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/enrolment/codes/{id}/revoke',
  params: z.object({ id }),
  response: ClaimCodeRow,
});

export const AdminJoinRequest = z.object({
  id: z.int(),
  userName: z.string(),
  gradeName: z.string(),
  className: z.string(),
  classesId: z.int(),
  guardianMobile: z.nullable(z.string()),
  consentVersion: z.nullable(z.string()),
  status: EnrolmentStatus,
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type AdminJoinRequest = z.infer<typeof AdminJoinRequest>;

export const adminJoinRequests = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/enrolment/requests',
  query: z.object({ status: z.optional(EnrolmentStatus) }),
  response: z.array(AdminJoinRequest),
});

export const decideJoinRequest = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/enrolment/requests/{id}/decide',
  params: z.object({ id }),
  body: z.object({ approve: z.boolean() }),
  response: AdminJoinRequest,
});

/** Someone tried a code that was already used. */
export const ClaimAttempt = z.object({
  id: z.int(),
  studentName: z.string(),
  className: z.string(),
  guardianMobile: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ClaimAttempt = z.infer<typeof ClaimAttempt>;

export const adminClaimAttempts = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/enrolment/attempts',
  response: z.array(ClaimAttempt),
});

export const Consent = z.object({
  id: z.int(),
  childName: z.string(),
  className: z.string(),
  guardianMobile: z.nullable(z.string()),
  version: z.string(),
  consentedAt: z.string(),
});
export type Consent = z.infer<typeof Consent>;

export const adminConsents = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/enrolment/consents',
  response: z.array(Consent),
});
