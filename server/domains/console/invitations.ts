import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import {
  INVITATION_TTL_HOURS,
  type Invitation,
  type InvitationPreview,
  type InviteRole,
  type Members,
  type NewInvitation,
  TEACHER_INVITE_ROLES,
} from '../../../lib/contract/adminMembers';
import type { Clock } from '../../core/clock';
import { hashPassword, newToken, sha256 } from '../../core/crypto';
import { DomainError, invalidField, notFound } from '../../core/errors';
import { serverMessages } from '../../messages';
import type { Db, Tx } from '../db';
import { accounts, classBindings, classes, schoolStaff, staffInvitations, units } from '../schema';
import { audit, type Staff } from './staff';
import { bindTeacherAccount } from './teachers';

// The school's people (decision 067). An invitation is a one-time link: its token is shown once
// and only its hash is kept; accepting it creates the account, gives it the role and uses the
// link up, all in one transaction, so a second acceptance (or a race of two) finds it used and
// writes nothing. Other schools' invitations and members answer 404, as the console does.

type TeacherRole = 'HEAD_TEACHER' | 'RESPONSIBLE_TEACHER';
const isTeacher = (role: InviteRole): role is TeacherRole => TEACHER_INVITE_ROLES.includes(role);
const invalid = () => new DomainError('INVITATION_INVALID', serverMessages.invitationInvalid);

