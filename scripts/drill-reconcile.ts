import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkBooks } from './drill/books';
import { openSecondSchool } from './drill/schools';

// Reliability drill (npm run drill): a burst of concurrent orders and sandbox payments, top-ups
// (Custom prepayments paid in the sandbox) and refund requests against the real server, kill -9 mid-burst, restart on the same data directory, let the clients retry
// their unfinished intents with the same idempotency keys, then reconcile the books straight
// from the database (a superseded payment approved is money credited to the balance, decision
// 018, not an order paid twice). Exits 1 when anything does not reconcile.

const ROOT = resolve(__dirname, '..');
const PORT = Number(process.env.DRILL_PORT ?? 3000 + Math.floor(Math.random() * 2000) + 4000);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BASIC = `Basic ${Buffer.from('canteen-web:canteen-web-secret').toString('base64')}`;
// parent_c's child and one of parent_a's are at the second school (drill/schools.ts).
const PARENTS = ['parent_a', 'parent_b', 'parent_c'];
const DINING = ['Breakfast', 'Lunch', 'Dinner'];
const BURST = Number(process.env.DRILL_BURST ?? 48);
/** The kill comes once this many journeys have finished, mid-burst. */
const KILL_AFTER_DONE = Number(process.env.DRILL_KILL_AFTER_DONE ?? Math.floor(BURST / 4));

const dataDir = mkdtempSync(join(tmpdir(), 'canteen-drill-'));

function startServer(): Promise<ChildProcess> {
  // node itself with tsx's loader (not the tsx wrapper), so SIGKILL reaches the server process.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SKIP_BUILD: '1',
      OUT_DIR: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Canteen is running')) done(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`server exited ${code}:\n${output}`)));
  });
}

async function login(username: string): Promise<string> {
  const response = await fetch(`${ORIGIN}/login?client_id=canteen-web`, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: 'Demo@2026', grant_type: 'password' }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function api<T>(token: string, path: string, body?: unknown, key?: string): Promise<T> {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(key && { 'idempotency-key': key }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; data: T; message?: string };
  if (!envelope.success) throw new Error(`${path}: ${response.status} ${envelope.message}`);
  return envelope.data;
}

interface Intent {
  token: string;
  order: Record<string, unknown>;
  placeKey: string;
  payKey: string;
  /** A second press of the pay button with its own key, as a double tap would send. */
  doublePress: boolean;
}

/** paid; unpaid (the approved payment had been superseded by the second press); refused; failed. */
type Outcome = 'paid' | 'unpaid' | 'refused' | 'failed';

/** One parent's journey: place, pay, approve on the sandbox checkout page. */
async function journey(intent: Intent): Promise<Outcome> {
  try {
    const order = await api<{ id: number }>(
      intent.token,
      '/api/associated/user/placing/order',
      intent.order,
      intent.placeKey,
    );
    const presses = intent.doublePress
      ? [intent.payKey, `${intent.payKey}-again`]
      : [intent.payKey];
    const started = await Promise.allSettled(
      presses.map((key) =>
        api<{ id: number; checkoutUrl: string }>(
          intent.token,
          '/api/associated/user/payment/order',
          { orderId: order.id },
          key,
        ),
      ),
    );
    const payment = started.find((result) => result.status === 'fulfilled');
    if (!payment || payment.status !== 'fulfilled') return 'refused';
    const approved = await fetch(`${ORIGIN}${payment.value.checkoutUrl}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'return=%2F',
      redirect: 'manual',
    });
    if (approved.status !== 303) return 'failed';
    const state = await api<{ orderStatus: string }>(
      intent.token,
      `/api/associated/user/orderquery/${order.id}`,
    );
    return state.orderStatus === 'Pay' ? 'paid' : 'unpaid';
  } catch (error) {
    return /fetch failed|ECONNRE|socket|terminated/i.test(String((error as Error).cause ?? error))
      ? 'failed'
      : 'refused';
  }
}

/** A top-up (a Custom prepayment paid in the sandbox) or a refund request (decision 033). */
interface MoneyIntent {
  token: string;
  kind: 'topUp' | 'refund';
  body: Record<string, unknown>;
  key: string;
}

type MoneyOutcome = 'done' | 'refused' | 'failed';

async function moneyJourney(intent: MoneyIntent): Promise<MoneyOutcome> {
  try {
    if (intent.kind === 'refund') {
      await api(intent.token, '/api/refund/user', intent.body, intent.key);
      return 'done';
    }
    const bought = await api<{ purchase: { id: number }; payment: { checkoutUrl: string } }>(
      intent.token,
      '/api/associated/user/anonymous/pay/cost',
      intent.body,
      intent.key,
    );
    const approved = await fetch(`${ORIGIN}${bought.payment.checkoutUrl}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'return=%2F',
      redirect: 'manual',
    });
    return approved.status === 303 ? 'done' : 'failed';
  } catch (error) {
    return /fetch failed|ECONNRE|socket|terminated/i.test(String((error as Error).cause ?? error))
      ? 'failed'
      : 'refused';
  }
}

