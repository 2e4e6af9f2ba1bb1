import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { resolveModule, root } from './modules';

// Which API calls a screen makes, found statically, so the route document cannot drift from the
// code: starting at the screen module's default export, follow every top-level binding it uses,
// across imports (relative and `@/`), down to the contract's endpoint descriptors
// (`export const x = endpoint({ method, path, ... })` in lib/contract/). The walk is by name, not
// by file, so importing one hook from lib/api/meal.ts does not count the module's other calls.
// It over-approximates only where a function references a call it may not make at run time.

const CONTRACT_DIR = join(root, 'lib/contract');
/**
 * Every call goes through the API client, whose own reactions (the logout after a 401) are not the
 * screen's calls: the walk stops there. The document lists them once (`clientCalls`).
 */
export const CLIENT_FILE = join(root, 'lib/api/client.ts');

export interface Call {
  method: string;
  path: string;
}

interface Binding {
  file: string;
  name: string;
}

interface ModuleInfo {
  /** Top-level declarations by local name. */
  declarations: Map<string, ts.Node[]>;
  /** Local name -> where it comes from (imports and re-exports). */
  imports: Map<string, Binding | { file: string; namespace: true }>;
  /** Exported name -> local name (or an import binding for `export { x } from`). */
  exports: Map<string, string | Binding>;
  /** Statements that run when the module loads (neither declarations nor imports). */
  effects: ts.Node[];
  /** Endpoint descriptors declared here, by name. */
  endpoints: Map<string, Call>;
}

const modules = new Map<string, ModuleInfo>();

function stringProperty(object: ts.ObjectLiteralExpression, key: string): string | undefined {
  for (const property of object.properties) {
    if (
      ts.isPropertyAssignment(property) &&
      ts.isIdentifier(property.name) &&
      property.name.text === key &&
      ts.isStringLiteralLike(property.initializer)
    ) {
      return property.initializer.text;
    }
  }
  return undefined;
}

export function endpointOf(initializer: ts.Expression | undefined): Call | undefined {
  if (!initializer || !ts.isCallExpression(initializer)) return undefined;
  if (!ts.isIdentifier(initializer.expression) || initializer.expression.text !== 'endpoint') {
    return undefined;
  }
  const spec = initializer.arguments[0];
  if (!spec || !ts.isObjectLiteralExpression(spec)) return undefined;
  const method = stringProperty(spec, 'method');
  const path = stringProperty(spec, 'path');
  return method && path ? { method, path } : undefined;
}

function isExported(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function isDefault(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)
  );
}

function addDeclaration(info: ModuleInfo, name: string, node: ts.Node): void {
  info.declarations.set(name, [...(info.declarations.get(name) ?? []), node]);
}

function readModule(file: string): ModuleInfo {
  const cached = modules.get(file);
  if (cached) return cached;
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const info: ModuleInfo = {
    declarations: new Map(),
    imports: new Map(),
    exports: new Map(),
    effects: [],
    endpoints: new Map(),
  };
  modules.set(file, info);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const target = resolveModule(file, statement.moduleSpecifier.text);
      if (!target) continue;
      if (clause.name) info.imports.set(clause.name.text, { file: target, name: 'default' });
      const named = clause.namedBindings;
      if (named && ts.isNamespaceImport(named)) {
        info.imports.set(named.name.text, { file: target, namespace: true });
      } else if (named) {
        for (const element of named.elements) {
          if (element.isTypeOnly) continue;
          const imported = (element.propertyName ?? element.name).text;
          info.imports.set(element.name.text, { file: target, name: imported });
        }
      }
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly || !statement.exportClause) continue;
      if (!ts.isNamedExports(statement.exportClause)) continue;
      const target =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? resolveModule(file, statement.moduleSpecifier.text)
          : undefined;
      for (const element of statement.exportClause.elements) {
        const local = (element.propertyName ?? element.name).text;
        info.exports.set(element.name.text, target ? { file: target, name: local } : local);
      }
    } else if (ts.isExportAssignment(statement)) {
      addDeclaration(info, 'default', statement.expression);
      info.exports.set('default', 'default');
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        const name = declaration.name.text;
        addDeclaration(info, name, declaration);
        if (isExported(statement)) info.exports.set(name, name);
        const call = endpointOf(declaration.initializer);
        if (call && file.startsWith(CONTRACT_DIR)) info.endpoints.set(name, call);
      }
    } else if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) {
      const name = statement.name?.text ?? 'default';
      addDeclaration(info, name, statement);
      if (isDefault(statement)) info.exports.set('default', name);
      else if (isExported(statement)) info.exports.set(name, name);
    } else if (ts.isEnumDeclaration(statement)) {
      addDeclaration(info, statement.name.text, statement);
      if (isExported(statement)) info.exports.set(statement.name.text, statement.name.text);
    } else if (
      !ts.isInterfaceDeclaration(statement) &&
      !ts.isTypeAliasDeclaration(statement) &&
      !ts.isModuleDeclaration(statement)
    ) {
      info.effects.push(statement);
    }
  }
  return info;
}

