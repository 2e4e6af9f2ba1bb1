import * as z from 'zod/mini';
import { endpoint, text } from './core';
import { DiningType } from './enums';
import { Identity, id } from './user';

// Schools (units), grades, classes, regions and the unit settings (prices, cut-offs, switches).

export const School = z.object({
  id: z.int(),
  name: z.string(),
  regionId: z.nullable(z.int()),
  timeZone: z.string(),
});
export type School = z.infer<typeof School>;

export const Grade = z.object({
  id: z.int(),
  unitId: z.int(),
  name: z.string(),
  number: z.int(),
});
export type Grade = z.infer<typeof Grade>;

export const Classes = z.object({
  id: z.int(),
  gradeId: z.int(),
  name: z.string(),
  number: z.int(),
});
export type Classes = z.infer<typeof Classes>;

/** A grade with its classes (the spec leaves node fields open). */
export type ClassTreeNode = {
  id: number;
  name: string;
  type: 'grade' | 'classes';
  number: number;
  children: ClassTreeNode[];
};
export const ClassTreeNode: z.ZodMiniType<ClassTreeNode> = z.lazy(() =>
  z.object({
    id: z.int(),
    name: z.string(),
    type: z.enum(['grade', 'classes']),
    number: z.int(),
    children: z.array(ClassTreeNode),
  }),
);

export const Region = z.object({
  id: z.int(),
  parentId: z.nullable(z.int()),
  name: z.string(),
  leaf: z.boolean(),
});
export type Region = z.infer<typeof Region>;

/** A local time of day, `HH:mm`, in the unit's time zone. */
const clock = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
/** "`daysBefore` days before the meal date, at `time`". */
export const Deadline = z.object({ daysBefore: z.int().check(z.gte(0)), time: clock });
export type Deadline = z.infer<typeof Deadline>;

/** Functions a dining type can switch on or off (buttons show only when true). */
export const FunctionName = z.enum([
  'order',
  'monthOrder',
  'leave',
  'evaluate',
  'recharge',
  'refund',
]);
export type FunctionName = z.infer<typeof FunctionName>;

export const DiningSetting = z.object({
  diningType: DiningType,
  /** Integer fen per meal, per meal kind. */
  prices: z.object({ Ordinary: z.int().check(z.gte(0)), Muslim: z.int().check(z.gte(0)) }),
  orderDeadline: Deadline,
  leaveDeadline: Deadline,
  serveStart: clock,
  serveEnd: clock,
  functionalSwitch: z.record(z.string(), z.boolean()),
});
export type DiningSetting = z.infer<typeof DiningSetting>;

export const UnitSettings = z.object({
  unitId: z.int(),
  schoolId: z.int(),
  timeZone: z.string(),
  diningTypes: z.array(DiningSetting),
  /** Unit-wide switches; a dining type's own switch must hold too. */
  functionalSwitch: z.record(z.string(), z.boolean()),
});
export type UnitSettings = z.infer<typeof UnitSettings>;

export const allSchools = endpoint({
  method: 'GET',
  path: '/api/school/all',
  response: z.array(School),
});

export const searchSchools = endpoint({
  method: 'GET',
  path: '/api/school',
  query: z.object({
    name: z.optional(text().check(z.maxLength(60))),
    regionId: z.optional(id),
  }),
  response: z.array(School),
});

export const gradesOfUnit = endpoint({
  method: 'GET',
  path: '/api/grade/unit/{id}',
  params: z.object({ id }),
  response: z.array(Grade),
});

export const classesOfGrade = endpoint({
  method: 'GET',
  path: '/api/classes/grade/{id}',
  params: z.object({ id }),
  response: z.array(Classes),
});

export const classTree = endpoint({
  method: 'GET',
  path: '/api/classes/unit/{id}/tree',
  params: z.object({ id }),
  response: z.array(ClassTreeNode),
});

/** Child regions of a region; id 0 lists the top level. */
export const regionChildren = endpoint({
  method: 'GET',
  path: '/api/region/{id}',
  params: z.object({ id: z.coerce.number().check(z.int(), z.gte(0), z.lte(2_147_483_647)) }),
  response: z.array(Region),
});

/** Moves the caller's child (studentId = associatedUserId) to another class of its school. */
export const updateStudentClass = endpoint({
  method: 'POST',
  path: '/api/student/{studentId}/updateClass',
  params: z.object({ studentId: id }),
  body: z.object({ classesId: id }),
  response: Identity,
});

export const unitSettings = endpoint({
  method: 'GET',
  path: '/api/business/service/setting/{unitId}/school/{schoolId}',
  params: z.object({ unitId: id, schoolId: id }),
  response: UnitSettings,
});
