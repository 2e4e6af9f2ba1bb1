import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { endpointOf, type Call } from './calls';
import { repoPath, resolveModule, root } from './modules';

// Which server file answers each call, found statically like the screens' calls: a file answers a
// contract descriptor it imports from lib/contract and hands to a route registration
// (`route(app, services, descriptor, ...)`, `adminRoute(...)`, `adminWrite(...)`), or whose
// `.path` it registers with Fastify itself (`scope.post(descriptor.path, ...)`, the raw-body
// callbacks).

const CONTRACT_DIR = join(root, 'lib/contract');
const SERVER_DIR = join(root, 'server');
const REGISTRARS = new Set(['route', 'adminRoute', 'adminWrite']);
const FASTIFY_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'route']);

export const callKey = (call: Call) => `${call.method} ${call.path}`;

function tsFiles(directory: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) found.push(...tsFiles(path));
    else if (/\.ts$/.test(name) && !/\.d\.ts$/.test(name)) found.push(path);
  }
  return found;
}

function source(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** Contract file -> exported descriptor name -> its call. */
function contractEndpoints(): Map<string, Map<string, Call>> {
  const result = new Map<string, Map<string, Call>>();
  for (const file of tsFiles(CONTRACT_DIR)) {
    const endpoints = new Map<string, Call>();
    for (const statement of source(file).statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const call = endpointOf(declaration.initializer);
        if (call && ts.isIdentifier(declaration.name)) endpoints.set(declaration.name.text, call);
      }
    }
    result.set(file, endpoints);
  }
  return result;
}

/** "METHOD path" -> the server files (repository paths) that answer it. */
export function serverFilesByCall(): Map<string, string[]> {
  const contract = contractEndpoints();
  const answered = new Map<string, Set<string>>();
  for (const file of tsFiles(SERVER_DIR)) {
    const sourceFile = source(file);
    const imported = new Map<string, Call>();
    for (const statement of sourceFile.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
        continue;
      const target = resolveModule(file, statement.moduleSpecifier.text);
      const endpoints = target && contract.get(target);
      const named = statement.importClause?.namedBindings;
      if (!endpoints || !named || !ts.isNamedImports(named)) continue;
      for (const element of named.elements) {
        const call = endpoints.get((element.propertyName ?? element.name).text);
        if (call) imported.set(element.name.text, call);
      }
    }
    if (imported.size === 0) continue;
    const answer = (name: string) => {
      const call = imported.get(name);
      if (!call) return;
      const key = callKey(call);
      answered.set(key, (answered.get(key) ?? new Set()).add(repoPath(file)));
    };
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (ts.isIdentifier(callee) && REGISTRARS.has(callee.text)) {
          for (const argument of node.arguments)
            if (ts.isIdentifier(argument)) answer(argument.text);
        } else if (
          ts.isPropertyAccessExpression(callee) &&
          FASTIFY_METHODS.has(callee.name.text) &&
          node.arguments[0] &&
          ts.isPropertyAccessExpression(node.arguments[0]) &&
          node.arguments[0].name.text === 'path' &&
          ts.isIdentifier(node.arguments[0].expression)
        ) {
          answer(node.arguments[0].expression.text);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return new Map([...answered].map(([key, files]) => [key, [...files].sort()]));
}
