/**
 * Who an item belongs to, without keeping anything secret: SHA-256 of the account's user id (for
 * the item) and of the bearer token (for the owner record). Works in pages and in the worker.
 */

async function sha256(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const subtle = globalThis.crypto?.subtle;
  // No SubtleCrypto outside secure contexts (a school's plain-http address, jsdom): FNV-1a, 128
  // bits in two halves. Such a page has no service worker either, so nothing compares the two.
  if (!subtle) return fnv(bytes, 0xcbf29ce484222325n) + fnv(bytes, 0x84222325cbf29ce4n);
  const digest = await subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest).slice(0, 16), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

function fnv(bytes: Uint8Array, seed: bigint): string {
  let hash = seed;
  for (const byte of bytes) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

export function accountHash(userId: number): Promise<string> {
  return sha256(`canteen-account:${userId}`);
}

export function tokenHash(token: string): Promise<string> {
  return sha256(`canteen-token:${token}`);
}
