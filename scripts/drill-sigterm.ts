import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/domains/db';
import { reconcile } from '../server/tasks/reconcile';
import { guardians, http, Recorder } from './ops/client';
import { gateJourney } from './ops/journey';
import { startServer } from './ops/server';

// npm run drill:sigterm (decision 034): a real SIGTERM to `npm start` on PGlite during a burst of
// order + pay journeys and reads. Every request carries an X-Request-Id; the server's log says
// which ones it accepted ("incoming request"). Every accepted request must have had its answer
// (no socket error, no 5xx); the others got no answer at all (refused or reset). Then the books.

const BURST_MS = Number(process.env.DRILL_BURST_MS ?? 4_000);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'canteen-sigterm-'));
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  try {
    const children = await guardians(server.origin, ['parent_a', 'parent_b']);
    const workers = children.flatMap((g) =>
      ['Lunch', 'Dinner', 'Breakfast'].map((d) => ({ ...g, dining: d })),
    );
    const recorder = new Recorder();
    let exited = false;
    const journeys = workers.map(async (worker) => {
      while (!exited)
        await gateJourney(server.origin, worker, recorder, { undo: true, dining: [worker.dining] });
    });
    const readers = children.map(async (g) => {
      while (!exited)
        recorder.record(
          'read: identity',
          await http(server.origin, '/api/associated/user/identity', { token: g.token }),
        );
    });
    await sleep(BURST_MS);
    const signalled = Date.now();
    const inFlightBefore = recorder.answers.length;
    const exit = await server.stop('SIGTERM');
    const stoppedMs = Date.now() - signalled;
    exited = true;
    await Promise.all([...journeys, ...readers]);

    const accepted = new Set<string>();
    for (const line of server.output().split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { reqId?: string; msg?: string };
      if (entry.msg === 'incoming request' && entry.reqId) accepted.add(entry.reqId);
    }
    const answers = recorder.answers.map((a) => a.answer);
    const failedAccepted = answers.filter(
      (a) => accepted.has(a.id) && (a.status === 0 || a.status >= 500),
    );
    const notAccepted = answers.filter((a) => !accepted.has(a.id));
    const afterSignal = recorder.answers.filter(
      (a) => a.at >= signalled && accepted.has(a.answer.id),
    );
    console.log(
      `SIGTERM after ${BURST_MS} ms of burst (${workers.length} journeys + ${children.length} readers, ${inFlightBefore} answers so far); server exited ${exit} in ${stoppedMs} ms`,
    );
    console.log(
      `Requests: ${answers.length} sent, ${answers.length - notAccepted.length} accepted by the server, ${failedAccepted.length} of those failed; ${afterSignal.length} accepted ones were answered after the SIGTERM`,
    );
    const kinds = new Map<string, number>();
    for (const a of notAccepted) {
      const kind = a.error ?? `HTTP ${a.status}`;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    console.log(
      `Not accepted: ${notAccepted.length} (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')})`,
    );
    for (const a of failedAccepted.slice(0, 10))
      console.log(`  FAILED ${a.id}: ${a.status} ${a.error ?? JSON.stringify(a.body)}`);
    const database = await openDatabase({ dataDir });
    const books = await reconcile(database.db);
    await database.close();
    console.log(
      `Books: ${books.paidOrders} paid orders, ${books.unpaidOrders} unpaid, meals held twice ${books.mealsHeldTwice}: ${books.ok ? 'RECONCILED' : books.problems.join('; ')}`,
    );
    const ok =
      failedAccepted.length === 0 &&
      notAccepted.every((a) => a.status === 0) &&
      exit === 0 &&
      books.ok;
    console.log(ok ? '\nDRILL PASSED' : '\nDRILL FAILED');
    return ok ? 0 : 1;
  } finally {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
