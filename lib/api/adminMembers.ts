'use client';

import {
  acceptInvitation,
  checkInvitation,
  invite,
  members,
  withdrawInvitation,
  withdrawMember,
} from '@/lib/contract/adminMembers';
import {
  addClass,
  addGrade,
  promoteClass,
  renameClass,
  renameGrade,
  structure,
} from '@/lib/contract/adminStructure';
import type { InputOf } from '@/lib/contract/core';
import { saveToken } from '@/lib/session/store';
import { request } from './client';
import { revalidate, useApi } from './swr';

// The school's people, grades and classes in the console, and the invitation link's two public
// calls (decision 067). Console calls are silent: the sections say what happened themselves.

export const membersKeys = {
  members: () => ['admin', 'members'] as const,
  structure: () => ['admin', 'structure'] as const,
};

const silent = { silent: true };

export function useMembers() {
  return useApi(membersKeys.members(), members, undefined, { request: silent });
}

export async function inviteMember(body: InputOf<typeof invite>['body']) {
  const made = await request(invite, { body }, silent);
  await revalidate(membersKeys.members());
  return made;
}

/** Both withdrawals answer the list as it now is; the section shows that answer. */
export function withdrawInvitationOf(id: number) {
  return request(withdrawInvitation, { params: { id } }, silent);
}

export function withdrawMemberOf(accountId: number) {
  return request(withdrawMember, { params: { accountId } }, silent);
}

export function useStructure() {
  return useApi(membersKeys.structure(), structure, undefined, { request: silent });
}

type StructureChange =
  | { kind: 'addGrade'; body: InputOf<typeof addGrade>['body'] }
  | { kind: 'renameGrade'; id: number; name: string }
  | { kind: 'addClass'; body: InputOf<typeof addClass>['body'] }
  | { kind: 'renameClass'; id: number; name: string }
  | { kind: 'promoteClass'; id: number };

export async function changeStructure(change: StructureChange) {
  if (change.kind === 'addGrade') await request(addGrade, { body: change.body }, silent);
  else if (change.kind === 'addClass') await request(addClass, { body: change.body }, silent);
  else if (change.kind === 'renameGrade')
    await request(renameGrade, { params: { id: change.id }, body: { name: change.name } }, silent);
  else if (change.kind === 'renameClass')
    await request(renameClass, { params: { id: change.id }, body: { name: change.name } }, silent);
  else await request(promoteClass, { params: { id: change.id } }, silent);
  await revalidate(membersKeys.structure());
  await revalidate(membersKeys.members());
}

export function previewInvitation(token: string) {
  return request(checkInvitation, { body: { token } }, silent);
}

/** Accepts the invitation and keeps the new account's session, as a login does. */
export async function acceptInvitationWith(body: InputOf<typeof acceptInvitation>['body']) {
  const token = await request(acceptInvitation, { body }, silent);
  await saveToken(token);
}
