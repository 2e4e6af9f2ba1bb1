import useSWR from 'swr';
import { smsVerify } from '@/lib/contract/auth';
import type { Gender } from '@/lib/contract/enums';
import {
  bindMobile as bindMobileEndpoint,
  bindUser,
  mobileRegistered,
  createAssociatedUser,
  socialUnbind,
  updateAssociatedUser,
  updatePassword as updatePasswordEndpoint,
  updateUser as updateUserEndpoint,
  type CurrentUser,
  type Identity,
} from '@/lib/contract/user';
import type { BodyOf } from '@/lib/contract/core';
import { getSession, saveIdentities, saveUser } from '@/lib/session/store';
import {
  afterGenderUpdate,
  afterHeaderUpload,
  afterMobileBound,
  afterPasswordUpdate,
  afterUserUpdate,
  withIdentity,
} from '@/lib/user/transitions';
import { updateIdentities, updateUser as changeUser, useUserState } from '@/lib/user/state';
import { request } from './client';
import { loadCurrentUser, loadIdentities } from './userLoaders';

// The account domain: the current user and the identities are fetched here and kept in the
// session store (in memory), so every screen reads one copy; each successful mutation applies its
// (docs/product.md, "States and transitions") transition to that copy. Mutations are silent: the screens show the spec's
// failure messages themselves.

export const userKeys = {
  all: () => ['user'] as const,
  identities: () => ['user', 'identities'] as const,
  current: () => ['user', 'current'] as const,
};

/** The identities (children), loading/error state and a retry. */
export function useIdentities() {
  const swr = useSWR(userKeys.identities(), loadIdentities);
  const state = useUserState();
  const identities = state.identities ?? swr.data;
  return {
    identities,
    selected: state.selected,
    error: identities ? undefined : (swr.error as unknown),
    isLoading: !identities && swr.isLoading,
    retry: () => swr.mutate(),
  };
}

export function useCurrentUser() {
  const swr = useSWR(userKeys.current(), loadCurrentUser);
  const state = useUserState();
  const user = state.user ?? swr.data;
  return {
    user,
    isUpdatePassword: user?.updatePassword ?? false,
    error: user ? undefined : (swr.error as unknown),
    isLoading: !user && swr.isLoading,
    retry: () => swr.mutate(),
  };
}

/** Adds a child to the account; it then appears among the identities. */
export async function addChild(body: BodyOf<typeof createAssociatedUser>): Promise<Identity> {
  const created = await request(createAssociatedUser, { body }, { silent: true });
  updateIdentities((list) => withIdentity(list, created));
  return created;
}

/** POST /api/associated/user/bind/user: the account's current child becomes this one. */
export function bindChild(associatedUserId: number): Promise<Identity> {
  return request(bindUser, { body: { associatedUserId } }, { silent: true });
}

/** Successful user update sets loginNumber to 1. */
export async function updateAccount(body: BodyOf<typeof updateUserEndpoint>): Promise<CurrentUser> {
  const answer = await request(updateUserEndpoint, { body }, { silent: true });
  const base = getSession().user ?? answer;
  const next = afterUserUpdate(base, answer);
  saveUser(next);
  return next;
}

/** Successful password update sets isUpdatePassword. */
export async function changePassword(body: BodyOf<typeof updatePasswordEndpoint>): Promise<void> {
  const answer = await request(updatePasswordEndpoint, { body }, { silent: true });
  saveUser(afterPasswordUpdate(getSession().user ?? answer));
}

/** Sends an SMS code to a mobile (public call). */
export async function sendSmsCode(mobile: string): Promise<void> {
  await request(smsVerify, { body: { mobile } });
}

/** Binding a mobile updates the mobile on the current user and all identities. */
/**
 * Whether a number already has an account (rate-limited per account by the server). Asked before
 * an SMS code is spent on a number the binding would refuse.
 */
export async function isMobileRegistered(mobile: string): Promise<boolean> {
  return (await request(mobileRegistered, { params: { mobile } }, { silent: true })).registered;
}

export async function bindMobile(mobile: string, code: string): Promise<void> {
  const answer = await request(bindMobileEndpoint, { body: { mobile, code } }, { silent: true });
  const { user, identities } = getSession();
  const next = afterMobileBound(user, identities, answer.mobile);
  if (next.user) saveUser(next.user);
  if (next.identities) saveIdentities(next.identities);
}

/** Successful associated-user update changes that identity's gender. */
export async function changeGender(associatedUserId: number, gender: Gender): Promise<void> {
  await request(updateAssociatedUser, { body: { associatedUserId, gender } }, { silent: true });
  updateIdentities((list) => afterGenderUpdate(list, associatedUserId, gender));
}

/** Stores an uploaded head photo on the identity (and so on the home head). */
export async function changeHeadPhoto(associatedUserId: number, headerUrl: string): Promise<void> {
  await request(updateAssociatedUser, { body: { associatedUserId, headerUrl } }, { silent: true });
  updateIdentities((list) => afterHeaderUpload(list, associatedUserId, headerUrl));
}

/** The class change answers the updated identity, which replaces the stale one. */
export function applyIdentity(updated: Identity): void {
  updateIdentities((list) => withIdentity(list, updated));
}

/** Unbinds the social (chat-platform) account from this account. */
export async function unbindSocial(provider: string, openId: string): Promise<void> {
  await request(socialUnbind, { params: { provider, id: openId } }, { silent: true });
  changeUser((user) => ({ ...user, openId: null, openIdNo: null }));
}
