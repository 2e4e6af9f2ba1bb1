import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../core/clock';
import type { Db } from '../db';
import { demoSmsOutbox, smsCodes } from '../schema';
import { DomainError } from '../../core/errors';
import { serverMessages } from '../../messages';
import { newSmsCode, sha256 } from '../../core/crypto';
import type { SmsProvider } from '../../core/providers';

export const SMS_LIMITS = {
  lifetimeMs: 10 * 60_000,
  cooldownMs: 60_000,
  perDay: 10,
  dayMs: 24 * 60 * 60_000,
  checksPerCode: 5,
} as const;

/** SMS login codes: sent through the provider, stored hashed, limited per number and per IP. */
export function createSms(db: Db, clock: Clock, provider: SmsProvider, demo: boolean) {
  async function send(mobile: string, ip: string): Promise<void> {
    const now = clock.now();
    const dayAgo = new Date(now.getTime() - SMS_LIMITS.dayMs);
    const [last] = await db
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(eq(smsCodes.mobile, mobile))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (last && now.getTime() - last.createdAt.getTime() < SMS_LIMITS.cooldownMs) {
      throw new DomainError('SMS_COOLDOWN', serverMessages.smsCooldown);
    }
    const [byMobile] = await db
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile), gt(smsCodes.createdAt, dayAgo)));
    if (Number(byMobile?.n ?? 0) >= SMS_LIMITS.perDay) {
      throw new DomainError('SMS_DAILY_LIMIT', serverMessages.smsDailyLimitMobile);
    }
    const [byIp] = await db
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, dayAgo)));
    if (Number(byIp?.n ?? 0) >= SMS_LIMITS.perDay) {
      throw new DomainError('SMS_DAILY_LIMIT_IP', serverMessages.smsDailyLimitIp);
    }
    const code = newSmsCode();
    const [row] = await db
      .insert(smsCodes)
      .values({
        mobile,
        ip,
        codeHash: sha256(`${mobile}:${code}`),
        expiresAt: new Date(now.getTime() + SMS_LIMITS.lifetimeMs),
        createdAt: now,
      })
      .returning({ id: smsCodes.id });
    try {
      await provider.send(mobile, code);
    } catch (error) {
      // A code the phone never received can never sign in; the attempt still counts towards the
      // number's and the address's limits, so a failing provider is not asked again and again.
      await db.update(smsCodes).set({ consumedAt: now }).where(eq(smsCodes.id, row!.id));
      throw error;
    }
    if (demo) await db.insert(demoSmsOutbox).values({ mobile, code, createdAt: now });
  }

  /** Consumes the number's latest code if it matches; each code allows 5 checks. */
  async function check(mobile: string, code: string): Promise<void> {
    const now = clock.now();
    const [latest] = await db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.consumedAt)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (!latest || latest.expiresAt <= now) {
      throw new DomainError('SMS_CODE_EXPIRED', serverMessages.smsCodeExpired);
    }
    if (latest.attempts >= SMS_LIMITS.checksPerCode) {
      throw new DomainError('SMS_TOO_MANY_CHECKS', serverMessages.smsTooManyChecks);
    }
    if (latest.codeHash !== sha256(`${mobile}:${code}`)) {
      await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(eq(smsCodes.id, latest.id));
      throw new DomainError('SMS_CODE_WRONG', serverMessages.smsCodeWrong);
    }
    // Conditional update: of two concurrent checks of the same code, only one consumes it.
    const consumed = await db
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.consumedAt)))
      .returning({ id: smsCodes.id });
    if (consumed.length === 0)
      throw new DomainError('SMS_CODE_EXPIRED', serverMessages.smsCodeExpired);
  }

  async function outbox(mobile: string) {
    const rows = await db
      .select()
      .from(demoSmsOutbox)
      .where(eq(demoSmsOutbox.mobile, mobile))
      .orderBy(desc(demoSmsOutbox.createdAt));
    return rows.map((row) => ({
      mobile: row.mobile,
      code: row.code,
      sentAt: row.createdAt.toISOString(),
    }));
  }

  return { send, check, outbox };
}
export type SmsService = ReturnType<typeof createSms>;
