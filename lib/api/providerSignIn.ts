import { signInStart } from '@/lib/contract/auth';
import { request } from './client';
import { isApiError } from './errors';

// A real provider's round trip (decision 069): the server names the page and a state; this tab
// keeps the state and accepts a return only with that same state, so a link carrying someone
// else's code (and their state) cannot sign this parent in as them. The sandboxes (demo mode)
// take no round trip and bring no state.

export type SignInProvider = 'wechat' | 'bank';

const key = (provider: SignInProvider) => `canteen.signInState.${provider}`;

/** Inside WeChat's own browser, where the official account's authorisation works. */
export function inWechatBrowser(userAgent = globalThis.navigator?.userAgent ?? ''): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/** Kept in its own object so tests can observe the page change instead of navigating jsdom. */
export const providerPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Sends the parent to the provider's authorisation page; false when the server has no real
 * provider of that kind (the sign-in forms stay).
 */
export async function beginProviderSignIn(provider: SignInProvider): Promise<boolean> {
  let answer: { url: string; state: string };
  try {
    answer = await request(signInStart, { params: { provider } });
  } catch (error) {
    if (isApiError(error) && error.code === 'PROVIDER_UNAVAILABLE') return false;
    throw error;
  }
  sessionStorage.setItem(key(provider), answer.state);
  providerPage.open(answer.url);
  return true;
}

/**
 * The state a return brought, once checked against (and spent from) this tab: undefined when
 * neither exists (a sandbox's return); throws when they differ or only one exists.
 */
export function returnedState(provider: SignInProvider, state: string | undefined) {
  const began = sessionStorage.getItem(key(provider));
  sessionStorage.removeItem(key(provider));
  if (!state && began === null) return undefined;
  if (!state || state !== began) throw new Error('the sign-in was not begun in this tab');
  return state;
}
