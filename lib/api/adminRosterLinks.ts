'use client';

import {
  linkRosterChild,
  rosterChildren,
  rosterClassStudents,
  unlinkRosterChild,
} from '@/lib/contract/adminRosterLinks';
import { request } from './client';
import { revalidate, useApi } from './swr';

// The families' children against the roster in the console (decision 058). Keys sit under the
// roster's key (lib/api/admin.ts), so an import refreshes these too.

export const rosterLinkKeys = {
  children: (linked: '0' | '1', page: number) =>
    ['admin', 'roster', 'children', linked, page] as const,
  students: (classesId: number) => ['admin', 'roster', 'students', classesId] as const,
};

const silent = { request: { silent: true } };
const PAGE_SIZE = 20;

export function useRosterChildren(linked: '0' | '1', page: number) {
  return useApi(
    rosterLinkKeys.children(linked, page),
    rosterChildren,
    { query: { linked, page, size: PAGE_SIZE } },
    silent,
  );
}

export function useRosterClassStudents(classesId: number | null) {
  return useApi(
    classesId ? rosterLinkKeys.students(classesId) : null,
    rosterClassStudents,
    { query: { classesId: classesId ?? 0 } },
    silent,
  );
}

export async function linkChild(associatedUserId: number, rosterStudentId: number) {
  const result = await request(
    linkRosterChild,
    { params: { id: associatedUserId }, body: { rosterStudentId } },
    { silent: true },
  );
  await revalidate(['admin', 'roster']);
  return result;
}

export async function unlinkChild(associatedUserId: number) {
  const result = await request(
    unlinkRosterChild,
    { params: { id: associatedUserId } },
    { silent: true },
  );
  await revalidate(['admin', 'roster']);
  return result;
}
