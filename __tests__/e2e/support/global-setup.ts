import { existsSync, mkdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { buildClientIfStale } from '../../../server/buildClient';
import {
  MADE_TEMPLATES_ENV,
  makeMigratedTemplate,
  makeSeededTemplate,
  SEEDED_TEMPLATE_ENV,
  TEMPLATE_ENV,
} from './databaseTemplate';
import { ARTIFACTS_DIR, OUT_DIR, ROOT } from './paths';

/**
 * Runs once before the browser tests: builds out/ when it is missing or older than the sources
 * (the same rule as `npm start`). E2E_SKIP_BUILD=1 uses out/ as it is. Then it makes the
 * databases every test file's server starts from: migrated, and seeded at the run's instant
 * (support/databaseTemplate.ts); the teardown removes the ones it made.
 */
export default function globalSetup(): void {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  if (process.env.E2E_SKIP_BUILD !== '1') {
    buildClientIfStale(ROOT, OUT_DIR, (line) => console.log(`e2e: ${line}`));
  }
  // A run of several instants (scripts/test-e2e-instants.mjs) makes the migrated one once for all.
  const given = process.env[TEMPLATE_ENV];
  const migrated = given && existsSync(join(given, 'pglite')) ? given : makeMigratedTemplate();
  const seeded = makeSeededTemplate(migrated);
  process.env[TEMPLATE_ENV] = migrated;
  process.env[SEEDED_TEMPLATE_ENV] = seeded;
  process.env[MADE_TEMPLATES_ENV] = (migrated === given ? [seeded] : [migrated, seeded]).join(
    delimiter,
  );
}
