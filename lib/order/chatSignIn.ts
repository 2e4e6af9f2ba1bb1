import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';

// Paying in WeChat needs the open id its sign-in binds (decision 071). The sign-in starts from
// the login page, which the chat app opens with its authorisation code and which binds the open id
// to the signed-in account.
export async function startChatSignIn(): Promise<void> {
  await navigateTo({ url: route('login') });
}
