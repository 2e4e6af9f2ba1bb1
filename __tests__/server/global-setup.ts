import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  makePgliteSnapshot,
  makePostgresTemplate,
  SNAPSHOT_FILE_ENV,
  TEMPLATE_ENV,
} from './snapshot';

// The server project's globalSetup: migrate and seed once, before any test file (decision 011).
export default async function globalSetup(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    process.env[TEMPLATE_ENV] = await makePostgresTemplate(adminUrl);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'canteen-server-tests-'));
  const file = join(dir, 'seeded-pglite.tar');
  writeFileSync(file, await makePgliteSnapshot());
  process.env[SNAPSHOT_FILE_ENV] = file;
}
