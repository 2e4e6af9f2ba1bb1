'use client';

import type { InputOf } from '@/lib/contract/core';
import { familyArchive, schoolExport, type ExportFormat } from '@/lib/contract/exports';
import {
  adminClosures,
  confirmClosure,
  markLeaver,
  myClosure,
  requestClosure,
  retentionSetting,
  saveRetention,
  staffReadLog,
} from '@/lib/contract/retention';
import { request, requestEnvelope } from './client';
import { revalidate, useApi } from './swr';

// Open data and personal data kept no longer than needed (decision 074): the family's archive and
// account closure from Mine; the school's exports, closures, leavers, retention and read log in
// the console.

export const dataKeys = {
  all: () => ['data'] as const,
  closure: () => ['data', 'closure'] as const,
  closures: () => ['data', 'admin', 'closures'] as const,
  retention: () => ['data', 'admin', 'retention'] as const,
  reads: (page: number) => ['data', 'admin', 'reads', page] as const,
};

const silent = { request: { silent: true } };

/** Saves a download the way a link with `download` would. */
function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

async function download<E extends typeof familyArchive | typeof schoolExport>(
  endpoint: E,
  input: InputOf<E> | undefined,
  name: string,
): Promise<void> {
  const answer = await requestEnvelope(endpoint, input, { asBlob: true, silent: true });
  save(answer.body as Blob, name);
}

export function downloadArchive(): Promise<void> {
  return download(familyArchive, undefined, 'canteen-archive.zip');
}

export function downloadSchoolExport(from: string, to: string, format: ExportFormat) {
  return download(
    schoolExport,
    { query: { from, to, format } },
    `canteen-${from}-${to}${format === 'xlsx' ? '.xlsx' : '-csv.zip'}`,
  );
}

export function useMyClosure() {
  return useApi(dataKeys.closure(), myClosure);
}

export async function askToClose() {
  const closure = await request(requestClosure);
  await revalidate(dataKeys.closure());
  return closure;
}

export function useClosures() {
  return useApi(dataKeys.closures(), adminClosures, undefined, silent);
}

export async function confirmAccountClosure(id: number) {
  const closure = await request(confirmClosure, { params: { id } }, { silent: true });
  await revalidate(dataKeys.closures());
  return closure;
}

export function useRetention() {
  return useApi(dataKeys.retention(), retentionSetting, undefined, silent);
}

export async function saveRetentionDays(days: number) {
  const saved = await request(saveRetention, { body: { days } }, { silent: true });
  await revalidate(dataKeys.retention());
  return saved;
}

export function markChildLeaving(associatedUserId: number, leftOn: string) {
  return request(markLeaver, { body: { associatedUserId, leftOn } }, { silent: true });
}

export function useStaffReads(page: number) {
  return useApi(dataKeys.reads(page), staffReadLog, { query: { page, size: 20 } }, silent);
}
