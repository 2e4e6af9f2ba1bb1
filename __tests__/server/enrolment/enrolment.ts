import type { FastifyInstance } from 'fastify';
import { call } from '../helpers';
import type { Db } from '@/server/domains/db';
import { claimCodes, rosterStudents } from '@/server/domains/schema';
import { newCode } from '@/server/domains/enrolment/codes';

// Shared by the tests that enrol children (decision 070).

export interface Identity {
  associatedUserId: number;
  userName: string;
  unitId: number;
  classesId: number | null;
  classesName: string | null;
}

export async function identitiesOf(app: FastifyInstance, token: string): Promise<Identity[]> {
  return (await call(app, { url: '/api/associated/user/identity', token })).json().data;
}

interface TreeNode {
  id: number;
  name: string;
  children: TreeNode[];
}

/** A class of the school by name (the first one when null). */
export async function findClass(
  app: FastifyInstance,
  token: string,
  unitId: number,
  name: string | null,
): Promise<number> {
  const tree: TreeNode[] = (
    await call(app, { url: `/api/classes/unit/${unitId}/tree`, token })
  ).json().data;
  const all = tree.flatMap((grade) => grade.children);
  const found = name === null ? all[0] : all.find((klass) => klass.name === name);
  if (!found) throw new Error(`no class ${name} in ${unitId}`);
  return found.id;
}

export async function noticeVersion(
  app: FastifyInstance,
  token: string,
  unitId: number,
): Promise<string> {
  return (await call(app, { url: `/api/associated/user/privacy/${unitId}`, token })).json().data
    .version;
}

/**
 * Puts a roster student with a fresh claim code in the class (as the school's import does) and
 * links it to the account with that code: how a test adds a child now that the school decides.
 */
export async function enrolChild(
  app: FastifyInstance,
  db: Db,
  token: string,
  child: { userName: string; gender?: 'Male' | 'Female'; unitId: number; classesId: number },
) {
  const [student] = await db
    .insert(rosterStudents)
    .values({
      unitId: child.unitId,
      classesId: child.classesId,
      studentNo: `T${Math.random().toString(36).slice(2, 10)}`,
      name: child.userName,
      gender: child.gender ?? 'Male',
    })
    .returning({ id: rosterStudents.id });
  const code = newCode();
  await db.insert(claimCodes).values({
    unitId: child.unitId,
    rosterStudentId: student!.id,
    code,
    expiresAt: new Date('2100-01-01T00:00:00Z'),
  });
  const response = await call(app, {
    method: 'POST',
    url: '/api/associated/user',
    token,
    body: {
      userName: child.userName,
      gender: child.gender ?? 'Male',
      unitId: child.unitId,
      classesId: child.classesId,
      claimCode: code,
      consentVersion: await noticeVersion(app, token, child.unitId),
    },
  });
  return response;
}
