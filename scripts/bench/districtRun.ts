import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/domains/db';
import { reconcile } from '../../server/tasks/reconcile';
import { benchConfig } from './config';
import { cpuSnapshot, describeCpu } from './cpuMeter';
import { districtToken, seedDistrict } from './district';
import { STEPS, type StepTimes, client, newStepTimes, percentile, shed } from './gateClient';
import { startServer, stopServer } from './mainServer';
import { nginxAvailable, startNginx } from './nginx';
import { withThrowawayDatabase } from './throwawayDatabase';

const SCHOOLS = Number(process.env.DISTRICT_SCHOOLS ?? 100);
const CHILDREN = Number(process.env.DISTRICT_CHILDREN ?? 100_000);
const STEP_SECONDS = Number(process.env.DISTRICT_STEP_SECONDS ?? 15);
/** Journeys a second, stepped up until one step fails the goal. */
const RATES = (process.env.DISTRICT_RATES ?? '5,10,15,20,30,40,50,65,80,100')
  .split(',')
  .map(Number);
const PROCESSES = (process.env.DISTRICT_PROCESSES ?? '1,2').split(',').map(Number);
const P95_GOAL_MS = 500;
/** A short step before the measured ones, not counted: see `knee`. */
const WARM_UP_RATE = 5;
const WARM_UP_SECONDS = Number(process.env.DISTRICT_WARM_UP_SECONDS ?? 10);

interface StepResult {
  rate: number;
  journeys: number;
  errors: string[];
  shedAnswers: number;
  times: StepTimes;
  seconds: number;
}

/** One step: `rate` guardians a second for `seconds`, then waits for the last to finish. */
async function step(
  origin: string,
  rate: number,
  firstGuardian: number,
  seconds = STEP_SECONDS,
): Promise<StepResult> {
  const { journey } = client(origin);
  const times = newStepTimes();
  const count = Math.round(rate * seconds);
  const gapMs = 1000 / rate;
  const started = performance.now();
  shed.answers = 0;
  const journeys: Promise<string | null>[] = [];
  for (let i = 0; i < count; i += 1) {
    const wait = started + i * gapMs - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    const n = firstGuardian + i;
    // A tenth signs in fresh; the rest arrive signed in, as they are on their phones.
    journeys.push(
      journey(
        { n, username: `district_${n}`, ...(n % 10 !== 0 && { token: districtToken(n) }) },
        times,
      ),
    );
  }
  const errors = (await Promise.all(journeys)).filter((error): error is string => error !== null);
  return {
    rate,
    journeys: count,
    errors,
    shedAnswers: shed.answers,
    times,
    seconds: (performance.now() - started) / 1000,
  };
}

function worstP95(result: StepResult): number {
  return Math.max(
    ...STEPS.map((name) => percentile(result.times[name], 95)).filter(Number.isFinite),
  );
}

function print(result: StepResult): void {
  const p95 = STEPS.map((name) => {
    const value = percentile(result.times[name], 95);
    return `${name} ${Number.isFinite(value) ? value.toFixed(0) : '-'}`;
  }).join(' · ');
  const failed = result.errors.filter((error) => !error.startsWith('shed: '));
  console.log(
    `  ${String(result.rate).padStart(4)}/s  ${String(result.journeys).padStart(5)} journeys in ${result.seconds.toFixed(0)} s  ` +
      `p95 ms: ${p95}  errors ${failed.length}  shed ${result.shedAnswers} answers, ${result.errors.length - failed.length} gave up`,
  );
  for (const error of [...new Set(failed)].slice(0, 3)) console.log(`      ${error}`);
}

