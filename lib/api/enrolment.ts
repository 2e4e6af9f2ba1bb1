'use client';

import {
  adminClaimAttempts,
  adminClaimCodes,
  adminConsents,
  adminJoinRequests,
  decideJoinRequest,
  issueClaimCodes,
  myJoinRequests,
  privacyNotice,
  revokeClaimCode,
} from '@/lib/contract/enrolment';
import { request } from './client';
import { revalidate, useApi } from './swr';

// Enrolment (decision 070): the school's privacy notice and the family's requests; the console's
// codes, requests, attempts and consents.

export const enrolmentKeys = {
  all: () => ['enrolment'] as const,
  notice: (unitId: number) => ['enrolment', 'notice', unitId] as const,
  mine: () => ['enrolment', 'mine'] as const,
  codes: (classesId: number) => ['enrolment', 'codes', classesId] as const,
  requests: () => ['enrolment', 'requests'] as const,
  attempts: () => ['enrolment', 'attempts'] as const,
  consents: () => ['enrolment', 'consents'] as const,
};

const silent = { request: { silent: true } };

export function usePrivacyNotice(unitId: number | undefined) {
  return useApi(
    unitId ? enrolmentKeys.notice(unitId) : null,
    privacyNotice,
    { params: { unitId: unitId ?? 0 } },
    silent,
  );
}

export function useMyJoinRequests() {
  return useApi(enrolmentKeys.mine(), myJoinRequests, undefined, silent);
}

export function useClaimCodes(classesId: number | null) {
  return useApi(
    classesId ? enrolmentKeys.codes(classesId) : null,
    adminClaimCodes,
    { query: { classesId: classesId ?? 0 } },
    silent,
  );
}

export function useJoinRequests() {
  return useApi(enrolmentKeys.requests(), adminJoinRequests, { query: {} }, silent);
}

export function useClaimAttempts() {
  return useApi(enrolmentKeys.attempts(), adminClaimAttempts, undefined, silent);
}

export function useConsents() {
  return useApi(enrolmentKeys.consents(), adminConsents, undefined, silent);
}

export async function revokeCode(id: number) {
  const row = await request(revokeClaimCode, { params: { id } }, { silent: true });
  await revalidate(enrolmentKeys.all());
  return row;
}

export async function issueCodes(classesId: number) {
  const result = await request(issueClaimCodes, { body: { classesId } }, { silent: true });
  await revalidate(enrolmentKeys.all());
  return result;
}

export async function decideRequest(id: number, approve: boolean) {
  const row = await request(
    decideJoinRequest,
    { params: { id }, body: { approve } },
    { silent: true },
  );
  await revalidate(enrolmentKeys.all());
  return row;
}
