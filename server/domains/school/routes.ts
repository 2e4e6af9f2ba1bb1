import type { FastifyInstance } from 'fastify';
import {
  allSchools,
  classTree,
  classesOfGrade,
  gradesOfUnit,
  regionChildren,
  searchSchools,
  unitSettings,
  updateStudentClass,
} from '../../../lib/contract/school';
import { notFound } from '../../core/errors';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';

// School structure is open to any logged-in account (a guardian picks a school to add a child);
// what belongs to an account (a child, its unit's settings) is checked against the token.
export function registerSchoolRoutes(app: FastifyInstance, services: Services): void {
  const { schools, users, children } = services;

  route(app, services, allSchools, () => schools.all());
  route(app, services, searchSchools, ({ query }) => schools.search(query.name, query.regionId));
  route(app, services, gradesOfUnit, ({ params }) => schools.gradesOf(params.id));
  route(app, services, classesOfGrade, ({ params }) => schools.classesOf(params.id));
  route(app, services, classTree, ({ params }) => schools.tree(params.id));
  route(app, services, regionChildren, ({ params }) => schools.regionChildren(params.id));

  route(app, services, updateStudentClass, async ({ params, body, caller }) => {
    const student = await users.identity(caller.accountId, params.studentId);
    const klass = await schools.classInUnit(body.classesId, student.unitId);
    if (!klass) throw notFound();
    await children.update(caller.accountId, student.associatedUserId, { classesId: klass.id });
    return users.identity(caller.accountId, student.associatedUserId);
  });

  route(app, services, unitSettings, async ({ params, caller }) => {
    // In this server a school is its own business unit, so the two ids name the same unit.
    if (params.unitId !== params.schoolId) throw notFound();
    const mine = await users.identities(caller.accountId);
    if (!mine.some((identity) => identity.unitId === params.unitId)) throw notFound();
    return schools.settings(params.unitId);
  });
}
