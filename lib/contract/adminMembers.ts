import * as z from 'zod/mini';
import { endpoint, id, jsonId, text } from './core';
import { ADMIN_ROLES } from './admin';
import { TokenResponse } from './auth';

// The school's people in the console (decision 067): the administrator invites the kitchen,
// teachers and other administrators with a one-time link, sees who is invited and who joined,
// and withdraws an invitation or a member. The invitation's token is shown once, when it is made;
// the server keeps only its hash.

/** What an invitation makes of its account: staff (console) or a teacher of one class. */
export const InviteRole = z.enum(['SchoolAdmin', 'Kitchen', 'HEAD_TEACHER', 'RESPONSIBLE_TEACHER']);
export type InviteRole = z.infer<typeof InviteRole>;
export const TEACHER_INVITE_ROLES: readonly InviteRole[] = ['HEAD_TEACHER', 'RESPONSIBLE_TEACHER'];

export const InvitationStatus = z.enum(['Pending', 'Accepted', 'Expired', 'Withdrawn']);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

export const Invitation = z.object({
  id: z.int(),
  name: z.string(),
  role: InviteRole,
  classesId: z.nullable(z.int()),
  className: z.nullable(z.string()),
  status: InvitationStatus,
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof Invitation>;

export const Member = z.object({
  accountId: z.int(),
  userName: z.string(),
  role: InviteRole,
  classesId: z.nullable(z.int()),
  className: z.nullable(z.string()),
});
export type Member = z.infer<typeof Member>;

export const Members = z.object({
  invitations: z.array(Invitation),
  members: z.array(Member),
});
export type Members = z.infer<typeof Members>;

export const members = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/members',
  response: Members,
});

/** The link's path in the app (a hash route); the token rides in the fragment, never in logs. */
export const INVITE_PATH = '/pages/admin/invite';
/** How long a link stays good. */
export const INVITATION_TTL_HOURS = 24;

export const NewInvitation = z.object({
  invitation: Invitation,
  /** The one-time token: shown once, never stored. */
  token: z.string(),
});
export type NewInvitation = z.infer<typeof NewInvitation>;

/** A teacher's invitation names the class; staff invitations name none. */
export const invite = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/members/invitations',
  body: z.object({
    name: text().check(z.minLength(1), z.maxLength(40)),
    role: InviteRole,
    classesId: z.optional(jsonId),
  }),
  response: NewInvitation,
});

export const withdrawInvitation = endpoint({
  roles: ADMIN_ROLES,
  method: 'DELETE',
  path: '/api/admin/members/invitations/{id}',
  params: z.object({ id }),
  response: Members,
});

/** Removes an account's staff role or teacher bindings at this school; the account stays. */
export const withdrawMember = endpoint({
  roles: ADMIN_ROLES,
  method: 'DELETE',
  path: '/api/admin/members/{accountId}',
  params: z.object({ accountId: id }),
  response: Members,
});

const invitationToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'token'));

/** What the invitation screen shows before the password is chosen. */
export const InvitationPreview = z.object({
  unitName: z.string(),
  name: z.string(),
  role: InviteRole,
  className: z.nullable(z.string()),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;

/** Public: the token is the credential. A used, withdrawn, expired or unknown one is refused. */
export const checkInvitation = endpoint({
  method: 'POST',
  path: '/api/invitations/check',
  body: z.object({ token: invitationToken }),
  response: InvitationPreview,
  public: true,
});

/** Login names: letters, digits, `_` `.` `-`; not a mobile number (those sign in by SMS). */
export const loginName = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_.-]{2,31}$/, 'username'));

/**
 * Accepts an invitation: creates the account (login name and password), gives it the role and
 * signs it in. Single use: a second acceptance is refused and writes nothing.
 */
export const acceptInvitation = endpoint({
  method: 'POST',
  path: '/api/invitations/accept',
  body: z.object({
    token: invitationToken,
    username: loginName,
    password: z.string().check(z.minLength(8), z.maxLength(64)),
  }),
  response: TokenResponse,
  public: true,
});
