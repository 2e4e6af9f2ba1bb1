import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DiningType, Gender } from '../../../lib/contract/enums';
import { createdAt } from '../../core/db/columns';
import { CALENDAR_ENTRIES, type CalendarEntry, oneOf } from '../../core/db/enums';

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
});

/** A school ("unit" in the spec's headers and paths). */
export const units = pgTable('units', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The set-up file's `key` (decision 067): re-running the same file finds the school by it. */
  setupKey: text('setup_key').unique(),
  regionId: integer('region_id').references(() => regions.id),
  timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
  functionalSwitch: jsonb('functional_switch')
    .$type<Record<string, boolean>>()
    .notNull()
    .default({}),
  /** Origins the school lets `container/webview` show (decision 024). */
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
});

/** Prices (fen) and cut-offs per dining type; a unit serves the dining types it has rows for. */
export const unitDiningSettings = pgTable(
  'unit_dining_settings',
  {
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    diningType: text('dining_type').$type<DiningType>().notNull(),
    priceOrdinary: integer('price_ordinary').notNull(),
    priceMuslim: integer('price_muslim').notNull(),
    orderDaysBefore: integer('order_days_before').notNull().default(1),
    orderTime: text('order_time').notNull().default('16:00'),
    leaveDaysBefore: integer('leave_days_before').notNull().default(0),
    leaveTime: text('leave_time').notNull().default('09:00'),
    serveStart: text('serve_start').notNull(),
    serveEnd: text('serve_end').notNull(),
    functionalSwitch: jsonb('functional_switch')
      .$type<Record<string, boolean>>()
      .notNull()
      .default({}),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.diningType] }),
    oneOf('unit_dining_settings_dining_type_check', t.diningType, DiningType.options),
  ],
);

export const grades = pgTable('grades', {
  id: serial('id').primaryKey(),
  unitId: integer('unit_id')
    .notNull()
    .references(() => units.id),
  name: text('name').notNull(),
  number: integer('number').notNull(),
});

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id),
    name: text('name').notNull(),
    number: integer('number').notNull(),
  },
  (t) => [index('classes_grade_idx').on(t.gradeId)],
);

/** School days that differ from the Monday–Friday rule: Holiday, or a make-up Workday. */
export const schoolCalendar = pgTable(
  'school_calendar',
  {
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    date: text('date').notNull(),
    kind: text('kind').$type<CalendarEntry>().notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.date] }),
    oneOf('school_calendar_kind_check', t.kind, CALENDAR_ENTRIES),
  ],
);

/** The school's roster (decision 050): students as the school's export names them. */
export const rosterStudents = pgTable(
  'roster_students',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    classesId: integer('classes_id')
      .notNull()
      .references(() => classes.id),
    studentNo: text('student_no').notNull(),
    name: text('name').notNull(),
    gender: text('gender').$type<Gender>().notNull().default('Other'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('roster_students_unit_no').on(t.unitId, t.studentNo),
    oneOf('roster_students_gender_check', t.gender, Gender.options),
  ],
);
