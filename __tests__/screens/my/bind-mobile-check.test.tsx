import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BindMobileScreen from '@/screens/my/BindMobile';
import { smsVerify } from '@/lib/contract/auth';
import { mobileRegistered } from '@/lib/contract/user';
import { setLocale } from '@/lib/i18n';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, renderScreen, signIn } from '../../setup/test-utils';

// The mobile check (GET /api/associated/user/mobile/{mobile}, decision 089): a number that
// belongs to another account is refused before an SMS code is sent to it.

function serve(registered: boolean | 'fails') {
  const checked: string[] = [];
  const sent: string[] = [];
  server.use(
    handle(mobileRegistered, ({ params }) => {
      checked.push(params.mobile);
      return registered === 'fails' ? fail(429, '操作过于频繁') : ok({ registered });
    }),
    handle(smsVerify, ({ body }) => {
      sent.push(body.mobile);
      return ok(true);
    }),
  );
  return { checked, sent };
}

beforeEach(async () => {
  await signIn();
  at('/pages/my/BindMobile');
  const { loadCurrentUser } = await import('@/lib/api/userLoaders');
  await loadCurrentUser();
});

afterEach(async () => {
  await setLocale('zh-CN');
});

async function askForCode(mobile: string, sendLabel = '获取验证码') {
  renderScreen(<BindMobileScreen />);
  await userEvent.type(screen.getByLabelText(/^(手机号|Mobile)$/), mobile);
  await userEvent.click(screen.getByRole('button', { name: sendLabel }));
}

describe('BindMobile checks the number before sending a code', () => {
  it('says a number of another account is taken and sends no code', async () => {
    const { checked, sent } = serve(true);
    await askForCode('13900000009');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '该手机号已被其他账号绑定，请换一个号码',
    );
    expect(checked).toEqual(['13900000009']);
    expect(sent).toEqual([]);
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('says it in English too', async () => {
    await setLocale('en');
    serve(true);
    await askForCode('13900000009', 'Send code');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This number belongs to another account. Use a different number.',
    );
  });

  it('sends the code to a free number', async () => {
    const { sent } = serve(false);
    await askForCode('13900000009');
    expect(await screen.findByRole('button', { name: '60秒后重发' })).toBeDisabled();
    expect(sent).toEqual(['13900000009']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not ask about the account’s own number', async () => {
    const { checked } = serve(true);
    await askForCode('13800000001');
    expect(await screen.findByRole('button', { name: '60秒后重发' })).toBeDisabled();
    expect(checked).toEqual([]);
  });

  it('still sends the code when the check cannot answer (the binding refuses a taken number)', async () => {
    const { sent } = serve('fails');
    await askForCode('13900000009');
    await waitFor(() => expect(sent).toEqual(['13900000009']));
  });
});
