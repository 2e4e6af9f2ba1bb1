import { clear } from 'idb-keyval';
import type { CurrentUser, Identity } from '@/lib/contract/user';
import { hideAllFeedback } from '@/lib/platform/feedback';
import { startRouter } from '@/lib/router/location';
import { clearSession, saveWechatAppid } from '@/lib/session/store';
import { resetLoginStatus } from '@/lib/user/loginStatus';

// Shared by the sign-in tests (login screen, login status, bank entrances).

export const BASIC = `Basic ${btoa('canteen-web:canteen-web-secret')}`;

export function makeChild(associatedUserId: number, userName: string): Identity {
  return {
    userId: 3,
    userName,
    associatedUserId,
    gender: 'Female',
    headerUrl: null,
    userTypes: 'Student',
    unitId: 9,
    unitName: '实验小学',
    mobile: '13800000001',
    gradeId: null,
    gradeName: null,
    gradeNumber: null,
    classesId: null,
    classesName: null,
    classesNumber: null,
    updatePassword: true,
    loginNumber: 2,
    openId: null,
    openIdNo: null,
  };
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    userId: 3,
    userName: '家长甲',
    mobile: '13800000001',
    gender: 'Female',
    headerUrl: null,
    updatePassword: true,
    loginNumber: 2,
    openId: null,
    openIdNo: null,
    currentAssociatedUserId: 22,
    ...overrides,
  };
}

export const tokenAnswer = (access_token: string) => ({
  access_token,
  token_type: 'bearer' as const,
  expires_in: 7200,
});

/** An empty session and browser storage, the login status reset, the app on `url`. */
export async function freshAt(url: string): Promise<void> {
  hideAllFeedback();
  await clearSession();
  await saveWechatAppid(undefined);
  await clear();
  resetLoginStatus();
  window.history.replaceState(null, '', `/#${url}`);
  startRouter();
}
