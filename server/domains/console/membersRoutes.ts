import type { FastifyInstance } from 'fastify';
import {
  acceptInvitation,
  checkInvitation,
  invite,
  members,
  withdrawInvitation,
  withdrawMember,
} from '../../../lib/contract/adminMembers';
import {
  addClass,
  addGrade,
  promoteClass,
  renameClass,
  renameGrade,
  structure,
} from '../../../lib/contract/adminStructure';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';
import { adminRoute, adminWrite } from './route';

// The school's people and its grades and classes (decision 067). The two invitation calls are
// public: the link's token is the credential.
export function registerMembersRoutes(app: FastifyInstance, services: Services): void {
  const { invitations, adminStructure } = services;
  adminRoute(app, services, members, ({ staff }) => invitations.list(staff));
  adminWrite(app, services, invite, ({ staff, body, tx }) => invitations.invite(tx, staff, body));
  adminWrite(app, services, withdrawInvitation, ({ staff, params, tx }) =>
    invitations.withdrawInvitation(tx, staff, params.id),
  );
  adminWrite(app, services, withdrawMember, ({ staff, params, tx }) =>
    invitations.withdrawMember(tx, staff, params.accountId),
  );
  route(app, services, checkInvitation, ({ body }) => invitations.preview(body.token));
  route(app, services, acceptInvitation, {
    inTransaction: true,
    run: ({ body, tx }) => invitations.accept(tx, body),
    // The token is issued after the account commits, as every sign-in issues one.
    answer: (_context, accountId) => services.sessions.issue(accountId),
  });

  adminRoute(app, services, structure, ({ staff }) => adminStructure.read(staff));
  adminWrite(app, services, addGrade, ({ staff, body, tx }) =>
    adminStructure.newGrade(tx, staff, body),
  );
  adminWrite(app, services, renameGrade, ({ staff, params, body, tx }) =>
    adminStructure.gradeName(tx, staff, params.id, body.name),
  );
  adminWrite(app, services, addClass, ({ staff, body, tx }) =>
    adminStructure.newClass(tx, staff, body),
  );
  adminWrite(app, services, renameClass, ({ staff, params, body, tx }) =>
    adminStructure.className(tx, staff, params.id, body.name),
  );
  adminWrite(app, services, promoteClass, ({ staff, params, tx }) =>
    adminStructure.promote(tx, staff, params.id),
  );
}
