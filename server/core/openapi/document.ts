import * as z from 'zod/mini';
import { envelope, empty, type Endpoint } from '../../../lib/contract/core';
import { SERVER_ERROR_CODES } from '../../../lib/contract/errors';
import { SharedSchemas } from './defs';
import { contractEndpoints } from './endpoints';

// The OpenAPI 3.1 document (decision 052), generated from the shared zod contract: the same
// descriptors the server registers its routes from and the client calls, so it cannot drift.
// JSON Schema 2020-12 is OpenAPI 3.1's own dialect, so zod's `toJSONSchema` output is used as is.

type Schema = Record<string, unknown>;

function jsonSchema(
  shared: SharedSchemas,
  name: string,
  schema: z.ZodMiniType,
  io: 'input' | 'output',
): Schema {
  const result = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Schema;
  delete result.$schema;
  return shared.lift(result, name);
}

/** Every failure: `success: false`, a message and a code from lib/contract/errors.ts. */
export const ERROR_ENVELOPE: Schema = {
  type: 'object',
  properties: {
    success: { const: false },
    message: { type: 'string' },
    code: { anyOf: [{ enum: [...SERVER_ERROR_CODES] }, { type: 'integer' }] },
    data: {},
  },
  required: ['success'],
};

function parameters(shared: SharedSchemas, name: string, endpoint: Endpoint): Schema[] {
  const list: Schema[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (schema === (empty as unknown)) continue;
    const object = jsonSchema(shared, `${name}_${where}`, schema, 'input');
    const properties = (object.properties ?? {}) as Record<string, Schema>;
    const required = new Set((object.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties))
      list.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: property,
      });
  }
  if (endpoint.idempotent)
    list.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'One key per user intent: a replay answers the first response.',
      schema: { type: 'string', maxLength: 200 },
    });
  return list;
}

function operation(shared: SharedSchemas, tag: string, name: string, endpoint: Endpoint): Schema {
  const body =
    endpoint.body === (empty as unknown)
      ? undefined
      : {
          required: true,
          content: {
            [endpoint.form ? 'application/x-www-form-urlencoded' : 'application/json']: {
              schema: jsonSchema(shared, `${name}_body`, endpoint.body, 'input'),
            },
          },
        };
  const data = endpoint.raw ? endpoint.response : envelope(endpoint.response);
  return {
    operationId: name,
    tags: [tag],
    summary: `${tag}.${name}`,
    ...(endpoint.public ? { security: [] } : {}),
    parameters: parameters(shared, name, endpoint),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': {
        description: endpoint.raw ? 'The body itself' : 'The envelope with `data`',
        content: {
          [endpoint.mediaType ?? 'application/json']: {
            schema: jsonSchema(shared, `${name}_answer`, data, 'output'),
          },
        },
      },
      default: {
        description: 'A failure: the envelope with `message` and `code`',
        content: { 'application/json': { schema: ERROR_ENVELOPE } },
      },
    },
  };
}

/** The multipart receiver of uploads is not a JSON call, so it has no descriptor. */
const UPLOAD: Schema = {
  operationId: 'upload',
  tags: ['attachment'],
  summary: 'attachment.upload',
  security: [],
  description: 'The signed multipart POST the upload options allow (policy, signature, file).',
  requestBody: {
    required: true,
    content: { 'multipart/form-data': { schema: { type: 'object' } } },
  },
  responses: {
    '200': { description: 'The envelope with the stored attachment' },
    default: {
      description: 'A failure',
      content: { 'application/json': { schema: ERROR_ENVELOPE } },
    },
  },
};

export const OPENAPI_PATH = '/api/openapi.json';
export const REFERENCE_PATH = '/api/reference';

let cached: Schema | undefined;

export function openApiDocument(): Schema {
  if (cached) return cached;
  const shared = new SharedSchemas();
  const paths: Record<string, Record<string, Schema>> = {};
  for (const { tag, name, endpoint } of contractEndpoints()) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path]![endpoint.method.toLowerCase()] = operation(shared, tag, name, endpoint);
  }
  paths['/api/attachment/upload'] = { post: UPLOAD };
  paths['/files/{id}'] = {
    get: {
      operationId: 'file',
      tags: ['attachment'],
      summary: 'attachment.file',
      security: [],
      description: "An uploaded file's bytes; its random id is its address.",
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'The file', content: { 'application/octet-stream': {} } },
        default: { description: 'No such file' },
      },
    },
  };
  const doc: Schema = { type: 'object' };
  paths[OPENAPI_PATH] = {
    get: {
      operationId: 'openApi',
      tags: ['openapi'],
      summary: 'openapi.document',
      security: [],
      responses: {
        '200': { description: 'This document', content: { 'application/json': { schema: doc } } },
      },
    },
  };
  paths[REFERENCE_PATH] = {
    get: {
      operationId: 'reference',
      tags: ['openapi'],
      summary: 'openapi.reference',
      security: [],
      responses: {
        '200': { description: 'This document as a readable page', content: { 'text/html': {} } },
      },
    },
  };
  cached = {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Canteen API',
      version: '1',
      description:
        'The school meal-ordering API: the families and teachers app (SPEC section 7) and the school console (/api/admin). Every answer but /login is the envelope { success, message?, data?, code? }.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: shared.schemas,
    },
    security: [{ bearer: [] }],
    paths,
  };
  return cached;
}
