// The benches' real server: `npm start`'s entry (server/main.ts) as its own process.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

export function startServer(
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

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
  running.delete(child);
}
