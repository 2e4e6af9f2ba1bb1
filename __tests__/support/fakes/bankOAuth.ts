import { createHash, randomBytes } from 'node:crypto';
import { json, startFake, type FakeServer } from './http';

// A bank's OAuth 2.0 authorisation server on loopback (RFC 6749 with PKCE, RFC 7636). A test
// plays the parent approving: `approve(authorisationUrl, user)` checks what the server sent them
// with (client id, redirect URI, S256 challenge, state) and answers the code the bank would
// return. The token endpoint checks the client secret, the code (single-use, may be made stale),
// the redirect URI and the verifier against the challenge; user info answers the user's claims.

export interface BankUser {
  sub: string;
  phone_number?: string;
}

export interface BankOAuthFake extends FakeServer {
  approve(authorisationUrl: string, user: BankUser): { code: string; state: string };
  expire(code: string): void;
  /** Token requests answered with a token. */
  granted: number;
  env(): Record<string, string>;
}

export const BANK_CLIENT = {
  clientId: 'canteen-school-1',
  clientSecret: 'fake-bank-client-secret',
};

interface Grant {
  user: BankUser;
  redirectUri: string;
  challenge: string;
  used: boolean;
  expired: boolean;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function clientOf(header: string, form: URLSearchParams): { id: string; secret: string } {
  const basic = /^Basic (.+)$/.exec(header);
  if (basic) {
    const [id, secret] = Buffer.from(basic[1]!, 'base64')
      .toString()
      .split(':')
      .map(decodeURIComponent);
    return { id: id ?? '', secret: secret ?? '' };
  }
  return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
}

export async function startBankOAuthFake(client = BANK_CLIENT): Promise<BankOAuthFake> {
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, BankUser>();
  const server = await startFake((request, response, self) => {
    const fake = self as BankOAuthFake;
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'POST' && url.pathname === '/oauth/token') {
      const form = new URLSearchParams(request.body.toString('utf8'));
      const caller = clientOf(String(request.headers.authorization ?? ''), form);
      if (caller.id !== client.clientId || caller.secret !== client.clientSecret)
        return json(response, 401, { error: 'invalid_client' });
      const grant = grants.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      if (
        form.get('grant_type') !== 'authorization_code' ||
        !grant ||
        grant.used ||
        grant.expired ||
        grant.redirectUri !== form.get('redirect_uri') ||
        s256(verifier) !== grant.challenge
      )
        return json(response, 400, { error: 'invalid_grant' });
      grant.used = true;
      fake.granted += 1;
      const token = randomBytes(16).toString('hex');
      tokens.set(token, grant.user);
      return json(response, 200, { access_token: token, token_type: 'Bearer', expires_in: 600 });
    }
    if (request.method === 'GET' && url.pathname === '/oauth/userinfo') {
      const user = tokens.get(
        /^Bearer (.+)$/.exec(String(request.headers.authorization))?.[1] ?? '',
      );
      if (!user) return json(response, 401, { error: 'invalid_token' });
      return json(response, 200, user);
    }
    json(response, 404, { error: 'not_found' });
  });
  const fake = Object.assign(server, {
    granted: 0,
    approve(authorisationUrl: string, user: BankUser) {
      const asked = new URL(authorisationUrl);
      const q = (name: string) => asked.searchParams.get(name) ?? '';
      if (
        `${asked.origin}${asked.pathname}` !== `${server.url}/oauth/authorize` ||
        q('response_type') !== 'code' ||
        q('client_id') !== client.clientId ||
        q('code_challenge_method') !== 'S256' ||
        !/^[\w-]{43}$/.test(q('code_challenge')) ||
        q('state') === '' ||
        q('redirect_uri') === ''
      )
        throw new Error(`the bank would refuse this authorisation request: ${authorisationUrl}`);
      const code = randomBytes(16).toString('hex');
      grants.set(code, {
        user,
        redirectUri: q('redirect_uri'),
        challenge: q('code_challenge'),
        used: false,
        expired: false,
      });
      return { code, state: q('state') };
    },
    expire(code: string) {
      const grant = grants.get(code);
      if (grant) grant.expired = true;
    },
    env: () => ({
      BANK_OAUTH_CLIENT_ID: client.clientId,
      BANK_OAUTH_CLIENT_SECRET: client.clientSecret,
      BANK_OAUTH_AUTHORIZATION_URL: `${server.url}/oauth/authorize`,
      BANK_OAUTH_TOKEN_URL: `${server.url}/oauth/token`,
      BANK_OAUTH_USERINFO_URL: `${server.url}/oauth/userinfo`,
    }),
  }) as BankOAuthFake;
  return fake;
}
