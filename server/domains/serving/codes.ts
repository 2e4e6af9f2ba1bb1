import { createHmac, timingSafeEqual } from 'node:crypto';
import { DiningType } from '../../../lib/contract/enums';

// A child's meal code (decision 078): `canteen-meal:1:<associatedUserId>:<date>:<diningType>:<mac>`,
// the MAC being the first 16 bytes of HMAC-SHA256 over everything before it, base64url. The key
// is derived from the server's upload secret (UPLOAD_SECRET, required in production; in demo
// kept beside the data), under a label of its own, so no client-readable value reaches it and a
// code cannot be made or altered without the server.

const PREFIX = 'canteen-meal:1';
const MAC_BYTES = 16;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface MealRef {
  associatedUserId: number;
  date: string;
  diningType: DiningType;
}

/** The key of meal codes, derived from a server secret. */
export function mealCodeKey(serverSecret: Buffer): Buffer {
  return createHmac('sha256', serverSecret).update('canteen meal codes v1').digest();
}

export function mealCodes(key: Buffer) {
  const macOf = (body: string) =>
    createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES);

  function sign(meal: MealRef): string {
    const body = `${PREFIX}:${meal.associatedUserId}:${meal.date}:${meal.diningType}`;
    return `${body}:${macOf(body).toString('base64url')}`;
  }

  /** The meal a code names, or null when it is not a code this server made. */
  function verify(code: string): MealRef | null {
    const at = code.lastIndexOf(':');
    if (at < 0) return null;
    const body = code.slice(0, at);
    const given = Buffer.from(code.slice(at + 1), 'base64url');
    const expected = macOf(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const parts = body.split(':');
    if (parts.length !== 5 || `${parts[0]}:${parts[1]}` !== PREFIX) return null;
    const [, , id, date, diningType] = parts as [string, string, string, string, string];
    const associatedUserId = Number(id);
    const type = DiningType.safeParse(diningType);
    if (!/^[1-9]\d{0,9}$/.test(id) || !DATE.test(date) || !type.success) return null;
    return { associatedUserId, date, diningType: type.data };
  }

  return { sign, verify };
}
export type MealCodes = ReturnType<typeof mealCodes>;
