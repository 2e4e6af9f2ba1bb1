// npm run bench:gate — the school gate at 16:00 (decision 041): GATE_GUARDIANS (3,000) guardians
// arrive within GATE_MINUTES (10) simulated minutes, spread evenly, each signs in, opens home
// (identities, account, this month's lunch calendar), orders the first open lunch (tomorrow's
// when it is a school day before the cut-off) and pays it in the sandbox. Against the real
// server (`npm start`'s entry, server/main.ts) on PGlite, then on PostgreSQL when DATABASE_URL
// is set (a throwaway database). GATE_SPEEDUP (1: real time) compresses the minutes. Prints
// p50/p95 per step and the error count, then reconciles the ledger from the database (the
// drills' check, server/tasks/reconcile.ts).
// All from one address: password sign-in limits only failures (decision 019), so no bench-only
// bypass is needed (decision 041).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUSY_RETRIES } from '../lib/api/busy';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/domains/db';
import { benchConfig } from './bench/config';
import { seedGuardians } from './bench/guardians';
import { reconcile } from '../server/tasks/reconcile';
import { runDistrict } from './bench/districtRun';
import { startServer, stopServer } from './bench/mainServer';
import { STEPS, type StepTimes, client, newStepTimes, percentile, shed } from './bench/gateClient';
import { withThrowawayDatabase } from './bench/throwawayDatabase';

const GUARDIANS = Number(process.env.GATE_GUARDIANS ?? 3000);
const MINUTES = Number(process.env.GATE_MINUTES ?? 10);
const SPEEDUP = Number(process.env.GATE_SPEEDUP ?? 1);

/** Arrivals evenly spread over the simulated minutes, compressed by SPEEDUP. */
async function crowd(origin: string): Promise<{ errors: string[]; times: StepTimes }> {
  const { journey } = client(origin);
  const times = newStepTimes();
  const gapMs = (MINUTES * 60_000) / SPEEDUP / GUARDIANS;
  const started = performance.now();
  const journeys: Promise<string | null>[] = [];
  for (let n = 1; n <= GUARDIANS; n += 1) {
    const due = started + (n - 1) * gapMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    journeys.push(journey({ n, username: `gate_${n}` }, times));
  }
  const errors = (await Promise.all(journeys)).filter((error): error is string => error !== null);
  console.log(
    `  ${GUARDIANS} guardians in ${MINUTES} simulated minutes (×${SPEEDUP}: ${((performance.now() - started) / 1000).toFixed(0)} s real)`,
  );
  return { errors, times };
}

async function gate(
  label: string,
  env: Record<string, string>,
  databaseUrl?: string,
  dataDir?: string,
) {
  // Migrate, seed the demo school and the crowd, then hand the database to the real server.
  const setup = await buildApp({
    ...benchConfig(),
    ...(dataDir && { dataDir }),
    ...(databaseUrl && { databaseUrl }),
  });
  await seedGuardians(setup.database.db, GUARDIANS);
  await setup.close();

  const { child, origin } = await startServer(env);
  let result: Awaited<ReturnType<typeof crowd>>;
  try {
    console.log(`\n${label}`);
    result = await crowd(origin);
  } finally {
    await stopServer(child);
  }
  for (const step of STEPS) {
    const values = result.times[step];
    console.log(
      `  ${step.padEnd(12)} p50 ${percentile(values, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(values, 95).toFixed(0).padStart(5)} ms   (${values.length} done)`,
    );
  }
  const gaveUp = result.errors.filter((error) => error.startsWith('shed: '));
  const failed = result.errors.filter((error) => !error.startsWith('shed: '));
  console.log(
    `  shed: ${shed.answers} answers 503 SERVER_BUSY (sent again as the app does), ${gaveUp.length} journeys still refused after ${BUSY_RETRIES} retries`,
  );
  shed.answers = 0;
  console.log(`  errors: ${failed.length}`);
  for (const error of [...new Set(failed)].slice(0, 10)) console.log(`    ${error}`);

  const database = await openDatabase({ dataDir: dataDir ?? 'memory://', databaseUrl });
  try {
    const books = await reconcile(database.db);
    const negative = books.accounts.filter((account) => account.balance < 0).length;
    console.log(
      `  ledger: ${books.accounts.length} wallets (account, school), ${negative} below zero; ${books.paidOrders} paid orders ` +
        `(one settled payment, one charge each), ${books.unpaidOrders} unpaid; meals held twice ${books.mealsHeldTwice}; ` +
        `${books.problems.length} problems ${books.ok ? 'RECONCILED' : 'NOT RECONCILED'}`,
    );
    for (const line of books.problems.slice(0, 10)) console.log(`    PROBLEM ${line}`);
    return failed.length === 0 && books.ok && books.paidOrders + gaveUp.length >= GUARDIANS;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  if (process.env.GATE_MODE === 'district') process.exit((await runDistrict()) ? 0 : 1);
  let ok = true;
  const dataDir = mkdtempSync(join(tmpdir(), 'canteen-gate-'));
  try {
    // DATABASE_URL emptied: the PGlite round must not inherit the PostgreSQL round's database.
    ok =
      (await gate(
        'PGlite (npm start)',
        { DATA_DIR: dataDir, DATABASE_URL: '' },
        undefined,
        dataDir,
      )) && ok;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log('\n(PostgreSQL skipped: set DATABASE_URL to a role that may create databases)');
  } else {
    ok =
      (await withThrowawayDatabase(adminUrl, 'canteen_gate', (databaseUrl) =>
        gate('PostgreSQL (npm start)', { DATABASE_URL: databaseUrl }, databaseUrl),
      )) && ok;
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
