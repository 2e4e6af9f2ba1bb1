import { render, screen, waitFor } from '@testing-library/react';
import { providerPage } from '@/lib/api/providerSignIn';
import { bankLogin, signInStart, socialLogin } from '@/lib/contract/auth';
import { getSession } from '@/lib/session/store';
import { BankEntrance } from '@/screens/entrance/BankEntrance';
import LoginScreen from '@/screens/user/login';
import { fail, handle, handleRaw, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { freshAt } from '../../setup/test-utils';

// Decision 069: inside WeChat the login page begins the official account's round trip; a return
// is accepted only with the state this tab began with, so a link carrying someone else's code
// and state signs nobody in.

const STATE = 'a1'.repeat(32);
const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile Safari/537.36 MicroMessenger/8.0.50';
let open: jest.SpyInstance;
let userAgent: jest.SpyInstance;

beforeEach(() => {
  sessionStorage.clear();
  open = jest.spyOn(providerPage, 'open').mockImplementation(() => undefined);
  userAgent = jest.spyOn(window.navigator, 'userAgent', 'get');
});
afterEach(() => {
  open.mockRestore();
  userAgent.mockRestore();
});

function started(provider: 'wechat' | 'bank', url: string) {
  server.use(
    handle(signInStart, ({ params }) => {
      expect(params.provider).toBe(provider);
      return ok({ url, state: STATE });
    }),
  );
}

it('inside WeChat, the login page sends the parent to the authorisation page once', async () => {
  userAgent.mockReturnValue(WECHAT_UA);
  const page = 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1#wechat_redirect';
  started('wechat', page);
  await freshAt('/pages/user/login');
  render(<LoginScreen />);
  await waitFor(() => expect(open).toHaveBeenCalledWith(page));
  expect(open).toHaveBeenCalledTimes(1);
  expect(sessionStorage.getItem('canteen.signInState.wechat')).toBe(STATE);
});

it('the return with this tab’s state signs in with it; the state is spent', async () => {
  sessionStorage.setItem('canteen.signInState.wechat', STATE);
  const bodies: unknown[] = [];
  server.use(
    handleRaw(socialLogin, ({ body }) => {
      bodies.push(body);
      return { openid: 'wx-open-9' };
    }),
  );
  await freshAt(`/pages/user/login?code=wx-code-9&appid=wx1&state=${STATE}`);
  render(<LoginScreen />);
  await waitFor(() => expect(getSession().openId).toBe('wx-open-9'));
  expect(bodies).toEqual([{ appid: 'wx1', code: 'wx-code-9', state: STATE }]);
  expect(sessionStorage.getItem('canteen.signInState.wechat')).toBeNull();
});

it('a return whose state this tab did not begin is refused before the server is asked', async () => {
  let asked = 0;
  server.use(
    handleRaw(socialLogin, () => {
      asked += 1;
      return { openid: 'attacker' };
    }),
  );
  await freshAt(`/pages/user/login?code=attacker-code&appid=wx1&state=${STATE}`);
  render(<LoginScreen />);
  expect(await screen.findByRole('button', { name: /登录/ })).toBeInTheDocument();
  await new Promise((wait) => setTimeout(wait, 50));
  expect(asked).toBe(0);
  expect(getSession().openId).toBeFalsy();
});

it('the bank entrance without a code goes to a bank configured for OAuth', async () => {
  started('bank', 'https://bank.example/oauth/authorize?client_id=c');
  await freshAt('/pages/entrance/ytBank');
  render(<BankEntrance name="entranceYtBank" />);
  await waitFor(() =>
    expect(open).toHaveBeenCalledWith('https://bank.example/oauth/authorize?client_id=c'),
  );
});

it('the bank return with this tab’s state sends it on (the bank’s refusal shows as before)', async () => {
  sessionStorage.setItem('canteen.signInState.bank', STATE);
  const bodies: unknown[] = [];
  server.use(
    handleRaw(bankLogin, ({ body }) => {
      bodies.push(body);
      return fail(400, '授权失败，请返回重新进入！', 'BANK_AUTH_FAILED');
    }),
  );
  await freshAt(`/pages/entrance/ytBank?code=bank-code&state=${STATE}`);
  render(<BankEntrance name="entranceYtBank" />);
  expect(await screen.findByText('授权失败，请返回重新进入！')).toBeInTheDocument();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({ code: 'bank-code', state: STATE });
});
