import { currentUser, identities, type CurrentUser, type Identity } from '@/lib/contract/user';
import { saveIdentities, saveUser } from '@/lib/session/store';
import { request, type RequestOptions } from './client';

// The reads of the current user and the identities, apart from the account screens' hooks and
// mutations in ./user: the login flow (in the login route's chunk) and the offline prefetch need
// only these, not SWR, the user transitions and every account mutation with them.

/**
 * The one read of the current user (the spec always asks with userTypes=Student); loaders,
 * the login flow and the offline prefetch all go through it.
 */
export function requestCurrentUser(options?: RequestOptions): Promise<CurrentUser> {
  return request(currentUser, { query: { userTypes: 'Student' } }, options);
}

export async function loadIdentities(): Promise<Identity[]> {
  const list = await request(identities);
  saveIdentities(list);
  return list;
}

export async function loadCurrentUser(): Promise<CurrentUser> {
  const user = await requestCurrentUser();
  saveUser(user);
  return user;
}
