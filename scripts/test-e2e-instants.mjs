// Runs the clock-sensitive browser-test files at chosen instants in Asia/Shanghai, with the
// machine's zone set to UTC (decision 061). Each file pins the server's demo clock and the
// browser's clock to E2E_INSTANT; the full suite runs once at the default instant, a Thursday
// 14:35 (__tests__/e2e/support/clock.ts), through `npm run test:e2e`.
//
//   node scripts/test-e2e-instants.mjs            every instant below
//   node scripts/test-e2e-instants.mjs friday     the instants whose name contains "friday"
//
// out/ must be built (E2E_SKIP_BUILD=1 is set here).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MEAL = '__tests__/e2e/meal.e2e.ts';
const ORDER = '__tests__/e2e/order.e2e.ts';
const OUTBOX = '__tests__/e2e/outbox.e2e.ts';
const PAY_PRODUCTION = '__tests__/e2e/pay-production.e2e.ts';

/**
 * Which files each instant needs, so the whole run stays within CI's time: the calendar and
 * rating (meal) where "today" and "eaten" move, leave dates and cut-offs (outbox) where the
 * leaveable days thin out, and ordering (order) around the 16:00 day-order cut-off, weekends,
 * the month's end and a holiday.
 */
const INSTANTS = [
  { name: 'monday-0700-month-end', at: '2026-11-30T07:00:00+08:00', files: [MEAL, ORDER] },
  { name: 'friday-1630-after-cutoff', at: '2026-11-27T16:30:00+08:00', files: [ORDER, OUTBOX] },
  // The weekend's calendar is the Sunday's; the Saturday orders for the week ahead.
  { name: 'saturday-1000', at: '2026-11-28T10:00:00+08:00', files: [ORDER, PAY_PRODUCTION] },
  { name: 'sunday-2330', at: '2026-11-29T23:30:00+08:00', files: [MEAL, OUTBOX] },
  {
    name: 'new-years-eve-1500-holiday-tomorrow',
    at: '2026-12-31T15:00:00+08:00',
    files: [MEAL, ORDER],
  },
];

/**
 * Of those files, the tests whose outcome depends on the instant: the calendar's statuses, the
 * rated meal and the week read offline; ordering, leave and cancelling around the cut-offs and a
 * month order; leave asked offline and a cut-off passing. The rest (isolation, ETag, axe, a
 * double press, network cuts, Background Sync) do not read the date and run once, at the default
 * instant. An order test that builds on the one before it is listed with it.
 */
const CLOCK_SENSITIVE = [
  'shows the seeded statuses on the month calendar',
  'rates the most recent eaten meal',
  "reloads offline: this week's calendar",
  'orders the next open dinner',
  'asks for leave on the paid dinner',
  'cancels the paid dinner',
  'a month order paid offline',
  'leave asked for offline waits',
  'the cut-off passes while offline',
];
const namePattern = CLOCK_SENSITIVE.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(
  '|',
);

const filter = process.argv[2];
const chosen = INSTANTS.filter((instant) => !filter || instant.name.includes(filter));
if (chosen.length === 0) {
  console.error(`no instant matches "${filter}": ${INSTANTS.map((i) => i.name).join(', ')}`);
  process.exit(2);
}

// One migrated, empty database for every instant's run: each run's global setup would otherwise
// make its own (about 9 s each); it still seeds one at its own instant (support/databaseTemplate.ts).
const migrated = mkdtempSync(join(tmpdir(), 'canteen-e2e-template-'));
const made = spawnSync('npx', ['tsx', '__tests__/e2e/support/migrated-template.ts', migrated], {
  stdio: 'inherit',
});
if (made.status !== 0) {
  console.error(`the migrated database template failed (exit ${made.status})`);
  process.exit(1);
}

const results = [];
for (const instant of chosen) {
  const started = Date.now();
  console.log(`\n--- ${instant.name} (${instant.at}): ${instant.files.join(' ')}`);
  const run = spawnSync(
    'npx',
    ['jest', '-c', 'jest.e2e.config.js', '--runInBand', '-t', namePattern, ...instant.files],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        TZ: 'UTC',
        E2E_INSTANT: instant.at,
        E2E_SKIP_BUILD: '1',
        E2E_MIGRATED_DATA_DIR: migrated,
      },
    },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ ...instant, ok: run.status === 0, seconds });
}

rmSync(migrated, { recursive: true, force: true });

console.log('\nClock-sensitive browser tests by instant:');
for (const result of results)
  console.log(`  ${result.ok ? 'passed' : 'FAILED'}  ${result.name} (${result.seconds} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`instants: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
