// No import cycles anywhere (DESIGN.md "Layout"): every static import and re-export of the
// repository's own .ts/.tsx files, type-only ones included (a type cycle still ties two modules
// together), resolved as tsc resolves them ('@/' paths too). Dynamic import() is code splitting,
// not a dependency at load time, and does not count. Prints each cycle and how many there are;
// fails when there is one. eslint's import-x/no-cycle skips type imports and `export *`.
//
//   node scripts/check-cycles.mjs             (part of npm run lint)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const SKIPPED = new Set([
  'node_modules',
  'out',
  '.next',
  '.data',
  '.generated',
  'coverage',
  '.git',
]);

function files(directory) {
  const found = [];
  for (const name of readdirSync(directory)) {
    if (SKIPPED.has(name)) continue;
    const path = join(directory, name);
    if (statSync(path).isDirectory()) found.push(...files(path));
    else if (/\.tsx?$/.test(name) && !/\.d\.ts$/.test(name)) found.push(path);
  }
  return found;
}

const { config } = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
const host = ts.createCompilerHost(options);

/** Module specifiers of a file's static imports and re-exports. */
function specifiers(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    )
      found.push(statement.moduleSpecifier.text);
  }
  return found;
}

const all = files(root);
const known = new Set(all);
const edges = new Map();
for (const file of all) {
  const targets = new Set();
  for (const specifier of specifiers(file)) {
    const resolved = ts.resolveModuleName(specifier, file, options, host).resolvedModule;
    const target = resolved && resolve(resolved.resolvedFileName);
    if (target && known.has(target) && target !== file) targets.add(target);
  }
  edges.set(file, [...targets]);
}

// Tarjan's strongly connected components: each component of more than one file is a cycle.
let index = 0;
const indexOf = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(file) {
  indexOf.set(file, index);
  low.set(file, index);
  index += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of edges.get(file)) {
    if (!indexOf.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), indexOf.get(next)));
  }
  if (low.get(file) !== indexOf.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1) cycles.push(component);
}
for (const file of all) if (!indexOf.has(file)) visit(file);

const name = (file) => relative(root, file).split(sep).join('/');
for (const cycle of cycles) console.error(`cycle: ${cycle.map(name).sort().join(' <-> ')}`);
console.log(`check-cycles: ${cycles.length} import cycle(s) in ${all.length} file(s)`);
if (cycles.length > 0) process.exitCode = 1;
