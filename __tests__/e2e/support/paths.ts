import { resolve } from 'node:path';

export const ROOT = resolve(__dirname, '..', '..', '..');
/** The export the browser tests run against; E2E_OUT_DIR points them at another build. */
export const OUT_DIR = resolve(ROOT, process.env.E2E_OUT_DIR ?? 'out');
/** Screenshots and server logs of failed runs (gitignored). */
export const ARTIFACTS_DIR = resolve(ROOT, '.e2e-artifacts');
