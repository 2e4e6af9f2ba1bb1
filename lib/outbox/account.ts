/**
 * Who an item belongs to, without keeping anything secret: SHA-256 of the account's user id (for
 * the item) and of the bearer token (for the owner record). Works in pages and in the worker.
 */

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest).slice(0, 16), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export function accountHash(userId: number): Promise<string> {
  return sha256(`canteen-account:${userId}`);
}

export function tokenHash(token: string): Promise<string> {
  return sha256(`canteen-token:${token}`);
}
