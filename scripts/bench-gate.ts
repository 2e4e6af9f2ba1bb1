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
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { BUSY_RETRIES, busyWaitMs } from '../lib/api/busy';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/domains/db';
import { benchConfig } from './bench/config';
import { seedGuardians } from './bench/guardians';
import { reconcile } from '../server/tasks/reconcile';

const ROOT = resolve(__dirname, '..');
const GUARDIANS = Number(process.env.GATE_GUARDIANS ?? 3000);
const MINUTES = Number(process.env.GATE_MINUTES ?? 10);
const SPEEDUP = Number(process.env.GATE_SPEEDUP ?? 1);
const BASIC = `Basic ${Buffer.from('canteen-web:canteen-web-secret').toString('base64')}`;
const STEPS = ['sign in', 'open home', 'order lunch', 'pay'] as const;
type Step = (typeof STEPS)[number];

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; origin: string }> {
  const port = 4000 + Math.floor(Math.random() * 20000);
  // GATE_NODE_ARGS: extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to profile where its main thread goes under the gate's load.
  const nodeArgs = (process.env.GATE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      OUT_DIR: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  return new Promise((done, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Canteen is running'))
        done({ child, origin: `http://127.0.0.1:${port}` });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`server exited ${code}:\n${output}`)));
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
  running.delete(child);
}

class StepError extends Error {}
/** A journey that was still refused as busy after the app's retries (decision 077). */
class ShedError extends StepError {}

/** What the server shed (503 SERVER_BUSY), counted apart from failures. */
const shed = { answers: 0 };

/**
 * fetch as the app sends: a 503 SERVER_BUSY answer was refused before any work, so it waits
 * (Retry-After, doubling from 1 s, at most 8 s, with jitter: lib/api/client.ts) and sends the same
 * request again, at most three more times.
 */
async function fetchAsTheApp(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(url, init);
    if (response.status !== 503) return response;
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { code?: string };
    if (body.code !== 'SERVER_BUSY') return response;
    shed.answers += 1;
    if (attempt >= BUSY_RETRIES) throw new ShedError(`${new URL(url).pathname}: still busy`);
    const retryAfter = Number(response.headers.get('retry-after') ?? 0);
    await new Promise((done) => setTimeout(done, busyWaitMs(attempt, retryAfter)));
  }
}

function client(origin: string) {
  async function api<T>(token: string, path: string, body?: unknown, key?: string): Promise<T> {
    const response = await fetchAsTheApp(`${origin}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(key && { 'idempotency-key': key }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { success: boolean; data: T; message?: string };
    if (!envelope.success) throw new StepError(`${path}: ${response.status} ${envelope.message}`);
    return envelope.data;
  }

  /** One guardian at the gate; the time of each step, or the step that failed and why. */
  async function journey(n: number, times: Record<Step, number[]>): Promise<string | null> {
    let step: Step = 'sign in';
    const timed = async <T>(name: Step, work: () => Promise<T>): Promise<T> => {
      step = name;
      const started = performance.now();
      const result = await work();
      times[name].push(performance.now() - started);
      return result;
    };
    try {
      const token = await timed('sign in', async () => {
        const response = await fetchAsTheApp(`${origin}/login?client_id=canteen-web`, {
          method: 'POST',
          headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            username: `gate_${n}`,
            password: 'Demo@2026',
            grant_type: 'password',
          }),
        });
        if (!response.ok)
          throw new StepError(`login: ${response.status} ${(await response.text()).slice(0, 200)}`);
        return ((await response.json()) as { access_token: string }).access_token;
      });
      const child = await timed('open home', async () => {
        const now = new Date();
        const [identities] = await Promise.all([
          api<{ associatedUserId: number }[]>(token, '/api/associated/user/identity'),
          api(token, '/api/user/0/account'),
          api(
            token,
            `/api/meal/axis/year/${now.getUTCFullYear()}/month/${now.getUTCMonth() + 1}?diningType=Lunch`,
          ),
        ]);
        return identities[0]!.associatedUserId;
      });
      const order = await timed('order lunch', async () => {
        const options = await api<{ mealKind: string; dates: { date: string; status: string }[] }>(
          token,
          `/api/associated/user/placing/order/${child}/date?diningType=Lunch`,
        );
        const date = options.dates.find((d) => d.status === 'Available')?.date;
        if (!date) throw new StepError('no open lunch');
        return api<{ id: number }>(
          token,
          '/api/associated/user/placing/order',
          {
            associatedUserId: child,
            orderType: 'Day',
            diningType: 'Lunch',
            mealKind: options.mealKind,
            dates: [date],
            payMode: 'Online',
          },
          `gate-place-${n}`,
        );
      });
      await timed('pay', async () => {
        const payment = await api<{ checkoutUrl: string }>(
          token,
          '/api/associated/user/payment/order',
          { orderId: order.id },
          `gate-pay-${n}`,
        );
        const approved = await fetchAsTheApp(`${origin}${payment.checkoutUrl}/approve`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'return=%2F',
          redirect: 'manual',
        });
        if (approved.status !== 303) throw new StepError(`approve: ${approved.status}`);
        const state = await api<{ orderStatus: string }>(
          token,
          `/api/associated/user/orderquery/${order.id}`,
        );
        if (state.orderStatus !== 'Pay') throw new StepError(`order ${state.orderStatus}`);
      });
      return null;
    } catch (error) {
      // fetch's own failures carry the socket's reason (reset, refused, timeout) in `cause`.
      const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
      const reason = cause ? ` (${cause.code ?? cause.message})` : '';
      const message = `${step}: ${(error as Error).message}${reason}`;
      if (error instanceof ShedError) return `shed: ${message}`;
      // The first failure as it happens: a long run shows at once what goes wrong.
      if (!firstFailure) console.log(`  first error (guardian ${n}): ${(firstFailure = message)}`);
      return message;
    }
  }
  let firstFailure: string | null = null;
  return { journey };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Arrivals evenly spread over the simulated minutes, compressed by SPEEDUP. */
async function crowd(origin: string): Promise<{ errors: string[]; times: Record<Step, number[]> }> {
  const { journey } = client(origin);
  const times = Object.fromEntries(STEPS.map((step) => [step, [] as number[]])) as Record<
    Step,
    number[]
  >;
  const gapMs = (MINUTES * 60_000) / SPEEDUP / GUARDIANS;
  const started = performance.now();
  const journeys: Promise<string | null>[] = [];
  for (let n = 1; n <= GUARDIANS; n += 1) {
    const due = started + (n - 1) * gapMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    journeys.push(journey(n, times));
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
    const name = `canteen_gate_${process.pid}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      ok =
        (await gate('PostgreSQL (npm start)', { DATABASE_URL: url.toString() }, url.toString())) &&
        ok;
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
