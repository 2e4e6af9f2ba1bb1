import * as z from 'zod/mini';
import { endpoint, jsonId } from './core';
import { ADMIN_ROLES } from './admin';
import { Role } from './enums';

// The roster in the console (decision 050): grades, classes and students from the school's CSV
// export, previewed first, imported all or nothing; teachers bound to classes.

/** Why a row was refused; the console words each one. */
export const RosterProblem = z.enum([
  'columns',
  'studentNo',
  'name',
  'gender',
  'grade',
  'klass',
  'duplicate',
]);
export type RosterProblem = z.infer<typeof RosterProblem>;

export const RosterError = z.object({
  /** The line of the file, counting the header as line 1. */
  line: z.int(),
  problem: RosterProblem,
});
export type RosterError = z.infer<typeof RosterError>;

export const RosterCheck = z.object({
  students: z.int(),
  grades: z.int(),
  classes: z.int(),
  errors: z.array(RosterError),
  /** Students written: 0 on a preview and whenever a row is bad. */
  imported: z.int(),
});
export type RosterCheck = z.infer<typeof RosterCheck>;

/**
 * The school's export as text (UTF-8), at most 1 MB and 5,000 students. Not `text()`: every cell
 * is checked for control characters and lone surrogates (rosterCsv.ts), so a bad cell is refused
 * with its line rather than the whole file with none.
 */
const csvBody = z.object({ csv: z.string().check(z.maxLength(1_000_000)) });

export const previewRoster = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/roster/preview',
  body: csvBody,
  response: RosterCheck,
});

export const importRoster = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/roster/import',
  body: csvBody,
  response: RosterCheck,
});

export const RosterClass = z.object({
  classesId: z.int(),
  gradeName: z.string(),
  className: z.string(),
  students: z.int(),
  /** Roster students some family's child is linked to (decision 058). */
  linked: z.int(),
  teachers: z.array(z.object({ userName: z.string(), bindType: Role })),
});
export type RosterClass = z.infer<typeof RosterClass>;

export const rosterClasses = endpoint({
  roles: ADMIN_ROLES,
  method: 'GET',
  path: '/api/admin/roster',
  response: z.object({ students: z.int(), classes: z.array(RosterClass) }),
});

export const TeacherRole = z.enum(['HEAD_TEACHER', 'RESPONSIBLE_TEACHER']);

/** Binds an existing account (by mobile) to a class of the school as its teacher. */
export const bindTeacher = endpoint({
  roles: ADMIN_ROLES,
  method: 'POST',
  path: '/api/admin/roster/teachers',
  body: z.object({
    mobile: z.string().check(z.regex(/^1\d{10}$/, 'mobile')),
    classesId: jsonId,
    bindType: TeacherRole,
  }),
  response: RosterClass,
});
