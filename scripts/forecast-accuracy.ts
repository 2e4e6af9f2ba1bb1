// How good is the production sheet's forecast (decision 078)? Builds the demo school in an
// in-memory PGlite, gives it a generated term of lunches (server/demo/seedServing.ts: 30
// children in each of its 12 classes, twelve weeks, a weekday pattern with classes leaning
// apart, some leave), then for every school day of the last four weeks forecasts each class
// from the record before that day, exactly as the sheet does, and compares with what was
// collected. Beside it, the error of cooking to the hard count (what a kitchen does without it).
//
// Measured 2026-11-26 (today = 2026-03-16; 240 class-services, all by the weekday method):
// forecast MAE 1.59 meals, MAPE 7.3 %; hard count MAE 4.63 meals, MAPE 22.1 %. By weekday the
// forecast's MAE runs from 0.92 (Mondays, 95 % collected) to 2.35 (Fridays, 72 %), the hard
// count's from 2.19 to 8.67.
//
//   npm run forecast:accuracy            (today = 2026-03-16, the tests' Monday)
//   FORECAST_TODAY=2026-06-01 npm run forecast:accuracy
import { eq } from 'drizzle-orm';
import { addDays, isoWeekday, mondayOf } from '../server/core/db/dates';
import { DEMO_HISTORY_WEEKS, DEMO_RATES, generateTerm } from '../server/demo/seedServing';
import { seedDemo } from '../server/demo/seed';
import { openDatabase } from '../server/domains/db';
import { classes, units } from '../server/domains/schema';
// A script, not a domain: it reads the serving domain's pure model and history query directly.
import { forecastMeals, type HistoryRecord } from '../server/domains/serving/forecast';
import { collectionHistory } from '../server/domains/serving/history';

const TODAY = process.env.FORECAST_TODAY ?? '2026-03-16';
const EVALUATED_WEEKS = 4;
const CHILDREN_PER_CLASS = 30;

interface Error {
  n: number;
  absolute: number;
  percent: number;
}

const empty = (): Error => ({ n: 0, absolute: 0, percent: 0 });
function add(error: Error, predicted: number, actual: number): void {
  error.n += 1;
  error.absolute += Math.abs(predicted - actual);
  error.percent += actual === 0 ? 0 : Math.abs(predicted - actual) / actual;
}
const line = (label: string, e: Error) =>
  `${label.padEnd(22)} MAE ${(e.absolute / e.n).toFixed(2).padStart(6)} meals   MAPE ${(
    (100 * e.percent) /
    e.n
  )
    .toFixed(1)
    .padStart(5)} %`;

async function main(): Promise<void> {
  const clock = { now: () => new Date(`${TODAY}T02:00:00Z`) };
  const database = await openDatabase({ dataDir: 'memory://' });
  const { db } = database;
  await seedDemo(db, clock);
  const [school] = await db.select().from(units).where(eq(units.name, '阳光实验小学'));
  const classIds = (
    await db.select({ id: classes.id }).from(classes).where(eq(classes.unitId, school!.id))
  ).map((row) => row.id);
  const from = addDays(mondayOf(TODAY), -7 * DEMO_HISTORY_WEEKS);
  const started = Date.now();
  const { children } = await db.transaction((tx) =>
    generateTerm(tx, {
      unitId: school!.id,
      classIds,
      childrenPerClass: CHILDREN_PER_CLASS,
      from,
      to: addDays(TODAY, -1),
      diningType: 'Lunch',
      rates: DEMO_RATES,
      classSpread: 0.1,
      leaveRate: 0.04,
      seed: 78,
      now: clock.now(),
      tag: 'term',
    }),
  );
  console.log(
    `Demo school, ${classIds.length} classes, ${children} generated children, lunches ${from} to ${addDays(TODAY, -1)} ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `Weekday rates ${Object.values(DEMO_RATES).join(' / ')} (Mon–Fri), classes lean ±0.10, 4 % on leave`,
  );

  const records = await collectionHistory(
    db,
    school!.id,
    'Lunch',
    TODAY,
    7 * (DEMO_HISTORY_WEEKS + 1),
  );
  const byDay = new Map<string, HistoryRecord[]>();
  for (const record of records) byDay.set(record.date, [...(byDay.get(record.date) ?? []), record]);
  const firstEvaluated = addDays(TODAY, -7 * EVALUATED_WEEKS);
  const forecast = empty();
  const hard = empty();
  const methods = new Map<string, number>();
  const weekdays = new Map<number, { forecast: Error; hard: Error }>();
  for (const [date, ofDay] of [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (date < firstEvaluated) continue;
    for (const record of ofDay) {
      const made = forecastMeals(records, {
        date,
        classesId: record.classesId,
        hard: record.expected,
      });
      add(forecast, made.forecast, record.collected);
      add(hard, record.expected, record.collected);
      methods.set(made.basis.method, (methods.get(made.basis.method) ?? 0) + 1);
      const day = weekdays.get(isoWeekday(date)) ?? { forecast: empty(), hard: empty() };
      add(day.forecast, made.forecast, record.collected);
      add(day.hard, record.expected, record.collected);
      weekdays.set(isoWeekday(date), day);
    }
  }
  console.log(
    `\nLast ${EVALUATED_WEEKS} weeks (${firstEvaluated} to ${addDays(TODAY, -1)}): ${forecast.n} class-services, ` +
      `methods ${[...methods].map(([m, n]) => `${m} ${n}`).join(', ')}`,
  );
  console.log(line('forecast', forecast));
  console.log(line('hard count', hard));
  for (const [day, errors] of [...weekdays].sort(([a], [b]) => a - b))
    console.log(
      `  ${'MonTueWedThuFri'.slice((day - 1) * 3, day * 3)}  forecast MAE ${(errors.forecast.absolute / errors.forecast.n).toFixed(2)}` +
        `, hard count MAE ${(errors.hard.absolute / errors.hard.n).toFixed(2)}`,
    );
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
