import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { WechatPayConfig } from '../../core/settings';
import { serverMessages } from '../../messages';

// What every WeChat Pay notification (a payment's, a refund's) and every merchant API call share:
// the notification's signature over the exact bytes received, its time window, then the
// AES-256-GCM resource; a call's failure is the provider's, never the database's.

/** A notification older (or newer) than this is refused: it can only be a replay. */
export const NOTIFICATION_WINDOW_SECONDS = 300;

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string) => {
  const value = headers[name.toLowerCase()];
  return typeof value === 'string' ? value : '';
};

/**
 * The decrypted resource of a genuine notification, or null: a wrong serial or signature, a
 * time outside the window, or a resource that does not decrypt under the APIv3 key.
 */
export function openNotification(
  config: WechatPayConfig,
  platformKey: ReturnType<typeof Rsa.from>,
  clock: Clock,
  raw: Buffer,
  headers: Headers,
): unknown {
  const timestamp = header(headers, 'Wechatpay-Timestamp');
  const nonce = header(headers, 'Wechatpay-Nonce');
  const serial = header(headers, 'Wechatpay-Serial');
  const signature = header(headers, 'Wechatpay-Signature');
  if (!timestamp || !nonce || !signature || serial !== config.platformSerial) return null;
  const age = Math.abs(clock.now().getTime() / 1000 - Number(timestamp));
  if (!Number.isFinite(age) || age > NOTIFICATION_WINDOW_SECONDS) return null;
  // Over the bytes as received: re-serialised JSON would not match a real notification.
  const message = Formatter.response(timestamp, nonce, raw.toString('utf8'));
  if (!Rsa.verify(message, signature, platformKey)) return null;
  const body = JSON.parse(raw.toString('utf8')) as {
    resource?: { ciphertext?: string; nonce?: string; associated_data?: string };
  };
  const resource = body.resource;
  if (!resource?.ciphertext || !resource.nonce) return null;
  const plain = Aes.AesGcm.decrypt(
    resource.ciphertext,
    config.apiV3Key,
    resource.nonce,
    resource.associated_data ?? '',
  );
  return JSON.parse(plain) as unknown;
}

/**
 * A call to the merchant API. Its failures (refused, timed out, an error answer) are the
 * provider's: they answer PAYMENT_PROVIDER_UNAVAILABLE, never the database's 503 (an ECONNREFUSED
 * from WeChat Pay once did, and counted as a database fault).
 */
export async function outside<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw new DomainError(
      'PAYMENT_PROVIDER_UNAVAILABLE',
      serverMessages.paymentProviderUnavailable,
    );
  }
}

/** The library's chain, addressed by path (its own typings leave every segment optional). */
export type Endpoint = {
  post(data: object, config?: object): Promise<{ data: unknown }>;
  get(config: object): Promise<{ data: unknown }>;
};
