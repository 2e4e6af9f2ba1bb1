import { openDatabase } from '../server/domains/db';
import { reconcile } from '../server/tasks/reconcile';
import { guardians, http, Recorder, type Answer } from './ops/client';
import { createCluster } from './ops/cluster';
import { gateJourney } from './ops/journey';
import { startServer } from './ops/server';

// npm run drill:db (decision 036): a burst of orders and payments against a server on a
// PostgreSQL of the drill's own; the database is stopped (fast: every connection cut) mid-burst
// and started again. Every answer must be a success or a 503 in the envelope; readiness must
// say 503 while the database is away and 200 again afterwards without restarting the server;
// then every account reconciles and no meal is held twice. Exits 1 otherwise.

const PORT = Number(process.env.DRILL_PG_PORT ?? 55432);
const BEFORE_MS = Number(process.env.DRILL_BEFORE_MS ?? 6_000);
const DOWN_MS = Number(process.env.DRILL_DOWN_MS ?? 6_000);
const AFTER_MS = Number(process.env.DRILL_AFTER_MS ?? 10_000);

type Kind = 'success' | 'unavailable' | 'other';

function kindOf(step: string, answer: Answer): Kind {
  if (answer.status >= 200 && answer.status < 400) return 'success';
  if (answer.status === 503 && step === 'pay: approve') return 'unavailable'; // the sandbox's page
  if (answer.status === 503 && answer.body?.code === 'DATABASE_UNAVAILABLE') return 'unavailable';
  return 'other';
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function main(): Promise<number> {
  const cluster = createCluster(PORT);
  cluster.start();
  const server = await startServer({ DATABASE_URL: cluster.url, PG_CONNECT_TIMEOUT_MS: '2000' });
  try {
    const children = await guardians(server.origin, ['parent_a', 'parent_b']);
    const workers = children.flatMap((g) =>
      ['Lunch', 'Dinner', 'Breakfast'].map((d) => ({ ...g, dining: d })),
    );
    const recorder = new Recorder();
    // When each probe was asked as well as answered: on a loaded machine a probe asked just
    // before the stop can be answered 200 well after it, and says nothing about the outage.
    const readiness: { askedAt: number; at: number; status: number }[] = [];
    let running = true;
    const poll = (async () => {
      while (running) {
        const askedAt = Date.now();
        const answer = await http(server.origin, '/health/ready');
        readiness.push({ askedAt, at: Date.now(), status: answer.status });
        await sleep(200);
      }
    })();
    const burst = Promise.all(
      workers.map(async (worker) => {
        while (running)
          await gateJourney(server.origin, worker, recorder, {
            undo: true,
            dining: [worker.dining],
          });
      }),
    );
    console.log(
      `Drill: server ${server.origin} on ${cluster.url}, ${workers.length} workers, order + pay journeys`,
    );
    await sleep(BEFORE_MS);
    const stoppedAt = Date.now();
    cluster.stop();
    console.log(
      `PostgreSQL stopped (fast) at +${((stoppedAt - (recorder.answers[0]?.at ?? stoppedAt)) / 1000).toFixed(1)} s, ${recorder.answers.length} answers so far`,
    );
    await sleep(DOWN_MS);
    cluster.start();
    const startedAt = Date.now();
    console.log(
      `PostgreSQL started again after ${((startedAt - stoppedAt) / 1000).toFixed(1)} s down`,
    );
    await sleep(AFTER_MS);
    running = false;
    await burst;
    await poll;

    const count = (kind: Kind, from = 0, to = Infinity) =>
      recorder.answers.filter((a) => a.at >= from && a.at < to && kindOf(a.step, a.answer) === kind)
        .length;
    const others = recorder.answers.filter((a) => kindOf(a.step, a.answer) === 'other');
    const readyAgain = readiness.find((r) => r.at > startedAt && r.status === 200);
    const notReadyWhileDown = readiness
      .filter((r) => r.askedAt > stoppedAt + 500 && r.at < startedAt)
      .every((r) => r.status === 503);
    const successAfter = count('success', readyAgain?.at ?? Infinity);
    console.log(
      `\nAnswers: ${recorder.answers.length}: ${count('success')} succeeded, ${count('unavailable')} answered 503, ${others.length} anything else`,
    );
    console.log(
      `  before the stop: ${count('success', 0, stoppedAt)} succeeded, ${count('unavailable', 0, stoppedAt)} 503`,
    );
    console.log(
      `  while down:      ${count('success', stoppedAt, startedAt)} succeeded, ${count('unavailable', stoppedAt, startedAt)} 503`,
    );
    console.log(
      `  after the start: ${count('success', startedAt)} succeeded, ${count('unavailable', startedAt)} 503`,
    );
    for (const other of others.slice(0, 10))
      console.log(
        `  OTHER ${other.step}: ${other.answer.status} ${other.answer.error ?? JSON.stringify(other.answer.body)}`,
      );
    console.log(
      `Readiness: 503 throughout the outage: ${notReadyWhileDown}; 200 again ${readyAgain ? `${((readyAgain.at - startedAt) / 1000).toFixed(1)} s after the start` : 'NEVER'}`,
    );
    const exit = await server.stop('SIGTERM');
    const database = await openDatabase({ databaseUrl: cluster.url, dataDir: 'memory://' });
    const books = await reconcile(database.db);
    await database.close();
    console.log(`Server exit on SIGTERM: ${exit}`);
    if (exit !== 0) console.log(server.output().split('\n').slice(-30).join('\n'));
    console.log(
      `Books: ${books.paidOrders} paid orders with payments, ${books.unpaidOrders} left unpaid, ${books.accounts.length} wallets (account, school), meals held twice: ${books.mealsHeldTwice}`,
    );
    for (const problem of books.problems) console.log(`  MISMATCH ${problem}`);
    const ok =
      others.length === 0 &&
      notReadyWhileDown &&
      Boolean(readyAgain) &&
      successAfter > 0 &&
      books.ok &&
      exit === 0;
    console.log(ok ? '\nDRILL PASSED' : '\nDRILL FAILED');
    return ok ? 0 : 1;
  } finally {
    await server.stop('SIGKILL').catch(() => null);
    cluster.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
