import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './paths';

/**
 * A migrated, empty embedded database made once per run by the global setup. Every server the
 * browser tests start copies it into its fresh data directory: creating a PGlite cluster and
 * applying the migrations took 6 to 9 of the 12 s a server needed to start, once per test file.
 * The copy is empty, so the server still seeds the demo school itself, at its own clock.
 */
export const TEMPLATE_ENV = 'E2E_MIGRATED_DATA_DIR';

export function makeMigratedTemplate(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'canteen-e2e-template-'));
  const made = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    [join(__dirname, 'migrated-template.ts'), dataDir],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (made.status !== 0) throw new Error(`the migrated template failed (exit ${made.status})`);
  return dataDir;
}

/** Copies the template's database into `dataDir`; without a template the server makes its own. */
export function copyMigratedTemplate(dataDir: string): void {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return;
  const database = join(template, 'pglite');
  if (!existsSync(database)) throw new Error(`${TEMPLATE_ENV} has no database: ${template}`);
  cpSync(database, join(dataDir, 'pglite'), { recursive: true });
}
