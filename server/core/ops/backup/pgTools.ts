import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// PostgreSQL's own tools: PG_BIN names their directory; otherwise the newest Debian/Ubuntu
// install under /usr/lib/postgresql, otherwise whatever the PATH finds. pg_dump must be at least
// the server's version, so the newest install is the safe guess.

export function pgTool(name: 'pg_dump' | 'pg_restore' | 'initdb' | 'pg_ctl' | 'postgres'): string {
  if (process.env.PG_BIN) return join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((entry) => /^\d+$/.test(entry))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const candidate = join(root, version, 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return name;
}

/** Runs a tool to its end; rejects with its stderr when it fails. */
export function run(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env: { ...process.env, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done(out) : fail(new Error(`${command} exited ${code}: ${err.trim()}`)),
    );
  });
}
