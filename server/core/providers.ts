import { createHash } from 'node:crypto';

// Outside systems the server talks to. The defaults are sandboxes: nothing leaves the machine.

export interface SmsProvider {
  send(mobile: string, code: string): Promise<void>;
}

/** Where a real provider sends the parent to authorise, and the state they bring back. */
export interface Authorisation {
  url: string;
  state: string;
}

/** The chat app: an authorisation code from its login becomes the user's open id. */
export interface SocialProvider {
  /** A real provider checks `state` (decision 069); null: the code was refused. */
  exchange(appId: string, code: string, state?: string): Promise<{ openId: string } | null>;
  /** Only a real provider: the official account's authorisation page. */
  authorise?(): Authorisation;
}

/** The bank app's authorisation: its token + code identify a bank user (and maybe a mobile). */
export interface BankProvider {
  exchange(input: {
    token: string;
    code: string;
    isProd: boolean;
    state?: string;
  }): Promise<{ externalId: string; mobile: string | null } | null>;
  /** Only a real provider: the bank's authorisation page (decision 069). */
  authorise?(): Promise<Authorisation>;
}

/** Chat-app and bank sign-in exist in production only when configured (decision 017). */
export interface Providers {
  sms: SmsProvider;
  social?: SocialProvider;
  bank?: BankProvider;
}

export type Log = { info(object: object, message: string): void };

/**
 * Delivers nothing: it notes that a code went out, to a masked number and without the code (a log
 * is read by more people than the number's owner). Demo mode shows codes in its outbox instead.
 */
export function sandboxSmsProvider(log: Log): SmsProvider {
  return {
    async send(mobile) {
      log.info({ mobile: mask(mobile) }, '[sandbox SMS] code sent');
    },
  };
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 24);
}

/** Any non-empty code is accepted; the same app + code always gives the same open id. */
export const sandboxSocialProvider: SocialProvider = {
  async exchange(appId, code) {
    if (code === 'invalid') return null;
    return { openId: `sbx_${digest(`${appId}:${code}`)}` };
  },
};

/** The sandbox bank refuses production requests; a token that is a mobile number carries it. */
export const sandboxBankProvider: BankProvider = {
  async exchange({ token, code, isProd }) {
    if (isProd || code === 'invalid') return null;
    return { externalId: `bank_${digest(token)}`, mobile: /^1\d{10}$/.test(token) ? token : null };
  },
};

export function mask(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '***';
}
