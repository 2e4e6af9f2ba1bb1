'use client';
import { useEffect } from 'react';
import { loginWithSocialCode } from '@/lib/api/auth';
import { beginProviderSignIn, inWechatBrowser } from '@/lib/api/providerSignIn';
import { useRoute } from '@/lib/router/useRoute';
import { getLoginStatus, setLoginStatus } from '@/lib/user/loginStatus';

/**
 * One attempt per authorisation code: a code is single-use, and a remount (StrictMode, coming
 * back to the page) must not spend it twice, so later mounts wait on the first attempt.
 */
const attempts = new Map<string, Promise<{ loggedIn: boolean }>>();
/** The WeChat round trip is begun at most once per page load. */
let wechatBegun = false;

/**
 * The login page opened by the chat app with `code` (and maybe `appid`): the social login. With a
 * token it logs in (onLoggedIn); without one the forms stay for an account or mobile login, after
 * which the stored open id is bound. A failure leaves the error flag, like any login.
 */
export function useSocialLogin(onLoggedIn: () => void): void {
  const { code, appid, state } = useRoute('login').query;
  useEffect(() => {
    if (!code) {
      // A fresh visit: a failure from an earlier one no longer applies.
      if (!getLoginStatus().submitting) setLoginStatus({ error: false });
      // Inside WeChat the official account signs the parent in (decision 069), once per tab:
      // a parent who came back without a code (declined) keeps the forms.
      if (inWechatBrowser() && !wechatBegun) {
        wechatBegun = true;
        beginProviderSignIn('wechat').catch(() => undefined);
      }
      return;
    }
    let active = true;
    let running = attempts.get(code);
    if (!running) {
      running = loginWithSocialCode(code, appid, state);
      attempts.set(code, running);
    }
    running.then(
      ({ loggedIn }) => {
        if (active && loggedIn) onLoggedIn();
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
    // onLoggedIn is a fresh closure per render; the attempt depends on the code alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, appid, state]);
}