/** Steps up the rate on `processes` server processes behind nginx; the knee, or 0. */
async function knee(
  databaseUrl: string,
  processes: number,
  firstGuardian: number,
): Promise<{ knee: number; used: number }> {
  const servers = [];
  for (let i = 0; i < processes; i += 1)
    servers.push(await startServer({ DATABASE_URL: databaseUrl, TRUST_PROXY: '127.0.0.1' }));
  const proxy = await startNginx(servers.map((server) => server.origin));
  let best = 0;
  let next = firstGuardian;
  try {
    console.log(`\n${processes} process${processes > 1 ? 'es' : ''} behind nginx`);
    // Freshly started processes compile their hot code and fill their pools during the first
    // seconds: without this the first step measured the start (a knee of 0 when the steps began
    // at 15 a second), not the load.
    const warm = await step(proxy.origin, WARM_UP_RATE, next, WARM_UP_SECONDS);
    next += warm.journeys;
    process.stdout.write('  warm-up');
    print(warm);
    const serverPids = servers.flatMap((server) => server.child.pid ?? []);
    for (const rate of RATES) {
      const before = cpuSnapshot(serverPids);
      const result = await step(proxy.origin, rate, next);
      const cpu = describeCpu(before, cpuSnapshot(serverPids), result.journeys);
      next += result.journeys;
      print(result);
      if (cpu) console.log(`        ${cpu}`);
      if (result.errors.length > 0 || worstP95(result) > P95_GOAL_MS) break;
      best = rate;
    }
  } finally {
    await proxy.stop();
    for (const server of servers) await stopServer(server.child);
  }
  console.log(
    `  knee: ${best} journeys a second with p95 ≤ ${P95_GOAL_MS} ms and no error on every step`,
  );
  return { knee: best, used: next - firstGuardian };
}

/**
 * `GATE_MODE=district npm run bench:gate`: a district at its cut-off on PostgreSQL: SCHOOLS schools, CHILDREN pupils, guardians arriving at a stepped rate through nginx
 * to one, then two, server processes; the knee of each and the ledger's reconciliation.
 */
export async function runDistrict(): Promise<boolean> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log(
      'The district runs on PostgreSQL: set DATABASE_URL to a role that may create databases.',
    );
    return false;
  }
  if (!nginxAvailable()) {
    console.log(
      'The district runs behind nginx: apt-get install nginx-light (not started as a service).',
    );
    return false;
  }
  return withThrowawayDatabase(adminUrl, 'canteen_district', async (databaseUrl) => {
    const seeding = performance.now();
    const setup = await buildApp({ ...benchConfig(), databaseUrl });
    await seedDistrict(setup.database.db, {
      schools: SCHOOLS,
      children: CHILDREN,
      now: new Date(),
    });
    await setup.close();
    console.log(
      `District: ${SCHOOLS} schools, ${CHILDREN} pupils (one guardian each, nine in ten already signed in), ` +
        `seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s; steps of ${STEP_SECONDS} s at ${RATES.join(', ')} journeys a second`,
    );
    let next = 1;
    const knees: string[] = [];
    for (const processes of PROCESSES) {
      const { knee: found, used } = await knee(databaseUrl, processes, next);
      next += used;
      knees.push(`${processes} process${processes > 1 ? 'es' : ''}: ${found}/s`);
    }
    console.log(`\nKnee (p95 ≤ ${P95_GOAL_MS} ms, 0 errors): ${knees.join(', ')}`);
    if (next - 1 > CHILDREN)
      console.log('  (more journeys than guardians: raise DISTRICT_CHILDREN)');

    const database = await openDatabase({ dataDir: 'memory://', databaseUrl });
    try {
      const books = await reconcile(database.db);
      console.log(
        `Ledger: ${books.paidOrders} paid orders, ${books.unpaidOrders} unpaid; meals held twice ${books.mealsHeldTwice}; ` +
          `${books.problems.length} problems ${books.ok ? 'RECONCILED' : 'NOT RECONCILED'}`,
      );
      for (const line of books.problems.slice(0, 10)) console.log(`  PROBLEM ${line}`);
      return books.ok;
    } finally {
      await database.close();
    }
  });
}
