import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SOURCE_DIRS = ['app', 'components', 'screens', 'lib', 'service-worker', 'public'];
const SKIP = new Set(['node_modules', '.next', 'out', '.data', '.git']);

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (SKIP.has(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** out/ is stale when it is missing or older than the newest client source file. */
export function clientIsStale(root: string, outDir: string): boolean {
  const index = join(outDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCE_DIRS.some((dir) => newestMtime(resolve(root, dir)) > built);
}

/** Runs `npm run build` when needed; throws when the build fails. */
export function buildClientIfStale(
  root: string,
  outDir: string,
  log: (line: string) => void,
): void {
  if (!clientIsStale(root, outDir)) return;
  log('Building the client (out/ is missing or older than the sources)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed with status ${result.status}`);
}
