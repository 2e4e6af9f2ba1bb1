import type { Clock } from '../clock';
import { DomainError } from '../errors';
import type { GuardedFetch } from '../outbound/fetch';
import type { BankProvider } from '../providers';
import { serverMessages } from '../../messages';
import type { BankOAuthSettings } from './settings';
import { issueState, pkceVerifier, stateIsValid } from './state';

// A bank's OAuth 2.0 authorisation-code sign-in with PKCE (S256), through openid-client, every
// address and name from settings, so a bank that speaks OAuth needs no code. The user-info answer
// is read as JSON: its subject claim names the bank user, its mobile claim (when present) the
// number the account is found or made by.

const PROVIDER = 'bank';
type OpenIdClient = typeof import('openid-client');

/** openid-client ships as ESM only; loaded once, when a bank is configured and first used. */
let library: Promise<OpenIdClient> | undefined;
const openIdClient = () => (library ??= import('openid-client'));

const refused = (message: string) => new DomainError('BANK_AUTH_FAILED', message);
const unavailable = () =>
  new DomainError('PROVIDER_UNAVAILABLE', serverMessages.signInProviderFailed);

function claim(info: Record<string, unknown>, name: string): string | null {
  const value = info[name];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A Chinese mobile as the bank may write it (+86, spaces, dashes); anything else is none. */
function mobileOf(value: string | null): string | null {
  const digits = value?.replace(/[\s-]/g, '').replace(/^(\+?86)/, '') ?? '';
  return /^1\d{10}$/.test(digits) ? digits : null;
}

export function bankOAuthProvider(
  settings: BankOAuthSettings,
  clock: Clock,
  fetch: GuardedFetch,
): BankProvider {
  let configuration: Promise<import('openid-client').Configuration> | undefined;
  const configured = () =>
    (configuration ??= openIdClient().then((client) => {
      const config = new client.Configuration(
        {
          issuer: settings.issuer,
          authorization_endpoint: settings.authorizationUrl,
          token_endpoint: settings.tokenUrl,
          userinfo_endpoint: settings.userInfoUrl,
        },
        settings.clientId,
        settings.clientSecret,
      );
      config[client.customFetch] = fetch as never;
      // Settings allow plain http only to this machine (a test's fake).
      if (new URL(settings.tokenUrl).protocol === 'http:') client.allowInsecureRequests(config);
      return config;
    }));

  return {
    async authorise() {
      const client = await openIdClient();
      const state = issueState(settings.clientSecret, PROVIDER, clock.now());
      const challenge = await client.calculatePKCECodeChallenge(
        pkceVerifier(settings.clientSecret, state),
      );
      const url = client.buildAuthorizationUrl(await configured(), {
        redirect_uri: settings.redirectUri,
        scope: settings.scope,
        state,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      });
      return { url: url.href, state };
    },

    async exchange({ code, state }) {
      if (!state || !stateIsValid(settings.clientSecret, PROVIDER, state, clock.now()))
        throw refused(serverMessages.signInStateInvalid);
      const client = await openIdClient();
      const config = await configured();
      const returned = new URL(settings.redirectUri);
      returned.search = new URLSearchParams({ code, state }).toString();
      let info: Record<string, unknown>;
      try {
        const tokens = await client.authorizationCodeGrant(config, returned, {
          expectedState: state,
          pkceCodeVerifier: pkceVerifier(settings.clientSecret, state),
        });
        const response = await client.fetchProtectedResource(
          config,
          tokens.access_token,
          new URL(settings.userInfoUrl),
          'GET',
        );
        if (!response.ok) throw new Error(`user info answered ${response.status}`);
        info = (await response.json()) as Record<string, unknown>;
      } catch (error) {
        // The bank's own refusal (invalid_grant: a wrong, used or expired code, a wrong secret or
        // verifier) is the parent's failure; anything else is the bank being away.
        const oauthRefusal =
          error instanceof client.ResponseBodyError ||
          error instanceof client.AuthorizationResponseError ||
          error instanceof client.WWWAuthenticateChallengeError;
        if (oauthRefusal) return null;
        throw unavailable();
      }
      const subject = claim(info, settings.subjectClaim);
      if (!subject) return null;
      return { externalId: subject, mobile: mobileOf(claim(info, settings.mobileClaim)) };
    },
  };
}
