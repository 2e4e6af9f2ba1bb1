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
  childBirthYear,
  setChildBirthYear,
  updatePassword,
  updateUser,
  versionHistory,
} from '../../../lib/contract/user';
import { DomainError, notFound } from '../../core/errors';
import { safeError } from '../../core/http/log';
import { HttpEnvelope, route } from '../../core/http/route';
import { serverMessages } from '../../messages';
import { consentRequired, enrolmentPending } from '../enrolment';
import type { Services } from '../../core/services';

/** Wrong claim codes an account, and an address, may offer in an hour. */
const CLAIM_TRIES = 10;
const CLAIM_TRIES_PER_ADDRESS = 30;
const HOUR = 60 * 60_000;

export function registerUserRoutes(app: FastifyInstance, services: Services): void {
  const { users, accounts, schools, uploads, sessions, enrolment, limits, children } = services;
  const appVersion = services.config.appVersion ?? '0.1.0';

  route(app, services, identities, ({ caller }) => users.identities(caller.accountId));

  route(app, services, currentUser, ({ caller }) => users.currentUser(caller.accountId));

  // Adding a child (decision 070): with the letter's code, after the guardian's consent, the
  // roster student becomes the account's child; without one the school is asked and the answer
  // says so (ENROLMENT_PENDING, once the request is kept). Wrong codes count against the account
  // and the address before the transaction opens, so a refusal's count survives its rollback.
  route(app, services, createAssociatedUser, {
    inTransaction: true,
    prepare: async ({ body, caller, request }) => {
      const klass = await schools.classInUnit(body.classesId, body.unitId);
      if (!klass) throw notFound();
      const consent = await enrolment.currentConsent(body.unitId, body.consentVersion);
      if (body.claimCode === undefined)
        return { kind: 'join' as const, classesId: klass.id, consent };
      if (!consent) throw consentRequired();
      const reservation = await limits.reserve(`claim:account:${caller.accountId}`, [
        { key: `claim:account:${caller.accountId}`, limit: CLAIM_TRIES, windowMs: HOUR },
        { key: `claim:ip:${request.ip}`, limit: CLAIM_TRIES_PER_ADDRESS, windowMs: HOUR },
      ]);
      if (!reservation) throw new DomainError('RATE_LIMITED', serverMessages.claimTooMany);
      const codeId = await enrolment.checkCode(caller.accountId, body.unitId, body.claimCode);
      return { kind: 'claim' as const, codeId, consent, reservation };
    },
    run: async ({ body, caller, prepared, tx }) => {
      if (prepared.kind === 'claim')
        return enrolment.claim(tx, caller.accountId, {
          codeId: prepared.codeId,
          gender: body.gender,
          consentVersion: prepared.consent,
        });
      await enrolment.requestJoin(tx, caller.accountId, {
        userName: body.userName,
        gender: body.gender,
        unitId: body.unitId,
        classesId: prepared.classesId,
        consentVersion: prepared.consent,
      });
      return null;
    },
    answer: async ({ caller, prepared }, id) => {
      if (prepared.kind === 'join' || id === null) throw enrolmentPending();
      await limits.release(prepared.reservation);
      return users.identity(caller.accountId, id);
    },
  });

  // Decision 081: the birth year the nutrition targets take over the grade.
  route(app, services, childBirthYear, ({ params, caller }) =>
    children.birthYear(caller.accountId, params.associatedUserId),
  );
  route(app, services, setChildBirthYear, ({ body, caller }) =>
    children.setBirthYear(caller.accountId, body.associatedUserId, body.birthYear),
  );

  route(app, services, updateAssociatedUser, async ({ body, caller }) => {
    const before = await users.identity(caller.accountId, body.associatedUserId);
    // Only the caller's own head-photo upload for this child, never an arbitrary external URL.
    const headerUrl =
      body.headerUrl === undefined
        ? undefined
        : await uploads.headPhotoUrl(caller.accountId, body.associatedUserId, body.headerUrl);
    await children.update(caller.accountId, body.associatedUserId, {
      ...(body.userName !== undefined && { userName: body.userName }),
      ...(body.gender !== undefined && { gender: body.gender }),
      ...(headerUrl !== undefined && { headerUrl }),
    });
    if (headerUrl !== undefined)
      await uploads.headPhotoChanged(caller.accountId, before.headerUrl, headerUrl);
    return users.identity(caller.accountId, body.associatedUserId);
  });

  route(app, services, bindMobile, async ({ body, caller }) => {
    await accounts.bindMobile(caller.accountId, body.mobile, body.code);
    return { mobile: body.mobile };
  });

  route(app, services, mobileRegistered, async ({ params, caller }) => ({
    registered: await accounts.mobileRegistered(caller.accountId, params.mobile),
  }));

  route(app, services, bindUser, async ({ body, caller }) => {
    const identity = await users.identity(caller.accountId, body.associatedUserId);
    await accounts.update(caller.accountId, { currentAssociatedUserId: identity.associatedUserId });
    return identity;
  });

  route(app, services, updateUser, async ({ body, caller }) => {
    await accounts.update(caller.accountId, {
      loginNumber: 1,
      ...(body.userName !== undefined && { userName: body.userName }),
      ...(body.gender !== undefined && { gender: body.gender }),
      ...(body.headerUrl !== undefined && { headerUrl: body.headerUrl }),
    });
    return users.currentUser(caller.accountId);
  });

  route(app, services, updatePassword, async ({ body, caller, request }) => {
    // The old password can be guessed here as at the login: a wrong one counts against the
    // account's sign-in limits (the same keys), and a locked account is refused before the check.
    await sessions.guard(
      'password',
      `account:${caller.accountId}`,
      request.ip,
      () => accounts.changePassword(caller.accountId, body, caller.tokenHash),
      (error) => error instanceof DomainError && error.code === 'OLD_PASSWORD_WRONG',
    );
    return users.currentUser(caller.accountId);
  });

  route(app, services, register, async ({ body, request }) => {
    try {
      const userId = await accounts.register(body);
      return { userId };
    } catch (error) {
      request.log.info({ reason: safeError(error).message }, 'register refused');
      // The spec's register failure shape (docs/product.md, "Errors and messages").
      return new HttpEnvelope(200, {
        success: false,
        code: 500,
        message: serverMessages.registerFailed,
      });
    }
  });

  route(app, services, socialBind, ({ params, body, caller }) =>
    accounts.socialBind(caller.accountId, params.provider, params.id, body.appId),
  );

  route(app, services, socialUnbind, async ({ params, caller }) => {
    await accounts.socialUnbind(caller.accountId, params.provider, params.id);
    return { unbound: true };
  });

  route(app, services, account, async ({ query, caller }) => ({
    myAmount: await users.balance(caller),
    amountDetails: await users.balanceRecords(caller, query.page, query.size),
  }));

  route(app, services, balance, async ({ caller }) => ({
    myAmount: await users.balance(caller),
  }));

  route(app, services, versionHistory, async ({ query, caller }) => {
    if (query.userId !== undefined && query.userId !== caller.accountId) throw notFound();
    const row = await users.account(caller.accountId);
    return { version: appVersion, read: row.versionRead === appVersion };
  });

  route(app, services, markVersionRead, async ({ body, caller }) => {
    if (body.userId !== undefined && body.userId !== caller.accountId) throw notFound();
    await accounts.update(caller.accountId, { versionRead: body.version });
    return { version: appVersion, read: body.version === appVersion };
  });
}
