// No user-visible string outside the catalogues, and placeholders only through `format` from
// lib/i18n (decision 015). Finds string literals, template text and JSX text containing Chinese
// (CJK) characters in the client's .ts/.tsx files, and `.replace('{name}', ...)` calls that fill
// a catalogue placeholder by hand. Every
// message the spec shows is Chinese, so a CJK literal outside lib/i18n/ is a message that the
// English catalogue cannot reach. Comments do not count; tests, server/ (its own catalogue) and
// scripts/ (tooling, seed data) are not scanned.
//
// There is no allow-list: the files that held such strings when the check arrived were cleaned
// (decision 015), so every finding fails.
//
//   node scripts/check-strings.mjs             (part of npm run lint)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const SCANNED = ['app', 'components', 'lib', 'screens', 'service-worker'];
const SKIPPED = ['lib/i18n'];
const PLACEHOLDER = /^\{\w+\}$/;
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

function files(directory) {
  const found = [];
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    const rel = relative(root, path).split(sep).join('/');
    if (SKIPPED.some((skip) => rel === skip || rel.startsWith(`${skip}/`))) continue;
    if (statSync(path).isDirectory()) found.push(...files(path));
    else if (/\.tsx?$/.test(name) && !/\.d\.ts$/.test(name)) found.push(rel);
  }
  return found;
}

function violations(rel) {
  const text = readFileSync(join(root, rel), 'utf8');
  if (!CJK.test(text) && !/\.replace(All)?\(\s*['"`]\{/.test(text)) return [];
  const kind = rel.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const where = (node) => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    return { line: line + 1, column: character + 1 };
  };
  const visit = (node) => {
    let literal;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      literal = node.text;
    } else if (node.kind === ts.SyntaxKind.JsxText) {
      literal = node.getText(source).trim();
    }
    if (literal !== undefined && CJK.test(literal)) {
      found.push({ ...where(node), literal });
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['replace', 'replaceAll'].includes(node.expression.name.text) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0]) &&
      PLACEHOLDER.test(node.arguments[0].text)
    ) {
      found.push({
        ...where(node),
        literal: `.${node.expression.name.text}('${node.arguments[0].text}', …): use format()`,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function report(rel, { line, column, literal }) {
  const shown = literal.length > 60 ? `${literal.slice(0, 60)}…` : literal;
  console.log(`${rel}:${line}:${column}  ${JSON.stringify(shown)}`);
}

const scanned = SCANNED.flatMap((directory) => {
  try {
    return files(join(root, directory));
  } catch {
    return [];
  }
});
let failing = 0;
for (const rel of scanned) {
  const found = violations(rel);
  failing += found.length;
  for (const item of found) report(rel, item);
}
console.log(`check-strings: ${failing} violation(s) in ${scanned.length} file(s)`);
if (failing > 0) {
  console.error(
    'check-strings: move these strings into lib/i18n/zh-CN.ts and en.ts, fill placeholders with format() (decision 015)',
  );
  process.exit(1);
}
