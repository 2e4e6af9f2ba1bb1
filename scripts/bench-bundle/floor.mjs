// The floor under our first load: a bare App Router static export (one page saying hello, no app
// code) built in the same run from the same Next, React and react-dom as the app, served by a few
// lines of node:http. What the app's first load weighs above it is what our code costs
// (decision 075); the floor itself is what the brief's stack costs and is not ours to cut.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { root } from '../bench-browser.mjs';

/** Inside the repository, so Next resolves next, react and react-dom from its node_modules. */
const BARE_DIR = join(root, '.bench', 'bare-app-router');

const FILES = {
  'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.tsx': `export default function Page() {
  return <p>hello</p>;
}
`,
  'next.config.mjs': `export default { output: 'export', turbopack: { root: ${JSON.stringify(root)} } };
`,
  'tsconfig.json': JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'esnext'],
        jsx: 'preserve',
        module: 'esnext',
        moduleResolution: 'bundler',
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        isolatedModules: true,
        allowJs: false,
        esModuleInterop: true,
        resolveJsonModule: true,
        incremental: false,
        plugins: [{ name: 'next' }],
      },
      include: ['**/*.ts', '**/*.tsx'],
    },
    null,
    2,
  ),
};

/** Builds the bare export and answers its out/ directory. */
export function buildFloor() {
  rmSync(BARE_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(join(BARE_DIR, file, '..'), { recursive: true });
    writeFileSync(join(BARE_DIR, file), text);
  }
  const started = Date.now();
  const build = spawnSync(join(root, 'node_modules', '.bin', 'next'), ['build', BARE_DIR], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  const out = join(BARE_DIR, 'out');
  if (build.status !== 0 || !existsSync(join(out, 'index.html'))) {
    throw new Error(`the bare App Router export did not build:\n${build.stdout}\n${build.stderr}`);
  }
  console.log(`bench:bundle: built the bare App Router export in ${Date.now() - started} ms`);
  return out;
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.txt': 'text/plain' };

/** Serves `dir` on a loopback port; resolves { origin, close }. */
export function serveStatic(dir) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      done({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((closed) => server.close(closed)),
      });
    });
  });
}

export function removeFloor() {
  rmSync(join(root, '.bench'), { recursive: true, force: true });
}
