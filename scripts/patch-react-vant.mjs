// react-vant 3.3.5 looks for createRoot on 'react-dom', where React 19 no longer has it, and then
// falls back to ReactDOM.render, which React 19 removed: Toast, Dialog, Notify and ImagePreview
// crash. Point every build of its utils/dom/render at createRoot from 'react-dom/client'.
// Idempotent: a patched file carries the marker and is left alone. Fails loudly if a file no
// longer matches, so an upgrade cannot silently drop the fix.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const MARKER = '/* canteen: react-19 createRoot patch */';
const require = createRequire(import.meta.url);

function packageRoot() {
  try {
    return dirname(require.resolve('react-vant/package.json'));
  } catch {
    return null;
  }
}

const umdLookup =
  '(function () { try { return require("react-dom/client").createRoot; } catch (e) { return void 0; } })()';

const patches = [
  {
    file: 'es/utils/dom/render.js',
    from: /^let createRoot;$/m,
    to: `${MARKER}\nimport { createRoot as reactDomClientCreateRoot } from 'react-dom/client';\nlet createRoot = reactDomClientCreateRoot;`,
  },
  {
    file: 'lib/utils/dom/render.js',
    from: /^let createRoot;$/m,
    to: `${MARKER}\nlet createRoot = require("react-dom/client").createRoot;`,
  },
  {
    file: 'bundle/react-vant.es.js',
    from: /^let createRoot;$/m,
    to: `${MARKER}\nimport { createRoot as reactDomClientCreateRoot } from "react-dom/client";\nlet createRoot = reactDomClientCreateRoot;`,
  },
  {
    file: 'bundle/react-vant.js',
    from: /^(\s*)let createRoot;$/m,
    to: `$1${MARKER}\n$1let createRoot = ${umdLookup};`,
  },
  {
    file: 'bundle/react-vant.min.js',
    from: /let (\w+);try\{(\w+)>=18&&(\w+)\.createRoot&&\(\1=\3\.createRoot\)\}/,
    to: `${MARKER}let $1=${umdLookup};try{$2>=18&&$3.createRoot&&($1=$3.createRoot)}`,
  },
];

const root = packageRoot();
if (!root) {
  console.log('react-vant is not installed; nothing to patch');
  process.exit(0);
}
let failed = false;
for (const { file, from, to } of patches) {
  const path = join(root, file);
  if (!existsSync(path)) continue;
  const source = readFileSync(path, 'utf8');
  if (source.includes(MARKER)) continue;
  if (!from.test(source)) {
    console.error(`patch-react-vant: ${file} no longer matches; the React 19 fix was not applied`);
    failed = true;
    continue;
  }
  writeFileSync(path, source.replace(from, to));
  console.log(`patch-react-vant: patched ${file}`);
}
process.exit(failed ? 1 : 0);
