// The browser's copy of zod/mini, tree-shaken by esbuild down to the functions the client uses.
// Turbopack keeps most of zod's internals when it bundles the package itself (19 KB gzipped on
// the login route against about 9 KB here), which alone put the first load over its 170 KB
// budget. next.config.mjs aliases 'zod/mini' to this file for the client build only; the server,
// jest and tsc use the package as it is. The export list is read from the client sources, so a
// newly used function is picked up by the next build.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { buildSync } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
export const ZOD_MINI_BROWSER = join(root, '.generated', 'zod-mini.mjs');
const CLIENT_DIRS = ['app', 'components', 'screens', 'lib'];

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name)) yield path;
  }
}

/** Every `z.<name>` the client touches that zod/mini exports at run time (types drop out). */
function usedExports() {
  const runtime = new Set(Object.keys(createRequire(import.meta.url)('zod/mini')));
  const used = new Set();
  for (const dir of CLIENT_DIRS) {
    for (const file of sourceFiles(join(root, dir))) {
      const source = readFileSync(file, 'utf8');
      if (!source.includes("'zod/mini'")) continue;
      for (const [, name] of source.matchAll(/\bz\.([A-Za-z_$][\w$]*)/g)) {
        if (runtime.has(name)) used.add(name);
      }
    }
  }
  return [...used].sort();
}

export function buildZodMini() {
  const names = usedExports();
  const result = buildSync({
    stdin: {
      contents: `export { ${names.join(', ')} } from 'zod/mini';\n`,
      resolveDir: root,
      sourcefile: 'zod-mini-entry.mjs',
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    treeShaking: true,
    minify: true,
    legalComments: 'none',
    write: false,
  });
  mkdirSync(join(root, '.generated'), { recursive: true });
  const code = result.outputFiles[0].text;
  // Rewritten only when it changes, so the bundler's cache of it stays valid between builds.
  const previous = existsSync(ZOD_MINI_BROWSER) ? readFileSync(ZOD_MINI_BROWSER, 'utf8') : '';
  if (previous !== code) writeFileSync(ZOD_MINI_BROWSER, code);
  return { names, bytes: code.length, path: relative(root, ZOD_MINI_BROWSER) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { names, bytes, path } = buildZodMini();
  console.log(
    `build-zod-mini: ${names.length} exports, ${(bytes / 1024).toFixed(1)} KB -> ${path}`,
  );
}
