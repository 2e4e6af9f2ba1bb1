// Run as its own node process: openapi-typescript ships ESM only. Reads the document at argv[2],
// writes the typed client beside it, and compiles it under the strictest settings; exits non-zero
// with the generator's or the compiler's words when either fails.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const source = process.argv[2];
const document = JSON.parse(readFileSync(source, 'utf8'));
const ast = await openapiTS(document);
const file = join(dirname(source), 'canteen-api.ts');
writeFileSync(
  file,
  astToString(ast) +
    "\ntype Tree = paths['/api/classes/unit/{id}/tree']['get']['responses']['200']['content']['application/json'];\nexport const firstChild = (tree: Tree) => tree.data?.[0]?.children?.[0]?.name;\n",
);
const program = ts.createProgram([file], {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  skipLibCheck: true,
  types: [],
});
const problems = ts
  .getPreEmitDiagnostics(program)
  .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
if (problems.length) {
  console.error(problems.slice(0, 10).join('\n'));
  process.exit(1);
}
console.log(`compiled ${file}`);
