import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// A real server process for the drills and the soak: node itself with tsx's loader (not the tsx
// wrapper), so signals reach the server and /proc shows its own memory.
//
// Load shedding (decision 077) is off unless a caller sets it: CI runs these beside other lanes
// on two cores, and the loaded machine, not the server's own traffic, delayed a just-started
// server's event loop past the 1 s limit, so the test clock's notification was refused with 503
// SERVER_BUSY instead of judged. Shedding has its own server tests and the district bench.

const ROOT = resolve(__dirname, '../..');
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  output: () => string;
  /** Resident memory in bytes, from /proc (Linux). */
  rss: () => number;
  /** Sends the signal and resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export function freePort(): number {
  return 40_000 + Math.floor(Math.random() * 20_000);
}

export function startServer(
  env: Record<string, string>,
  port = freePort(),
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      OUT_DIR: '',
      LOG_LEVEL: 'warn',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const server: ServerProcess = {
    child,
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    rss: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
  return new Promise((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Canteen is running')) done(server);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => fail(new Error(`server exited ${code}:\n${output}`)));
  });
}
