import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { LightMyRequestResponse } from 'fastify';
import { ERROR_ENVELOPE, openApiDocument } from '@/server/core/openapi/document';

// Every answer a server test sees is checked against the OpenAPI document (decision 052): the
// 200 schema of the matching operation, or the failure envelope for any other status. A server
// answer the document does not describe fails the test that saw it.

type Schema = Record<string, unknown>;

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
const compiled = new Map<string, ValidateFunction>();

interface Operation {
  template: string;
  pattern: RegExp;
  params: number;
  responses: Record<string, Schema>;
}

let operations: Map<string, Operation[]> | undefined;

function byMethod(): Map<string, Operation[]> {
  if (operations) return operations;
  operations = new Map();
  const paths = openApiDocument().paths as Record<string, Record<string, Schema>>;
  for (const [template, methods] of Object.entries(paths)) {
    const pattern = new RegExp(
      `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`,
    );
    for (const [method, op] of Object.entries(methods)) {
      const list = operations.get(method.toUpperCase()) ?? [];
      list.push({
        template,
        pattern,
        params: (template.match(/\{/g) ?? []).length,
        responses: op.responses as Record<string, Schema>,
      });
      operations.set(method.toUpperCase(), list);
    }
  }
  return operations;
}

/** The operation a request reaches: a literal path wins over a template. */
export function operationOf(method: string, url: string): Operation | undefined {
  const path = url.split('?')[0]!;
  return (byMethod().get(method.toUpperCase()) ?? [])
    .filter((op) => op.pattern.test(path))
    .sort((a, b) => a.params - b.params)[0];
}

function schemaOf(op: Operation, status: number): Schema | undefined {
  const response = op.responses[status === 200 ? '200' : 'default'];
  return (response?.content as Record<string, { schema?: Schema }> | undefined)?.[
    'application/json'
  ]?.schema;
}

export function checkAgainstOpenApi(
  method: string,
  url: string,
  response: LightMyRequestResponse,
): void {
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) return;
  if (response.body === '') return;
  const op = operationOf(method, url);
  if (!op && response.statusCode === 200 && url.startsWith('/api/'))
    throw new Error(`${method} ${url}: answered 200, not in the OpenAPI document`);
  // A path the document does not have may only fail, with the failure envelope.
  const schema = op ? schemaOf(op, response.statusCode) : ERROR_ENVELOPE;
  if (!schema) return;
  const key = `${method} ${op?.template ?? '(unknown)'} ${response.statusCode === 200 ? 200 : 'default'}`;
  let validate = compiled.get(key);
  if (!validate) {
    // Shared schemas (a recursive tree) are referenced as #/components/schemas/..., so the
    // document's components travel with the schema that points at them.
    validate = ajv.compile({ ...schema, components: openApiDocument().components });
    compiled.set(key, validate);
  }
  if (!validate(response.json())) {
    throw new Error(
      `${method} ${url} (${response.statusCode}) does not match the OpenAPI document: ${ajv.errorsText(validate.errors)}`,
    );
  }
}
