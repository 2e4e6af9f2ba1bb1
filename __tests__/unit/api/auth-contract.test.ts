import {
  basicAuthorization,
  clientCredentials,
  login,
  parseBasicAuthorization,
  socialLogin,
  TokenResponse,
} from '@/lib/contract/auth';

describe('auth contract', () => {
  afterEach(() => {
    delete process.env.NEXT_PUBLIC_CLIENT_ID;
    delete process.env.NEXT_PUBLIC_CLIENT_SECRET;
  });

  it('uses the default client unless configured', () => {
    expect(clientCredentials()).toEqual({
      clientId: 'canteen-web',
      clientSecret: 'canteen-web-secret',
    });
    process.env.NEXT_PUBLIC_CLIENT_ID = 'kiosk';
    process.env.NEXT_PUBLIC_CLIENT_SECRET = 's3';
    expect(clientCredentials()).toEqual({ clientId: 'kiosk', clientSecret: 's3' });
  });

  it('builds and parses the Basic client authorization', () => {
    const header = basicAuthorization('canteen-web', 'canteen-web-secret');
    expect(header).toBe('Basic Y2FudGVlbi13ZWI6Y2FudGVlbi13ZWItc2VjcmV0');
    expect(parseBasicAuthorization(header)).toEqual({
      clientId: 'canteen-web',
      clientSecret: 'canteen-web-secret',
    });
    expect(parseBasicAuthorization('Bearer abc')).toBeNull();
    expect(parseBasicAuthorization(`Basic ${btoa('no-colon')}`)).toBeNull();
    expect(parseBasicAuthorization(undefined)).toBeNull();
  });

  it('describes the login calls as public, form-encoded and raw', () => {
    expect(login).toMatchObject({
      method: 'POST',
      path: '/login',
      public: true,
      form: true,
      raw: true,
    });
    expect(
      login.body.safeParse({ username: 'a', password: 'b', grant_type: 'password' }).success,
    ).toBe(true);
    expect(
      login.body.safeParse({ username: 'a', password: 'b', grant_type: 'client' }).success,
    ).toBe(false);
    expect(
      TokenResponse.safeParse({ access_token: 't', token_type: 'bearer', expires_in: 60 }).success,
    ).toBe(true);
    // The social login answers the openid alone when it is not bound to an account yet.
    expect(socialLogin.response.safeParse({ openid: 'o' }).success).toBe(true);
  });
});
