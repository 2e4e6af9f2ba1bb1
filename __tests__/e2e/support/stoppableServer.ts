import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoClockEnv } from './clock';
import { copyTemplate } from './databaseTemplate';
import { OUT_DIR, ROOT } from './paths';
import { NO_SHEDDING_ENV } from './server';

/**
 * `npm start`'s server on a data directory that survives a restart, so a school task (which needs
 * the embedded PGlite to itself) can run between a stop and a start.
 */
export class StoppableServer {
  private child: ChildProcess | null = null;
  private log = '';
  readonly dataDir = mkdtempSync(join(tmpdir(), 'canteen-e2e-'));
  /** Whether the data directory has been given the global setup's database yet. */
  private templated = false;
  constructor(readonly port: number) {}
  get url() {
    return `http://127.0.0.1:${this.port}`;
  }
  /** What the last start added to the environment, kept for the tasks run between starts. */
  private extraEnv: Record<string, string> = {};
  private env() {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: this.dataDir,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      OUT_DIR,
      PUBLIC_ORIGIN: this.url,
      SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      ...NO_SHEDDING_ENV,
      ...demoClockEnv(),
      ...this.extraEnv,
    };
    delete env.DATABASE_URL;
    return env;
  }
  /**
   * Starts on the same data, its clock at the test instant; `extraEnv` adds settings, such as
   * `demoClockEnv(seconds)` for a clock that many seconds further on.
   */
  async start(extraEnv: Record<string, string> = {}): Promise<void> {
    this.extraEnv = extraEnv;
    if (!this.templated) {
      // The global setup's database, as startServer uses: making and migrating a PGlite cluster
      // was most of a start, and on a loaded machine it outlasted a test file's beforeAll. The
      // first start's settings choose it (seeded at the instant, or empty for a moved clock).
      copyTemplate(this.dataDir, this.env());
      this.templated = true;
    }
    this.child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: this.env(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`server exited:\n${this.log}`);
      try {
        if ((await fetch(`${this.url}/manifest.webmanifest`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((wait) => setTimeout(wait, 200));
    }
    throw new Error(`server did not start:\n${this.log}`);
  }
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  /** A school task (`server/tasks/<name>.ts`), run while the server is stopped. */
  task(name: string, args: string[]): string {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', `server/tasks/${name}.ts`, ...args],
      { cwd: ROOT, env: this.env(), encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`${name}: ${result.stdout}${result.stderr}`);
    return result.stdout;
  }
  remove(): void {
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
