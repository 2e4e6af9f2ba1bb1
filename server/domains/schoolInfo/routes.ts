import type { FastifyInstance } from 'fastify';
import {
  agreementDetail,
  agreementList,
  newsDetail,
  publicityDay,
  publicityMenus,
  qualificationDetail,
  qualifications,
  schoolAgreements,
  schoolNews,
  schoolProfile,
} from '../../../lib/contract/schoolInfo';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';

// What a school publishes (decision 023): agreements and qualifications for its signed-in
// families; publicity menus, its profile and public news for anyone.
export function registerSchoolInfoRoutes(app: FastifyInstance, services: Services): void {
  const { agreements, publicity } = services;

  route(app, services, agreementList, ({ query, caller }) =>
    agreements.list(caller, query.userType, query.page, query.size),
  );
  route(app, services, schoolAgreements, ({ params, query, caller }) =>
    agreements.ofSchool(caller, params.schoolId, query.page, query.size),
  );
  route(app, services, agreementDetail, ({ params, caller }) =>
    agreements.detail(caller, params.id),
  );
  route(app, services, qualifications, ({ query, caller }) =>
    agreements.qualificationPage(caller, query.kind, query.page, query.size),
  );
  route(app, services, qualificationDetail, ({ params, caller }) =>
    agreements.qualification(caller, params.id),
  );

  route(app, services, schoolProfile, ({ params }) => publicity.profile(params.schoolId));
  route(app, services, publicityMenus, ({ params, query }) =>
    publicity.menusPage(params.schoolId, query.from, query.page, query.size),
  );
  route(app, services, publicityDay, ({ params }) =>
    publicity.menusOfDay(params.schoolId, params.date),
  );
  route(app, services, schoolNews, ({ params, query, caller }) =>
    publicity.newsPage(params.schoolId, caller, query.page, query.size),
  );
  route(app, services, newsDetail, ({ params, caller }) =>
    publicity.newsItem(params.schoolId, caller, params.id),
  );
}
