import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoClockEnv } from './clock';
import { copyTemplate } from './databaseTemplate';
import { OUT_DIR, ROOT } from './paths';

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed, for failure messages. */
  output: () => string;
  /** Stops the process and removes its data. */
  stop: () => Promise<void>;
  /** Stops the process only: the data directory stays for `start` (a server restart). */
  halt: () => Promise<void>;
  /** Starts the process again on the same port and data directory. */
  start: () => Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      // Bounded: a server that accepted the connection but is going away must not stall the wait.
      const response = await fetch(`${url}/manifest.webmanifest`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`the server did not answer within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * No load shedding (decision 077) in browser tests: CI runs three lanes on two cores, and a loaded
 * machine, not the server's own traffic, delays its event loop past the 1 s limit, so a test's
 * sign-in was refused with 503 SERVER_BUSY. Shedding has its own server tests.
 */
export const NO_SHEDDING_ENV = { SHED_EVENT_LOOP_DELAY_MS: '0' } as const;

/**
 * Starts the real server (`node --import tsx server/main.ts`) on a free loopback port with a
 * fresh data directory (embedded PGlite, demo school seeded), serving `outDir`, its demo clock at
 * the test instant (support/clock.ts).
 */
export async function startServer(
  options: {
    outDir?: string;
    /**
     * More variables for the server, last, so they win: e.g. `{ DEMO: '0', ...sms.env() }` with
     * a fake from __tests__/support/fakes (decision 069), whose `lastCode(mobile)` is the code.
     * DEMO=0 refuses the demo clock: add `DEMO_CLOCK_OFFSET_SECONDS: ''` (empty is unset)
     * and `...testClockEnv()` (support/clock.ts) to move it as tests do.
     */
    env?: NodeJS.ProcessEnv;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'canteen-e2e-data-'));
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    OUT_DIR: options.outDir ?? OUT_DIR,
    PUBLIC_ORIGIN: url,
    SKIP_BUILD: '1',
    LOG_LEVEL: 'warn',
    ...NO_SHEDDING_ENV,
    ...demoClockEnv(),
    ...options.env,
  };
  // The browser tests always run on a fresh embedded database.
  delete env.DATABASE_URL;
  copyTemplate(dataDir, env);
  let log = '';
  const output = () => log;
  let child: ChildProcess | null = null;

  const halt = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((done) => running.once('exit', done));
    running.kill('SIGTERM');
    // The fallback kills the whole process group: a server left behind would keep the port and
    // the data directory from the next start.
    const forced = setTimeout(() => {
      if (running.pid) process.kill(-running.pid, 'SIGKILL');
    }, 5000);
    await exited;
    clearTimeout(forced);
  };
  const stop = async () => {
    await halt();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const start = async () => {
    // As the systemd unit runs it (deploy/canteen@.service): one node process, where the tsx
    // command starts a second one under it (about 0.7 s more a start).
    const next = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    next.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    next.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child = next;
    await waitUntilServing(url, next, output);
  };

  try {
    await start();
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, dataDir, output, stop, halt, start };
}
