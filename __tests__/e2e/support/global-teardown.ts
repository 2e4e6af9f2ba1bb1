import { rmSync } from 'node:fs';
import { delimiter } from 'node:path';
import { MADE_TEMPLATES_ENV } from './databaseTemplate';

/** Removes the databases the global setup made (not one a caller gave it). */
export default function globalTeardown(): void {
  for (const template of (process.env[MADE_TEMPLATES_ENV] ?? '').split(delimiter)) {
    if (template) rmSync(template, { recursive: true, force: true });
  }
}
