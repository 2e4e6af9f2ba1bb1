import { rmSync } from 'node:fs';
import { TEMPLATE_ENV } from './databaseTemplate';

/** Removes the migrated database the global setup made. */
export default function globalTeardown(): void {
  const template = process.env[TEMPLATE_ENV];
  if (template) rmSync(template, { recursive: true, force: true });
}
