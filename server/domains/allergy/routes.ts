import type { FastifyInstance } from 'fastify';
import { allergyAlerts } from '../../../lib/contract/allergyAlerts';
import {
  allergyProfile,
  cancelUnsafeMeal,
  declareAllergyProfile,
  pendingAllergyProfiles,
  reviewAllergyProfile,
  serviceAllergies,
} from '../../../lib/contract/allergy';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';
// The console's entry imports the order domain, which checks orders through this domain's entry:
// the console's route helpers and audit are reached by their files, which import neither.
// eslint-disable-next-line no-restricted-imports
import { adminRoute, adminWrite } from '../console/route';
// eslint-disable-next-line no-restricted-imports
import { audit } from '../console/staff';

// The allergy calls (decision 080): the guardian's profile and alerts for the selected child
// (the verified `associatedUser` header; another family's child is 404), the school's review
// queue, and the kitchen's list of what to leave out at a service.

export function registerAllergyRoutes(app: FastifyInstance, services: Services) {
  const { allergy } = services;

  route(app, services, allergyProfile, ({ caller }) => allergy.profile(caller));
  route(app, services, declareAllergyProfile, ({ caller, body, tx }) =>
    allergy.declare(tx, caller, body),
  );
  route(app, services, allergyAlerts, ({ caller }) => allergy.alerts(caller.accountId));
  route(app, services, cancelUnsafeMeal, ({ caller, params, tx }) =>
    allergy.cancel(tx, caller.accountId, params.id),
  );

  adminRoute(app, services, pendingAllergyProfiles, ({ staff }) => allergy.pending(staff.unitId));
  adminWrite(app, services, reviewAllergyProfile, async ({ staff, params, body, tx }) => {
    const answer = await allergy.reviewProfile(tx, staff, params.associatedUserId, body);
    await audit(
      tx,
      staff,
      `allergy.${body.review.toLowerCase()}`,
      String(params.associatedUserId),
      {
        version: body.version,
      },
    );
    return answer;
  });
  adminRoute(app, services, serviceAllergies, async ({ staff, query }) => {
    const rows = await allergy.service(staff.unitId, query);
    // A staff read of children's data is logged for the administrator (decision 074).
    const ids = rows.map((row) => row.associatedUserId);
    if (ids.length > 0) await services.retention.logRead(staff, 'serviceAllergies', ids);
    return rows;
  });
}
