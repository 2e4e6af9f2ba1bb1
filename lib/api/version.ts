'use client';

import { markVersionRead, versionHistory } from '@/lib/contract/user';
import { request } from './client';
import { useApi } from './swr';

// The version the server runs and whether the account has read its notes (About the platform).
// Apart from lib/api/user.ts, which the first load carries: only the about screen asks.

export const versionKeys = {
  history: () => ['user', 'version'] as const,
};

export function useVersionHistory() {
  return useApi(
    versionKeys.history(),
    versionHistory,
    { query: {} },
    { request: { silent: true } },
  );
}

/** Marks the version's notes read; the answer replaces the cached reading. */
export function markVersionNotesRead(version: string) {
  return request(markVersionRead, { body: { version } }, { silent: true });
}