const MONEY_PER_CHILD = Number(process.env.DRILL_MONEY_PER_CHILD ?? 4);
/** How long the money burst runs before the kill. */
const MONEY_LEAD_MS = Number(process.env.DRILL_MONEY_LEAD_MS ?? 60);

async function planMoney(): Promise<MoneyIntent[]> {
  const intents: MoneyIntent[] = [];
  for (const username of PARENTS) {
    const token = await login(username);
    const children = await api<{ associatedUserId: number }[]>(
      token,
      '/api/associated/user/identity',
    );
    for (const child of children) {
      const listed = await api<{ content: { id: number; orderPaymentType: string }[] }>(
        token,
        `/api/prepayment/associated/user/${child.associatedUserId}?page=0&size=20`,
      );
      const custom = listed.content.find((p) => p.orderPaymentType === 'Custom');
      for (let i = 0; i < MONEY_PER_CHILD; i++) {
        const n = intents.length;
        if (custom)
          intents.push({
            token,
            kind: 'topUp',
            body: {
              prepaymentId: custom.id,
              associatedUserId: child.associatedUserId,
              amount: 1000 + 100 * i,
            },
            key: `drill-topup-${n}`,
          });
        intents.push({
          token,
          kind: 'refund',
          body: { associatedUserId: child.associatedUserId, amount: 500 + 100 * i },
          key: `drill-refund-${n}`,
        });
      }
    }
  }
  return intents;
}

async function plan(): Promise<Intent[]> {
  const intents: Intent[] = [];
  for (const username of PARENTS) {
    const token = await login(username);
    const children = await api<{ associatedUserId: number; mealKind?: string }[]>(
      token,
      '/api/associated/user/identity',
    );
    for (const child of children) {
      for (const diningType of DINING) {
        // The second school serves no meals in the demo: its children only move money.
        const options = await api<{ mealKind: string; dates: { date: string; status: string }[] }>(
          token,
          `/api/associated/user/placing/order/${child.associatedUserId}/date?diningType=${diningType}`,
        ).catch(() => ({ mealKind: '', dates: [] }));
        for (const { date } of options.dates.filter((d) => d.status === 'Available')) {
          const n = intents.length;
          intents.push({
            token,
            order: {
              associatedUserId: child.associatedUserId,
              orderType: 'Day',
              diningType,
              mealKind: options.mealKind,
              dates: [date],
              payMode: 'Online',
            },
            placeKey: `drill-place-${n}`,
            payKey: `drill-pay-${n}`,
            doublePress: n % 3 === 0,
          });
        }
      }
    }
  }
  // Shuffled, so the burst spreads over both accounts, the children and the dining types.
  for (let i = intents.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [intents[i], intents[j]] = [intents[j]!, intents[i]!];
  }
  return intents.slice(0, BURST);
}

