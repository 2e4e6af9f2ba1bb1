'use client';

import {
  addOrigin,
  allowedOrigins,
  removeAgreement,
  removeOrigin,
  saveAgreement,
} from '@/lib/contract/adminContent';
import type { InputOf } from '@/lib/contract/core';
import { adminKeys } from './admin';
import { request } from './client';
import { revalidate, useApi } from './swr';

// Agreements and the webview's allowed origins in the console (decisions 051, 057). Keys sit
// under the console's content key (lib/api/admin.ts `adminKeys.content`), so a change refreshes
// the content screen's readings.

export const contentKeys = {
  agreements: adminKeys.agreements,
  origins: () => ['admin', 'content', 'origins'] as const,
};

const silent = { request: { silent: true } };

export type AgreementInput = InputOf<typeof saveAgreement>['body'];

export async function addSchoolAgreement(body: AgreementInput) {
  const result = await request(saveAgreement, { body }, { silent: true });
  await revalidate(contentKeys.agreements());
  return result;
}

export async function removeSchoolAgreement(id: number) {
  const result = await request(removeAgreement, { params: { id } }, { silent: true });
  await revalidate(contentKeys.agreements());
  return result;
}

export function useAllowedOrigins() {
  return useApi(contentKeys.origins(), allowedOrigins, undefined, silent);
}

export async function addAllowedOrigin(origin: string) {
  const result = await request(addOrigin, { body: { origin } }, { silent: true });
  await revalidate(contentKeys.origins());
  return result;
}

export async function removeAllowedOrigin(origin: string) {
  const result = await request(removeOrigin, { body: { origin } }, { silent: true });
  await revalidate(contentKeys.origins());
  return result;
}
