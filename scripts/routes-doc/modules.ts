import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

// Finding files: import specifiers (relative and `@/`) to files, and each route's screen
// module as app/screenLoaders.ts imports it.

export const root = resolve(__dirname, '../..');
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

export function resolveModule(fromFile: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else return undefined;
  if (/\.(tsx?|mjs|js)$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) {
    if (existsSync(base + extension)) return base + extension;
  }
  return undefined;
}

/** Built route name -> its screen module, read from the loader map's `import('...')` calls. */
export function screenModules(loadersFile: string): Map<string, string> {
  const source = ts.createSourceFile(
    loadersFile,
    readFileSync(loadersFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const result = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      const name = node.name.text;
      const findImport = (child: ts.Node): void => {
        if (
          ts.isCallExpression(child) &&
          child.expression.kind === ts.SyntaxKind.ImportKeyword &&
          child.arguments[0] &&
          ts.isStringLiteral(child.arguments[0])
        ) {
          const target = resolveModule(loadersFile, child.arguments[0].text);
          if (target) result.set(name, target);
        }
        ts.forEachChild(child, findImport);
      };
      findImport(node.initializer);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return result;
}

/** Every route's screen module: the loader map and the console's own (decision 059). */
export function allScreenModules(): Map<string, string> {
  return new Map([
    ...screenModules(join(root, 'app/screenLoaders.ts')),
    ...screenModules(join(root, 'screens/admin/screens.ts')),
  ]);
}

export function repoPath(file: string): string {
  return relative(root, file);
}
