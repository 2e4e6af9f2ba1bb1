'use client';
import { LoginPanel } from '@/components/login/LoginPanel';
import { messages } from '@/lib/i18n';
import { switchTab } from '@/lib/router/navigation';
import { HOME_PAGE } from '@/lib/router/routes';
import { useSocialLogin } from './useSocialLogin';

/**
 * /pages/user/login: account + password, or mobile + SMS code; opened with a chat-app `code`
 * it first tries the social login. Any success lands on the home tab.
 */
export function LoginScreen() {
  const onSuccess = () => void switchTab({ url: HOME_PAGE });
  useSocialLogin(onSuccess);
  return <LoginPanel title={messages().auth.welcome} onSuccess={onSuccess} />;
}

export default LoginScreen;