function tally(outcomes: Outcome[]): string {
  const count = (what: Outcome) => outcomes.filter((o) => o === what).length;
  return `paid ${count('paid')}, approved a superseded payment ${count('unpaid')}, refused ${count('refused')}, cut off by the kill ${count('failed')}`;
}

/** Every server this drill started, so an error path never leaves one running. */
const started = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

async function main(): Promise<number> {
  console.log(`Drill: data dir ${dataDir}, port ${PORT}`);
  let server = await startServer();
  started.add(server);
  await openSecondSchool(api, login, ORIGIN);
  const intents = await plan();
  const money = await planMoney();
  console.log(
    `Burst: ${intents.length} concurrent order + pay journeys (${intents.filter((i) => i.doublePress).length} with a double press); kill -9 once ${KILL_AFTER_DONE} have finished`,
  );
  let finished = 0;
  let killNow: () => void = () => {};
  const killTime = new Promise<void>((done) => (killNow = done));
  console.log(
    `Money: ${money.filter((m) => m.kind === 'topUp').length} top-ups and ${money.filter((m) => m.kind === 'refund').length} refund requests in the same burst`,
  );
  const burst = Promise.all(
    intents.map((intent) =>
      journey(intent).then((outcome) => {
        if (++finished === KILL_AFTER_DONE) killNow();
        return outcome;
      }),
    ),
  );
  await killTime;
  // The top-ups and refund requests go out now, so the kill lands while they are in flight.
  const moneyBurst = Promise.all(money.map(moneyJourney));
  await new Promise((done) => setTimeout(done, MONEY_LEAD_MS));
  server.kill('SIGKILL');
  console.log(`kill -9 of pid ${server.pid} with ${intents.length - finished} journeys in flight`);
  const first = await burst;
  const moneyFirst = await moneyBurst;
  console.log(`Before the kill: ${tally(first)}`);
  const moneyTally = (outcomes: MoneyOutcome[]) =>
    `done ${outcomes.filter((o) => o === 'done').length}, refused ${outcomes.filter((o) => o === 'refused').length}, cut off ${outcomes.filter((o) => o === 'failed').length}`;
  console.log(`Money before the kill: ${moneyTally(moneyFirst)}`);

  server = await startServer();
  started.add(server);
  console.log('Restarted on the same data directory; clients retry with their same keys');
  // A claim left by the killed process is taken over after 30 s (STALE_AFTER_MS): retry until then.
  let retried: Outcome[] = [];
  const unfinished = intents.filter((_, i) => first[i] !== 'paid');
  for (let attempt = 0; attempt < 8; attempt++) {
    retried = await Promise.all(unfinished.map(journey));
    if (retried.every((o) => o !== 'refused' && o !== 'failed')) break;
    await new Promise((done) => setTimeout(done, 5_000));
  }
  console.log(`Retries after restart (${unfinished.length}): ${tally(retried)}`);
  // Unfinished top-ups and refund requests again with their same keys: a replay answers the
  // first result, so nothing is bought or asked twice.
  const moneyUnfinished = money.filter((_, i) => moneyFirst[i] === 'failed');
  let moneyRetried: MoneyOutcome[] = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    moneyRetried = await Promise.all(moneyUnfinished.map(moneyJourney));
    if (moneyRetried.every((o) => o !== 'failed')) break;
    await new Promise((done) => setTimeout(done, 5_000));
  }
  console.log(`Money retries (${moneyUnfinished.length}): ${moneyTally(moneyRetried)}`);
  await new Promise<void>((done) => {
    server.once('exit', () => done());
    server.kill('SIGTERM');
  });
  const reconciled = await checkBooks(dataDir, money.filter((m) => m.kind === 'refund').length);
  console.log(reconciled ? '\nRECONCILED' : '\nDOES NOT RECONCILE');
  rmSync(dataDir, { recursive: true, force: true });
  return reconciled ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(1);
  },
);
