import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { clearUploadOptionsCache } from '@/lib/api/upload';
import type { CurrentUser, Identity } from '@/lib/contract/user';
import { currentUser, identities } from '@/lib/contract/user';
import { startRouter } from '@/lib/router/location';
import { clearSession, saveIdentity, saveToken } from '@/lib/session/store';
import { hideAllFeedback } from '@/lib/platform/feedback';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';

// Shared by the account screen tests (Mine and register): data factories, a logged-in session
// and a render with a fresh SWR cache per test.

export function makeIdentity(overrides: Partial<Identity> = {}): Identity {
  return {
    userId: 7,
    userName: '小明',
    associatedUserId: 101,
    gender: 'Male',
    headerUrl: null,
    userTypes: 'Student',
    unitId: 1,
    unitName: '实验小学',
    mobile: '13800000001',
    gradeId: 11,
    gradeName: '一年级',
    gradeNumber: 1,
    classesId: 111,
    classesName: '一班',
    classesNumber: 1,
    updatePassword: false,
    loginNumber: 0,
    openId: null,
    openIdNo: null,
    ...overrides,
  };
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    userId: 7,
    userName: '王家长',
    mobile: '13800000001',
    gender: 'Female',
    headerUrl: null,
    updatePassword: false,
    loginNumber: 0,
    openId: null,
    openIdNo: null,
    currentAssociatedUserId: 101,
    ...overrides,
  };
}

export const firstChild = makeIdentity();
export const secondChild = makeIdentity({
  associatedUserId: 102,
  userName: '小红',
  gender: 'Female',
  gradeId: 12,
  gradeName: '二年级',
  classesId: 121,
  classesName: '三班',
});

/** A logged-in guardian with two children, the first selected. */
export async function signIn(
  children: Identity[] = [firstChild, secondChild],
  user: CurrentUser = makeUser(),
): Promise<void> {
  await clearSession();
  clearUploadOptionsCache();
  await saveToken({ access_token: 'token-1', expires_in: 3600 });
  if (children[0]) {
    await saveIdentity({
      unit_id: children[0].unitId,
      user_types: children[0].userTypes,
      associated_user_id: children[0].associatedUserId,
    });
  }
  server.use(
    handle(identities, () => ok(children)),
    handle(currentUser, () => ok(user)),
  );
}

export function at(path: string): void {
  window.history.replaceState(null, '', `/#${path}`);
  startRouter();
}

export function hashNow(): string {
  return window.location.hash;
}

export function renderScreen(screen: ReactElement): RenderResult {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{screen}</SWRConfig>,
  );
}

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

// Toasts render in their own React root, outside testing-library's act(); the screens' own
// updates are still awaited through findBy/waitFor.
beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  hideAllFeedback();
});
