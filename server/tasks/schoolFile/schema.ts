import * as z from 'zod/mini';
import { DiningRule, Switches } from '../../../lib/contract/adminRules';
import { hasControlCharacters } from '../../../lib/contract/core';
import { DiningType } from '../../../lib/contract/enums';
import { fenOfYuan } from '../../../lib/money/fen';
import type { SchoolSetup } from '../../domains/school';

// The set-up file (decision 067, examples/school.json): what a school's IT person writes once.
// Prices are yuan as people write them ("15.00"); every other rule is the console's own
// (lib/contract/adminRules.ts), so the file and the console cannot disagree on what is valid.

const label = (max: number) =>
  z.string().check(
    z.minLength(1),
    z.maxLength(max),
    z.refine((value) => value.trim() === value && !hasControlCharacters(value), 'label'),
  );

const timeZone = z.string().check(
  z.refine((value) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }, 'an IANA time zone such as Asia/Shanghai'),
);

const yuan = z.string().check(
  z.refine((value) => {
    const fen = fenOfYuan(value);
    return fen !== undefined && fen <= 100_000;
  }, 'a price in yuan such as "15.00", at most 1000'),
);

const time = DiningRule.shape.serveStart;
const days = DiningRule.shape.orderDaysBefore;
const cutOff = z.strictObject({ daysBefore: days, time });

const Dining = z
  .strictObject({
    diningType: DiningType,
    serve: z.strictObject({ start: time, end: time }),
    /** When orders for a day close: `daysBefore` the day, at `time`. */
    orderCutOff: cutOff,
    leaveCutOff: cutOff,
    /** The price of each meal kind the school serves at this meal. */
    mealKinds: z.strictObject({ Ordinary: yuan, Muslim: yuan }),
    functionalSwitch: z.optional(Switches),
  })
  .check(
    z.refine((dining) => dining.serve.start < dining.serve.end, {
      message: 'serve.end must be after serve.start',
      path: ['serve', 'end'],
    }),
  );

const Grade = z
  .strictObject({
    name: label(30),
    number: z.int().check(z.gte(1), z.lte(20)),
    classes: z.array(label(30)).check(z.minLength(1), z.maxLength(60)),
  })
  .check(
    z.refine((grade) => new Set(grade.classes).size === grade.classes.length, {
      message: 'a class name appears twice',
      path: ['classes'],
    }),
  );

export const SchoolFile = z
  .strictObject({
    /** What a re-run finds the school by; the name when absent. */
    key: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'key'))),
    name: label(60),
    timeZone,
    functionalSwitch: Switches,
    grades: z.array(Grade).check(z.minLength(1), z.maxLength(20)),
    dining: z.array(Dining).check(z.minLength(1), z.maxLength(3)),
    administrator: z.strictObject({ name: label(40) }),
  })
  .check(
    z.refine(
      (file) => new Set(file.grades.map((grade) => grade.number)).size === file.grades.length,
      { message: 'a grade number appears twice', path: ['grades'] },
    ),
    z.refine(
      (file) => new Set(file.dining.map((dining) => dining.diningType)).size === file.dining.length,
      { message: 'a dining type appears twice', path: ['dining'] },
    ),
  );
export type SchoolFile = z.infer<typeof SchoolFile>;

/** The file as the school domain writes it. */
export function setupOf(file: SchoolFile): SchoolSetup {
  return {
    key: file.key ?? file.name,
    name: file.name,
    timeZone: file.timeZone,
    functionalSwitch: file.functionalSwitch,
    grades: file.grades.map((grade) => ({
      name: grade.name,
      number: grade.number,
      classes: grade.classes.map((name, i) => ({ name, number: i + 1 })),
    })),
    dining: file.dining.map((dining) => ({
      diningType: dining.diningType,
      priceOrdinary: fenOfYuan(dining.mealKinds.Ordinary)!,
      priceMuslim: fenOfYuan(dining.mealKinds.Muslim)!,
      orderDaysBefore: dining.orderCutOff.daysBefore,
      orderTime: dining.orderCutOff.time,
      leaveDaysBefore: dining.leaveCutOff.daysBefore,
      leaveTime: dining.leaveCutOff.time,
      serveStart: dining.serve.start,
      serveEnd: dining.serve.end,
      functionalSwitch: { ...file.functionalSwitch, ...dining.functionalSwitch },
    })),
  };
}