export function createInvitations(db: Db, clock: Clock) {
  /** A new invitation; `createdBy` is null when the set-up command makes the first one. */
  async function issue(
    tx: Tx,
    input: {
      unitId: number;
      name: string;
      role: InviteRole;
      classesId?: number;
      createdBy: number | null;
    },
  ): Promise<{ id: number; token: string }> {
    let classesId: number | null = null;
    if (isTeacher(input.role)) {
      if (input.classesId === undefined) throw invalidField('classesId');
      const [klass] = await tx
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.id, input.classesId), eq(classes.unitId, input.unitId)));
      if (!klass) throw notFound();
      classesId = klass.id;
    } else if (input.classesId !== undefined) throw invalidField('classesId');
    const token = newToken();
    const now = clock.now();
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        unitId: input.unitId,
        tokenHash: sha256(token),
        name: input.name,
        role: input.role,
        classesId,
        createdBy: input.createdBy,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_HOURS * 3_600_000),
      })
      .returning({ id: staffInvitations.id });
    return { id: row!.id, token };
  }

  async function invitationsOf(tx: Db | Tx, unitId: number): Promise<Invitation[]> {
    const now = clock.now();
    const rows = await tx
      .select({ row: staffInvitations, className: classes.name })
      .from(staffInvitations)
      .leftJoin(classes, eq(classes.id, staffInvitations.classesId))
      .where(eq(staffInvitations.unitId, unitId))
      .orderBy(desc(staffInvitations.id));
    return rows.map(({ row, className }) => ({
      id: row.id,
      name: row.name,
      role: row.role,
      classesId: row.classesId,
      className,
      status: row.acceptedAt
        ? 'Accepted'
        : row.withdrawnAt
          ? 'Withdrawn'
          : row.expiresAt <= now
            ? 'Expired'
            : 'Pending',
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async function membersOf(tx: Db | Tx, unitId: number): Promise<Members> {
    const staffRows = await tx
      .select({
        accountId: schoolStaff.accountId,
        userName: accounts.userName,
        role: schoolStaff.role,
      })
      .from(schoolStaff)
      .innerJoin(accounts, eq(accounts.id, schoolStaff.accountId))
      .where(eq(schoolStaff.unitId, unitId))
      .orderBy(schoolStaff.accountId);
    const teacherRows = await tx
      .select({
        accountId: classBindings.accountId,
        userName: accounts.userName,
        role: classBindings.bindType,
        classesId: classBindings.classesId,
        className: classes.name,
      })
      .from(classBindings)
      .innerJoin(accounts, eq(accounts.id, classBindings.accountId))
      .innerJoin(classes, eq(classes.id, classBindings.classesId))
      .where(
        and(
          eq(classBindings.unitId, unitId),
          inArray(classBindings.bindType, [...TEACHER_INVITE_ROLES] as TeacherRole[]),
        ),
      )
      .orderBy(classBindings.classesId, classBindings.accountId);
    return {
      invitations: await invitationsOf(tx, unitId),
      members: [
        ...staffRows.map((row) => ({ ...row, classesId: null, className: null })),
        ...teacherRows.map((row) => ({ ...row, role: row.role as TeacherRole })),
      ],
    };
  }

  const list = (staff: Staff) => membersOf(db, staff.unitId);

  async function invite(
    tx: Tx,
    staff: Staff,
    body: { name: string; role: InviteRole; classesId?: number },
  ): Promise<NewInvitation> {
    const { id, token } = await issue(tx, {
      unitId: staff.unitId,
      ...body,
      createdBy: staff.accountId,
    });
    await audit(tx, staff, 'members.invite', String(id), { role: body.role, name: body.name });
    const invitation = (await invitationsOf(tx, staff.unitId)).find((row) => row.id === id)!;
    return { invitation, token };
  }

  async function withdrawInvitation(tx: Tx, staff: Staff, id: number): Promise<Members> {
    const [row] = await tx
      .select()
      .from(staffInvitations)
      .where(and(eq(staffInvitations.id, id), eq(staffInvitations.unitId, staff.unitId)))
      .for('update');
    if (!row) throw notFound();
    if (row.acceptedAt) throw new DomainError('ALREADY_DECIDED', serverMessages.invitationAccepted);
    if (!row.withdrawnAt) {
      await tx
        .update(staffInvitations)
        .set({ withdrawnAt: clock.now() })
        .where(eq(staffInvitations.id, id));
      await audit(tx, staff, 'members.withdrawInvitation', String(id), { name: row.name });
    }
    return membersOf(tx, staff.unitId);
  }

  /** Takes away the account's role at this school (staff row, teacher bindings); not its account. */
  async function withdrawMember(tx: Tx, staff: Staff, accountId: number): Promise<Members> {
    if (accountId === staff.accountId)
      throw new DomainError('FORBIDDEN', serverMessages.memberSelf);
    const staffRows = await tx
      .delete(schoolStaff)
      .where(and(eq(schoolStaff.accountId, accountId), eq(schoolStaff.unitId, staff.unitId)))
      .returning({ role: schoolStaff.role });
    const bindings = await tx
      .delete(classBindings)
      .where(
        and(
          eq(classBindings.accountId, accountId),
          eq(classBindings.unitId, staff.unitId),
          inArray(classBindings.bindType, [...TEACHER_INVITE_ROLES] as TeacherRole[]),
        ),
      )
      .returning({ classesId: classBindings.classesId });
    if (staffRows.length === 0 && bindings.length === 0) throw notFound();
    await audit(tx, staff, 'members.withdraw', String(accountId), {
      roles: staffRows.map((row) => row.role),
      classes: bindings.map((row) => row.classesId),
    });
    return membersOf(tx, staff.unitId);
  }

  async function usable(tx: Db | Tx, token: string) {
    const [row] = await tx
      .select({ row: staffInvitations, unitName: units.name, className: classes.name })
      .from(staffInvitations)
      .innerJoin(units, eq(units.id, staffInvitations.unitId))
      .leftJoin(classes, eq(classes.id, staffInvitations.classesId))
      .where(
        and(
          eq(staffInvitations.tokenHash, sha256(token)),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.withdrawnAt),
          gt(staffInvitations.expiresAt, clock.now()),
        ),
      );
    if (!row) throw invalid();
    return row;
  }

  async function preview(token: string): Promise<InvitationPreview> {
    const { row, unitName, className } = await usable(db, token);
    return {
      unitName,
      name: row.name,
      role: row.role,
      className,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /** Creates the account and its role; the caller signs it in after the commit. */
  async function accept(
    tx: Tx,
    input: { token: string; username: string; password: string },
  ): Promise<number> {
    const { row } = await usable(tx, input.token);
    // The claim: of two acceptances at once, one updates the row and the other finds it used.
    const claimed = await tx
      .update(staffInvitations)
      .set({ acceptedAt: clock.now() })
      .where(and(eq(staffInvitations.id, row.id), isNull(staffInvitations.acceptedAt)))
      .returning({ id: staffInvitations.id });
    if (claimed.length === 0) throw invalid();
    const [taken] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.username, input.username));
    if (taken) throw new DomainError('USERNAME_TAKEN', serverMessages.usernameTaken);
    const [account] = await tx
      .insert(accounts)
      .values({
        username: input.username,
        passwordHash: await hashPassword(input.password),
        userName: row.name,
        updatePassword: true,
        createdAt: clock.now(),
      })
      .returning({ id: accounts.id });
    const accountId = account!.id;
    if (isTeacher(row.role))
      await bindTeacherAccount(tx, {
        unitId: row.unitId,
        classesId: row.classesId!,
        accountId,
        userName: row.name,
        bindType: row.role,
        createdBy: row.createdBy ?? accountId,
      });
    else
      await tx
        .insert(schoolStaff)
        .values({ accountId, unitId: row.unitId, role: row.role, createdAt: clock.now() });
    await tx
      .update(staffInvitations)
      .set({ acceptedBy: accountId })
      .where(eq(staffInvitations.id, row.id));
    await audit(tx, { accountId, unitId: row.unitId }, 'members.joined', String(row.id), {
      role: row.role,
    });
    return accountId;
  }

  return { issue, list, invite, withdrawInvitation, withdrawMember, preview, accept };
}
export type InvitationsService = ReturnType<typeof createInvitations>;
