'use client';
import { LoginPanel } from '@/components/login/LoginPanel';
import { messages } from '@/lib/i18n';
import { reLaunch, switchTab } from '@/lib/router/navigation';
import { HOME_PAGE } from '@/lib/router/routes';
import { getSession } from '@/lib/session/store';
import { useSocialLogin } from './useSocialLogin';

/**
 * /pages/user/login: account + password, or mobile + SMS code; opened with a chat-app `code`
 * it first tries the social login. A parent lands on the home tab; an account with no child
 * (a kitchen, a teacher who signed in here) lands where its work is, not on an empty home.
 */
export function LoginScreen() {
  const onSuccess = () => void land();
  useSocialLogin(onSuccess);
  return <LoginPanel title={messages().auth.welcome} onSuccess={onSuccess} />;
}

async function land(): Promise<void> {
  if ((getSession().identities ?? []).length > 0) {
    await switchTab({ url: HOME_PAGE });
    return;
  }
  const { landingWithoutChildren } = await import('@/lib/session/landing');
  const url = await landingWithoutChildren();
  if (url === HOME_PAGE) await switchTab({ url });
  else await reLaunch({ url });
}

export default LoginScreen;
