import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEAD_PHOTO_TENANT_TYPE } from '../../../lib/contract/attachment';
import type { ServerErrorCode } from '../../../lib/contract/errors';
import type { ServerConfig } from '../../config';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import { serverMessages } from '../../messages';

// Uploads (DESIGN "Uploads"): the server signs a policy (HMAC-SHA256 over its base64 text) and
// its own receiver accepts the multipart POST, trusting nothing but that signed policy. With
// object storage (decision 054) the options also carry the bucket's own POST policy: the browser
// posts the file there first, then the same signed form without the file to the receiver, which
// reads the object back from the bucket and runs every check on it.

/** What each tenant type may upload; any other tenant type is refused. */
export const TENANT_RULES: Record<string, { maxBytes: number }> = {
  [HEAD_PHOTO_TENANT_TYPE]: { maxBytes: 2 * 1024 * 1024 },
};
export const MAX_UPLOAD_BYTES = Math.max(
  ...Object.values(TENANT_RULES).map((rule) => rule.maxBytes),
);

/** How long signed options stay valid; the client caches them until then. */
export const POLICY_TTL_SECONDS = 15 * 60;
export const ACCESS_KEY_ID = 'canteen-local';

export interface PolicyDocument {
  /** Epoch seconds. */
  expire: number;
  maxSize: number;
  tenantType: string;
  accountId: number;
  /** The key prefix the upload must use. */
  dir: string;
  /** Makes every policy distinct, so each can be used once (even two signed in one second). */
  nonce: string;
}

/** The upload form's text fields, as the receiver read them. */
export type UploadFields = Record<string, string>;

export const IMAGE_SIGNATURES: {
  type: string;
  extension: string;
  matches: (bytes: Buffer) => boolean;
}[] = [
  {
    type: 'image/png',
    extension: '.png',
    matches: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/jpeg',
    extension: '.jpg',
    matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: 'image/gif',
    extension: '.gif',
    matches: (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    extension: '.webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image type from the file's first bytes; the declared content type is never trusted. */
export function sniffImage(bytes: Buffer): { type: string; extension: string } | null {
  const found = IMAGE_SIGNATURES.find((signature) => signature.matches(bytes));
  return found ? { type: found.type, extension: found.extension } : null;
}

export const refuse = (message: string, code: ServerErrorCode) => new DomainError(code, message);

export function loadSecret(config: ServerConfig): Buffer {
  if (config.uploadSecret) return Buffer.from(config.uploadSecret, 'utf8');
  if (config.dataDir === 'memory://') return randomBytes(32);
  // Kept beside the data so policies survive a restart; set UPLOAD_SECRET when several
  // processes share one database.
  const file = join(config.dataDir, 'upload-secret');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32);
  writeFileSync(file, secret.toString('hex'), { mode: 0o600 });
  return secret;
}

/** Signs a policy and checks a signed one (its signature, then its expiry). */
export function policySigner(config: ServerConfig, clock: Clock) {
  const secret = loadSecret(config);
  const sign = (policy: string) => createHmac('sha256', secret).update(policy).digest('base64');
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  function verifyPolicy(policy: string | undefined, signature: string | undefined): PolicyDocument {
    const bad = () => refuse(serverMessages.uploadSignature, 'UPLOAD_SIGNATURE');
    if (!policy || !signature) throw bad();
    const expected = Buffer.from(sign(policy));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw bad();
    let document: PolicyDocument;
    try {
      document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as PolicyDocument;
    } catch {
      throw bad();
    }
    if (!(document.expire > nowSeconds()))
      throw refuse(serverMessages.uploadExpired, 'UPLOAD_EXPIRED');
    return document;
  }

  return { sign, nowSeconds, verifyPolicy };
}
