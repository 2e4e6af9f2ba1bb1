import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 };

function scryptAsync(
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64), so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.keylen, SCRYPT);
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/**
 * Checked in place of a missing or unreadable stored hash: an unknown account pays the same hash,
 * with the same parameters, as a wrong password (decision 064), and can never match.
 */
const DUMMY_HASH = [
  'scrypt',
  SCRYPT.N,
  SCRYPT.r,
  SCRYPT.p,
  Buffer.alloc(16).toString('base64'),
  Buffer.alloc(SCRYPT.keylen).toString('base64'),
].join('$');

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const given = (stored ?? '').split('$');
  const readable = given.length === 6 && given[0] === 'scrypt';
  const parts = readable ? given : DUMMY_HASH.split('$');
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(key, expected) && readable;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 256 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
