import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  account,
  balance,
  bindMobile,
  bindUser,
  createAssociatedUser,
  currentUser,
  identities,
  markVersionRead,
  mobileRegistered,
  register,
  socialBind,
  socialUnbind,
  updateAssociatedUser,
  updatePassword,
  updateUser,
  versionHistory,
} from '../../lib/contract/user';
import { accounts, associatedUsers, socialAccounts, tokens } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { HttpEnvelope, route } from '../http/route';
import { serverMessages } from '../messages';
import { hashPassword, verifyPassword } from '../services/crypto';
import type { Services } from '../services';

/** A social login's open id can be bound to an account within this time. */
const BIND_WINDOW_MS = 30 * 60_000;

export function registerUserRoutes(app: FastifyInstance, services: Services): void {
  const { db, users, schools, sms, clock } = services;
  const appVersion = services.config.appVersion ?? '0.1.0';

  route(app, services, identities, ({ caller }) => users.identities(caller.accountId));

  route(app, services, currentUser, ({ caller }) => users.currentUser(caller.accountId));

  route(app, services, createAssociatedUser, async ({ body, caller }) => {
    const klass = await schools.classInUnit(body.classesId, body.unitId);
    if (!klass) throw notFound();
    const [created] = await db
      .insert(associatedUsers)
      .values({
        accountId: caller.accountId,
        userName: body.userName,
        gender: body.gender,
        unitId: body.unitId,
        classesId: klass.id,
        createdAt: clock.now(),
      })
      .returning({ id: associatedUsers.id });
    return users.identity(caller.accountId, created!.id);
  });

  route(app, services, updateAssociatedUser, async ({ body, caller }) => {
    const before = await users.identity(caller.accountId, body.associatedUserId);
    // Only the caller's own head-photo upload for this child, never an arbitrary external URL.
    const headerUrl =
      body.headerUrl === undefined
        ? undefined
        : await services.uploads.headPhotoUrl(
            caller.accountId,
            body.associatedUserId,
            body.headerUrl,
          );
    const changes = {
      ...(body.userName !== undefined && { userName: body.userName }),
      ...(body.gender !== undefined && { gender: body.gender }),
      ...(headerUrl !== undefined && { headerUrl }),
    };
    if (Object.keys(changes).length > 0) {
      await db
        .update(associatedUsers)
        .set(changes)
        .where(
          and(
            eq(associatedUsers.id, body.associatedUserId),
            eq(associatedUsers.accountId, caller.accountId),
          ),
        );
    }
    if (headerUrl !== undefined)
      await services.uploads.headPhotoChanged(caller.accountId, before.headerUrl, headerUrl);
    return users.identity(caller.accountId, body.associatedUserId);
  });

  route(app, services, bindMobile, async ({ body, caller }) => {
    const owner = await users.findByMobile(body.mobile);
    if (owner && owner.id !== caller.accountId)
      throw new HttpError(409, serverMessages.mobileTaken, 'MOBILE_TAKEN');
    await sms.check(body.mobile, body.code);
    await db.update(accounts).set({ mobile: body.mobile }).where(eq(accounts.id, caller.accountId));
    return { mobile: body.mobile };
  });

  route(app, services, mobileRegistered, async ({ params }) => ({
    registered: (await users.findByMobile(params.mobile)) !== null,
  }));

  route(app, services, bindUser, async ({ body, caller }) => {
    const identity = await users.identity(caller.accountId, body.associatedUserId);
    await db
      .update(accounts)
      .set({ currentAssociatedUserId: identity.associatedUserId })
      .where(eq(accounts.id, caller.accountId));
    return identity;
  });

  route(app, services, updateUser, async ({ body, caller }) => {
    await db
      .update(accounts)
      .set({
        loginNumber: 1,
        ...(body.userName !== undefined && { userName: body.userName }),
        ...(body.gender !== undefined && { gender: body.gender }),
        ...(body.headerUrl !== undefined && { headerUrl: body.headerUrl }),
      })
      .where(eq(accounts.id, caller.accountId));
    return users.currentUser(caller.accountId);
  });

  route(app, services, updatePassword, async ({ body, caller }) => {
    const row = await users.account(caller.accountId);
    // An account that never chose a password (mobile sign-up) sets one without the old.
    if (row.updatePassword && !(await verifyPassword(body.oldPassword ?? '', row.passwordHash))) {
      throw new HttpError(400, serverMessages.oldPasswordWrong, 'OLD_PASSWORD_WRONG');
    }
    await db
      .update(accounts)
      .set({ passwordHash: await hashPassword(body.password), updatePassword: true })
      .where(eq(accounts.id, caller.accountId));
    // Other sessions end with the old password.
    await db
      .update(tokens)
      .set({ revokedAt: clock.now() })
      .where(
        and(
          eq(tokens.accountId, caller.accountId),
          ne(tokens.tokenHash, caller.tokenHash),
          isNull(tokens.revokedAt),
        ),
      );
    return users.currentUser(caller.accountId);
  });

  route(app, services, register, async ({ body, request }) => {
    try {
      if (await users.findByMobile(body.mobile))
        throw new HttpError(409, serverMessages.mobileTaken);
      await sms.check(body.mobile, body.code);
      const [created] = await db
        .insert(accounts)
        .values({
          mobile: body.mobile,
          userName: body.userName ?? `用户${body.mobile.slice(-4)}`,
          passwordHash: await hashPassword(body.password),
          updatePassword: true,
          createdAt: clock.now(),
        })
        .returning({ id: accounts.id });
      return { userId: created!.id };
    } catch (error) {
      request.log.info(
        { reason: error instanceof Error ? error.message : 'unknown' },
        'register refused',
      );
      // The spec's register failure shape (SPEC section 8).
      return new HttpEnvelope(200, {
        success: false,
        code: 500,
        message: serverMessages.registerFailed,
      });
    }
  });

  route(app, services, socialBind, async ({ params, body, caller }) => {
    const [row] = await db
      .select()
      .from(socialAccounts)
      .where(
        and(eq(socialAccounts.provider, params.provider), eq(socialAccounts.openId, params.id)),
      )
      .limit(1);
    if (!row) throw notFound();
    if (row.accountId === caller.accountId) return { openId: row.openId, openIdNo: row.openIdNo };
    if (row.accountId !== null)
      throw new HttpError(409, serverMessages.socialAlreadyBound, 'SOCIAL_BOUND');
    const bound = await db
      .update(socialAccounts)
      .set({ accountId: caller.accountId, appId: body.appId })
      .where(
        and(
          eq(socialAccounts.id, row.id),
          isNull(socialAccounts.accountId),
          gt(socialAccounts.createdAt, new Date(clock.now().getTime() - BIND_WINDOW_MS)),
        ),
      )
      .returning({ openId: socialAccounts.openId, openIdNo: socialAccounts.openIdNo });
    if (!bound[0]) throw notFound();
    return bound[0];
  });

  route(app, services, socialUnbind, async ({ params, caller }) => {
    const unbound = await db
      .update(socialAccounts)
      .set({ accountId: null })
      .where(
        and(
          eq(socialAccounts.provider, params.provider),
          eq(socialAccounts.openId, params.id),
          eq(socialAccounts.accountId, caller.accountId),
        ),
      )
      .returning({ id: socialAccounts.id });
    if (unbound.length === 0) throw notFound();
    return { unbound: true };
  });

  route(app, services, account, async ({ query, caller }) => ({
    myAmount: await users.balance(caller.accountId),
    amountDetails: await users.balanceRecords(caller.accountId, query.page, query.size),
  }));

  route(app, services, balance, async ({ caller }) => ({
    myAmount: await users.balance(caller.accountId),
  }));

  route(app, services, versionHistory, async ({ query, caller }) => {
    if (query.userId !== undefined && query.userId !== caller.accountId) throw notFound();
    const row = await users.account(caller.accountId);
    return { version: appVersion, read: row.versionRead === appVersion };
  });

  route(app, services, markVersionRead, async ({ body, caller }) => {
    if (body.userId !== undefined && body.userId !== caller.accountId) throw notFound();
    await db
      .update(accounts)
      .set({ versionRead: body.version })
      .where(eq(accounts.id, caller.accountId));
    return { version: appVersion, read: body.version === appVersion };
  });
}
