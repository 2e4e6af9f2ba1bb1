import * as z from 'zod/mini';
import { endpoint, id, jsonId, text } from './core';
import { ADMIN_ROLES } from './admin';

// The school's grades and classes in the console (decision 067): the set-up file is only the
// start; the administrator adds and renames them, and at the year's end moves each class up to
// the next grade (its students and teachers go with it).

export const StructureClass = z.object({ id: z.int(), name: z.string(), number: z.int() });
export const StructureGrade = z.object({
  id: z.int(),
  name: z.string(),
  number: z.int(),
  classes: z.array(StructureClass),
});
export type StructureGrade = z.infer<typeof StructureGrade>;
export const Structure = z.object({ grades: z.array(StructureGrade) });
export type Structure = z.infer<typeof Structure>;

const name = text().check(z.minLength(1), z.maxLength(30));
const number = z.int().check(z.gte(1), z.lte(20));

export const structure = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/structure',
  response: Structure,
});

export const addGrade = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/structure/grades',
  body: z.object({ name, number }),
  response: Structure,
});

export const renameGrade = endpoint({
  roles: ADMIN_ROLES,
  method: 'PUT',
  path: '/api/admin/structure/grades/{id}',
  params: z.object({ id }),
  body: z.object({ name }),
  response: Structure,
});

export const addClass = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/structure/classes',
  body: z.object({ gradeId: jsonId, name, number }),
  response: Structure,
});

export const renameClass = endpoint({
  roles: ADMIN_ROLES,
  method: 'PUT',
  path: '/api/admin/structure/classes/{id}',
  params: z.object({ id }),
  body: z.object({ name }),
  response: Structure,
});

/**
 * Moves a class to the grade numbered one higher; a name that starts with its grade's name
 * follows it (三年级1班 becomes 四年级1班). The top grade has no next grade: refused.
 */
export const promoteClass = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/structure/classes/{id}/promote',
  params: z.object({ id }),
  response: Structure,
});
