import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoClockEnv, INSTANT } from './clock';
import { ROOT } from './paths';

/**
 * A migrated, empty embedded database made once per run by the global setup. Every server the
 * browser tests start copies it into its fresh data directory: creating a PGlite cluster and
 * applying the migrations took 6 to 9 of the 12 s a server needed to start, once per test file.
 */
export const TEMPLATE_ENV = 'E2E_MIGRATED_DATA_DIR';
/**
 * The same database with the demo school seeded at the run's instant (E2E_INSTANT), once per run:
 * seeding took 2.5 of the 6.6 s a server needed to start on an idle machine, and most files start
 * a demo server at that very instant. A server whose world differs (production mode, a clock
 * moved on) starts from the empty one and seeds at its own clock, as before.
 */
export const SEEDED_TEMPLATE_ENV = 'E2E_SEEDED_DATA_DIR';
/** The templates this jest run made (path-delimited), for its global teardown to remove. */
export const MADE_TEMPLATES_ENV = 'E2E_MADE_TEMPLATES';

function runTemplateScript(args: string[]): void {
  const made = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    [join(__dirname, 'migrated-template.ts'), ...args],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (made.status !== 0) throw new Error(`the database template failed (exit ${made.status})`);
}

export function makeMigratedTemplate(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'canteen-e2e-template-'));
  runTemplateScript([dataDir]);
  return dataDir;
}

/** A copy of the migrated template with the demo school seeded at the run's instant. */
export function makeSeededTemplate(migrated: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'canteen-e2e-seeded-'));
  cpSync(join(migrated, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  // Seeded at the instant itself: every file's server starts seconds later, so nothing seeded
  // lies in its future, and "today" is the instant's day as a server seeding at start sees it.
  runTemplateScript([dataDir, '--seed-at', INSTANT]);
  return dataDir;
}

/**
 * Whether a server with this environment would seed the very school the seeded template holds:
 * demo mode, and its demo clock at the file's instant (not moved on, not a production test clock).
 */
function seedsAtTheInstant(env: NodeJS.ProcessEnv): boolean {
  return (
    env.DEMO !== '0' &&
    !env.TEST_CLOCK_OFFSET_SECONDS &&
    env.DEMO_CLOCK_OFFSET_SECONDS === demoClockEnv().DEMO_CLOCK_OFFSET_SECONDS
  );
}

/**
 * Copies a template's database into `dataDir` for a server started with `env`: the seeded one
 * when that server would seed the same school, else the empty one; without templates (a file run
 * outside jest's global setup) the server makes its own.
 */
export function copyTemplate(dataDir: string, env: NodeJS.ProcessEnv): void {
  const seeded = process.env[SEEDED_TEMPLATE_ENV];
  const template = seeded && seedsAtTheInstant(env) ? seeded : process.env[TEMPLATE_ENV];
  if (!template) return;
  const database = join(template, 'pglite');
  if (!existsSync(database)) throw new Error(`the database template has no database: ${template}`);
  cpSync(database, join(dataDir, 'pglite'), { recursive: true });
}