/** Identifiers a node uses at run time (type positions skipped: they make no call). */
function usedNames(node: ts.Node): Set<string> {
  const names = new Set<string>();
  const visit = (child: ts.Node): void => {
    if (
      ts.isTypeNode(child) ||
      ts.isInterfaceDeclaration(child) ||
      ts.isTypeAliasDeclaration(child)
    )
      return;
    if (ts.isIdentifier(child)) names.add(child.text);
    // A lazy `import('./x')` reaches the module as a namespace import would (the login panel's
    // mobile form, screens' lazy parts): `import(<specifier>)` stands for it in the walk.
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] &&
      ts.isStringLiteralLike(child.arguments[0])
    ) {
      names.add(`import(${child.arguments[0].text})`);
    }
    // JSX `<Foo />` names are identifiers too; property names (after a dot, in an object literal,
    // a JSX attribute) are not bindings.
    if (ts.isPropertyAccessExpression(child)) {
      visit(child.expression);
      return;
    }
    if (ts.isPropertyAssignment(child)) {
      if (ts.isComputedPropertyName(child.name)) visit(child.name);
      visit(child.initializer);
      return;
    }
    if (ts.isJsxAttribute(child)) {
      if (child.initializer) visit(child.initializer);
      return;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return names;
}

/** The calls reachable from `name` exported by `file`, as `METHOD /path` sorted by path. */
export function callsFrom(file: string, name = 'default', stopAt = CLIENT_FILE): Call[] {
  const found = new Map<string, Call>();
  const seen = new Set<string>();
  const visitedModules = new Set<string>();
  const queue: Binding[] = [{ file, name }];
  const enqueueLocal = (target: string, local: string) =>
    queue.push({ file: target, name: `#${local}` });

  while (queue.length > 0) {
    const next = queue.pop() as Binding;
    const key = `${next.file}\0${next.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (next.file === stopAt) continue;
    const info = readModule(next.file);
    if (!visitedModules.has(next.file)) {
      visitedModules.add(next.file);
      for (const effect of info.effects) {
        for (const used of usedNames(effect)) queue.push({ file: next.file, name: `#${used}` });
      }
    }
    // `#x` is a local name of the module; anything else is an exported name.
    let local: string;
    if (next.name.startsWith('#')) {
      local = next.name.slice(1);
    } else {
      const exported = info.exports.get(next.name);
      if (exported === undefined) continue;
      if (typeof exported !== 'string') {
        queue.push(exported);
        continue;
      }
      local = exported;
    }
    if (local.startsWith('import(')) {
      const target = resolveModule(next.file, local.slice('import('.length, -1));
      if (target) {
        for (const exportedName of readModule(target).exports.keys()) {
          queue.push({ file: target, name: exportedName });
        }
      }
      continue;
    }
    const endpoint = info.endpoints.get(local);
    if (endpoint) {
      found.set(`${endpoint.method} ${endpoint.path}`, endpoint);
      continue;
    }
    const imported = info.imports.get(local);
    if (imported) {
      if ('namespace' in imported) {
        for (const exportedName of readModule(imported.file).exports.keys()) {
          queue.push({ file: imported.file, name: exportedName });
        }
      } else {
        queue.push(imported);
      }
      continue;
    }
    for (const node of info.declarations.get(local) ?? []) {
      for (const used of usedNames(node)) {
        if (used !== local) enqueueLocal(next.file, used);
      }
    }
  }
  return [...found.values()].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  );
}
