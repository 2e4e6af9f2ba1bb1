import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/domains/db';
import { reconcile } from '../server/tasks/reconcile';
import { guardians, percentile, Recorder } from './ops/client';
import { gateJourney } from './ops/journey';
import { startServer } from './ops/server';

// npm run soak (not in CI): the school-gate journey at the scenario's rate (3,000 guardians in
// 10 minutes = 5 journeys a second) against `npm start` on embedded PGlite for SOAK_MINUTES
// (20). Prints, per minute, the journeys, the failed answers, the p50/p95 of every request and
// the server's resident memory; then whether memory at the end is within 10% of its value after
// the first minute and p95 stayed steady, and the ledger reconciliation. SOAK_OUT writes JSON.

const MINUTES = Number(process.env.SOAK_MINUTES ?? 20);
const RATE = Number(process.env.SOAK_RATE ?? 5);

interface Minute {
  minute: number;
  journeys: number;
  requests: number;
  failed: number;
  p50: number;
  p95: number;
  rssMb: number;
}

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'canteen-soak-'));
  const server = await startServer({ DATA_DIR: dataDir });
  // One worker per (child, dining type): two journeys of one child and meal at once would race
  // for the same meal. parent_c's school serves none of the day orders this journey places.
  const children = await guardians(server.origin, ['parent_a', 'parent_b']);
  const workers = children.flatMap((guardian) =>
    ['Lunch', 'Dinner', 'Breakfast'].map((dining) => ({ ...guardian, dining })),
  );
  const interval = (workers.length / RATE) * 1000;
  console.log(
    `Soak: ${MINUTES} min on ${server.origin} (PGlite in ${dataDir}), ${RATE} journeys/s over ${workers.length} (child, dining type) workers (one every ${interval.toFixed(0)} ms each)`,
  );
  const recorder = new Recorder();
  const started = Date.now();
  const end = started + MINUTES * 60_000;
  const outcomes: Record<string, number> = {};
  const journeysAt: number[] = [];
  const minutes: Minute[] = [];
  let seen = 0;
  const sampler = setInterval(() => {
    const minute = minutes.length + 1;
    const window = recorder.answers.slice(seen);
    seen = recorder.answers.length;
    const ms = window.map((a) => a.answer.ms);
    const row: Minute = {
      minute,
      journeys: journeysAt.filter((at) => at > Date.now() - 60_000).length,
      requests: window.length,
      failed: window.filter((a) => a.answer.status === 0 || a.answer.status >= 400).length,
      p50: Math.round(percentile(ms, 50)),
      p95: Math.round(percentile(ms, 95)),
      rssMb: Math.round(server.rss() / 1048576),
    };
    minutes.push(row);
    console.log(
      `  min ${String(minute).padStart(2)}: ${row.journeys} journeys, ${row.requests} requests, ${row.failed} failed, p50 ${row.p50} ms, p95 ${row.p95} ms, RSS ${row.rssMb} MB`,
    );
  }, 60_000);

  await Promise.all(
    workers.map(async (guardian, i) => {
      await new Promise((done) => setTimeout(done, (i * interval) / workers.length));
      let next = Date.now();
      while (Date.now() < end) {
        const outcome = await gateJourney(server.origin, guardian, recorder, {
          undo: true,
          dining: [guardian.dining],
        });
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        journeysAt.push(Date.now());
        next += interval;
        await new Promise((done) => setTimeout(done, Math.max(0, next - Date.now())));
      }
    }),
  );
  // The last minute's sample lands at the end of the soak's time.
  while (minutes.length < Math.ceil(MINUTES)) await new Promise((done) => setTimeout(done, 500));
  clearInterval(sampler);
  const exit = await server.stop('SIGTERM');

  const database = await openDatabase({ dataDir });
  const books = await reconcile(database.db);
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });

  const first = minutes[0]!;
  const last = minutes[minutes.length - 1]!;
  const growth = (last.rssMb - first.rssMb) / first.rssMb;
  const p95s = minutes.map((m) => m.p95);
  const failed = minutes.reduce((sum, m) => sum + m.failed, 0);
  const byStep: Record<string, { p50: number; p95: number; n: number }> = {};
  for (const name of new Set(recorder.answers.map((a) => a.step))) {
    const ms = recorder.answers.filter((a) => a.step === name).map((a) => a.answer.ms);
    byStep[name] = {
      n: ms.length,
      p50: Math.round(percentile(ms, 50)),
      p95: Math.round(percentile(ms, 95)),
    };
  }
  const summary = {
    minutes: MINUTES,
    rate: RATE,
    journeys: outcomes,
    requests: recorder.answers.length,
    failed,
    rssAfterFirstMinuteMb: first.rssMb,
    rssAtEndMb: last.rssMb,
    rssGrowth: Number((growth * 100).toFixed(1)),
    p95FirstMinute: first.p95,
    p95LastMinute: last.p95,
    p95Min: Math.min(...p95s),
    p95Max: Math.max(...p95s),
    byStep,
    serverExit: exit,
    reconciled: books.ok,
    problems: books.problems,
    perMinute: minutes,
  };
  console.log(
    `\nJourneys: ${JSON.stringify(outcomes)}; requests ${summary.requests}, failed ${failed}`,
  );
  console.log('Per step (p50 / p95 ms):');
  for (const [name, s] of Object.entries(byStep))
    console.log(`  ${name.padEnd(20)} ${s.n} × ${s.p50} / ${s.p95}`);
  console.log(
    `RSS after minute 1: ${first.rssMb} MB, at the end: ${last.rssMb} MB (${summary.rssGrowth}%, limit ±10%)`,
  );
  console.log(`p95 per minute: ${p95s.join(', ')} ms`);
  console.log(
    `Server exit on SIGTERM: ${exit}; books ${books.ok ? 'RECONCILED' : `DO NOT RECONCILE: ${books.problems.join('; ')}`}`,
  );
  if (process.env.SOAK_OUT) writeFileSync(process.env.SOAK_OUT, JSON.stringify(summary, null, 2));
  return Math.abs(growth) <= 0.1 && failed === 0 && books.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
