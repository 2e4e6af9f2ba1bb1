import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { dropPostgresDatabase, SNAPSHOT_FILE_ENV, TEMPLATE_ENV } from './snapshot';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[SNAPSHOT_FILE_ENV];
  if (file) rmSync(dirname(file), { recursive: true, force: true });
  const adminUrl = process.env.DATABASE_URL;
  const template = process.env[TEMPLATE_ENV];
  if (adminUrl && template) await dropPostgresDatabase(adminUrl, template);
}
