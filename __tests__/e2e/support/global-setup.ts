import { mkdirSync } from 'node:fs';
import { buildClientIfStale } from '../../../server/buildClient';
import { makeMigratedTemplate, TEMPLATE_ENV } from './databaseTemplate';
import { ARTIFACTS_DIR, OUT_DIR, ROOT } from './paths';

/**
 * Runs once before the browser tests: builds out/ when it is missing or older than the sources
 * (the same rule as `npm start`). E2E_SKIP_BUILD=1 uses out/ as it is. Then it makes the
 * migrated database every test file's server starts from (support/databaseTemplate.ts).
 */
export default function globalSetup(): void {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  if (process.env.E2E_SKIP_BUILD !== '1') {
    buildClientIfStale(ROOT, OUT_DIR, (line) => console.log(`e2e: ${line}`));
  }
  process.env[TEMPLATE_ENV] = makeMigratedTemplate();
}
