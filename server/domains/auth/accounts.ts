import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Clock } from '../../core/clock';
import type { Db } from '../db';
import { accounts, socialAccounts, tokens } from '../schema';
import { DomainError, notFound } from '../../core/errors';
import { serverMessage, serverMessages } from '../../messages';
import { hashPassword, verifyPassword } from '../../core/crypto';
import type { LimitsService } from './limits';
import type { SmsService } from './sms';
import type { UsersService } from '../user';

// Account writes: accounts made by sign-in or sign-up, the profile, the password, the mobile
// and the social-app and bank bindings. Reads live in users.ts.

export const CHAT_PROVIDER = 'wechat';
export const BANK_PROVIDER = 'bank';

/** A social login's open id can be bound to an account within this time. */
const BIND_WINDOW_MS = 30 * 60_000;
const HOUR_MS = 60 * 60_000;
/** Accounts (or chat-app records) one client address may create through bank or chat login. */
export const CREATIONS_PER_HOUR = 10;
/** Mobile lookups one account may make (decision 019): enough to register, too few to scan. */
export const LOOKUPS_PER_HOUR = 20;

const rateLimited = () => new DomainError('RATE_LIMITED', serverMessages.tooManyRequests);

export function createAccounts(
  db: Db,
  clock: Clock,
  users: UsersService,
  sms: SmsService,
  limits: LimitsService,
) {
  /** Takes one creation from the client address's hourly allowance, or refuses with 429. */
  async function allowCreation(ip: string): Promise<void> {
    const key = `create@${ip}`;
    const taken = await limits.reserve(key, [
      { key, limit: CREATIONS_PER_HOUR, windowMs: HOUR_MS },
    ]);
    if (!taken) throw rateLimited();
  }

  /** Whether a mobile has an account; each account may ask LOOKUPS_PER_HOUR times an hour. */
  async function mobileRegistered(accountId: number, mobile: string): Promise<boolean> {
    const key = `lookup:account:${accountId}`;
    const taken = await limits.reserve(key, [{ key, limit: LOOKUPS_PER_HOUR, windowMs: HOUR_MS }]);
    if (!taken) throw rateLimited();
    return (await users.findByMobile(mobile)) !== null;
  }

  /** Finds the account for a mobile, creating it on first use. */
  async function forMobile(mobile: string): Promise<{ id: number; created: boolean }> {
    const existing = await users.findByMobile(mobile);
    if (existing) return { id: existing.id, created: false };
    const [created] = await db
      .insert(accounts)
      .values({
        mobile,
        userName: serverMessage('defaultUserName', { mobileEnd: mobile.slice(-4) }),
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    if (created) return { id: created.id, created: true };
    // Another request created it a moment ago.
    const raced = await users.findByMobile(mobile);
    if (!raced) throw new Error('account for mobile vanished');
    return { id: raced.id, created: false };
  }

  async function socialRow(provider: string, openId: string) {
    const [row] = await db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.openId, openId)))
      .limit(1);
    return row ?? null;
  }

  /** Records a chat-app login of an open id; the account it is bound to, if any. */
  async function chatLogin(openId: string, appId: string, ip: string): Promise<number | null> {
    if (!(await socialRow(CHAT_PROVIDER, openId))) await allowCreation(ip);
    await db
      .insert(socialAccounts)
      .values({ provider: CHAT_PROVIDER, openId, appId, createdAt: clock.now() })
      // createdAt is "last issued": a bind must follow a fresh social login.
      .onConflictDoUpdate({
        target: [socialAccounts.provider, socialAccounts.openId],
        set: { createdAt: clock.now(), appId },
      });
    return (await socialRow(CHAT_PROVIDER, openId))?.accountId ?? null;
  }

  /** The account of a bank user: the bound one, else made (by mobile when the bank gives one). */
  async function bankLogin(externalId: string, mobile: string | null, ip: string): Promise<number> {
    const bound = await socialRow(BANK_PROVIDER, externalId);
    if (bound?.accountId) return bound.accountId;
    await allowCreation(ip);
    const accountId = mobile
      ? (await forMobile(mobile)).id
      : (
          await db
            .insert(accounts)
            .values({ userName: serverMessages.bankUserName, createdAt: clock.now() })
            .returning({ id: accounts.id })
        )[0]!.id;
    await db
      .insert(socialAccounts)
      .values({ provider: BANK_PROVIDER, openId: externalId, accountId, createdAt: clock.now() })
      .onConflictDoUpdate({
        target: [socialAccounts.provider, socialAccounts.openId],
        set: { accountId },
      });
    return accountId;
  }

  /** Unbinds one of the account's open ids, whichever provider; 404 when it has none such. */
  async function unbindPlatform(accountId: number, openId: string): Promise<void> {
    const unbound = await db
      .update(socialAccounts)
      .set({ accountId: null })
      .where(and(eq(socialAccounts.openId, openId), eq(socialAccounts.accountId, accountId)))
      .returning({ id: socialAccounts.id });
    if (unbound.length === 0) throw notFound();
  }

  async function socialBind(accountId: number, provider: string, openId: string, appId?: string) {
    const row = await socialRow(provider, openId);
    if (!row) throw notFound();
    if (row.accountId === accountId) return { openId: row.openId, openIdNo: row.openIdNo };
    if (row.accountId !== null)
      throw new DomainError('SOCIAL_BOUND', serverMessages.socialAlreadyBound);
    const [bound] = await db
      .update(socialAccounts)
      .set({ accountId, appId })
      .where(
        and(
          eq(socialAccounts.id, row.id),
          isNull(socialAccounts.accountId),
          gt(socialAccounts.createdAt, new Date(clock.now().getTime() - BIND_WINDOW_MS)),
        ),
      )
      .returning({ openId: socialAccounts.openId, openIdNo: socialAccounts.openIdNo });
    if (!bound) throw notFound();
    return bound;
  }

  async function socialUnbind(accountId: number, provider: string, openId: string) {
    const unbound = await db
      .update(socialAccounts)
      .set({ accountId: null })
      .where(
        and(
          eq(socialAccounts.provider, provider),
          eq(socialAccounts.openId, openId),
          eq(socialAccounts.accountId, accountId),
        ),
      )
      .returning({ id: socialAccounts.id });
    if (unbound.length === 0) throw notFound();
  }

  /**
   * Sign-up with a mobile and its SMS code; a mobile that has an account is refused. The code is
   * checked first: only who holds the number learns whether it has an account (decision 064).
   */
  async function register(input: {
    mobile: string;
    code: string;
    userName?: string;
    password: string;
  }): Promise<number> {
    await sms.check(input.mobile, input.code);
    if (await users.findByMobile(input.mobile))
      throw new DomainError('MOBILE_TAKEN', serverMessages.mobileTaken);
    const [created] = await db
      .insert(accounts)
      .values({
        mobile: input.mobile,
        userName:
          input.userName ?? serverMessage('defaultUserName', { mobileEnd: input.mobile.slice(-4) }),
        passwordHash: await hashPassword(input.password),
        updatePassword: true,
        createdAt: clock.now(),
      })
      .returning({ id: accounts.id });
    return created!.id;
  }

  /**
   * Binds a mobile (checked by its SMS code) unless another account has it. The code first, so
   * without the number's code a registered and an unknown mobile get the same answer; the code's
   * own limits (checks per code, codes per number and per address) bound the guessing.
   */
  async function bindMobile(accountId: number, mobile: string, code: string): Promise<void> {
    await sms.check(mobile, code);
    const owner = await users.findByMobile(mobile);
    if (owner && owner.id !== accountId)
      throw new DomainError('MOBILE_TAKEN', serverMessages.mobileTaken);
    await update(accountId, { mobile });
  }

  async function update(accountId: number, changes: Partial<typeof accounts.$inferInsert>) {
    await db.update(accounts).set(changes).where(eq(accounts.id, accountId));
  }

  /**
   * Sets a new password; the account's other sessions end with the old one. An account that
   * never chose a password (mobile sign-up) sets one without the old.
   */
  async function changePassword(
    accountId: number,
    change: { oldPassword?: string; password: string },
    keepTokenHash: string,
  ): Promise<void> {
    const row = await users.account(accountId);
    if (row.updatePassword && !(await verifyPassword(change.oldPassword ?? '', row.passwordHash)))
      throw new DomainError('OLD_PASSWORD_WRONG', serverMessages.oldPasswordWrong);
    await update(accountId, {
      passwordHash: await hashPassword(change.password),
      updatePassword: true,
    });
    await db
      .update(tokens)
      .set({ revokedAt: clock.now() })
      .where(
        and(
          eq(tokens.accountId, accountId),
          ne(tokens.tokenHash, keepTokenHash),
          isNull(tokens.revokedAt),
        ),
      );
  }

  return {
    forMobile,
    mobileRegistered,
    chatLogin,
    bankLogin,
    unbindPlatform,
    socialBind,
    socialUnbind,
    register,
    bindMobile,
    update,
    changePassword,
  };
}
export type AccountsService = ReturnType<typeof createAccounts>;
