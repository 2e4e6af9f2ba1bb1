import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import { contractEndpoints } from '@/server/core/openapi/endpoints';
import { BASIC, tokenOf } from '../helpers';
import { firstChild } from '../console/console';
import { validSample, sample, type Schema } from './samples';

// The served OpenAPI document read as what the fuzz sends: each operation, who may call it, and a
// valid request to change one part of.

export type Role = 'public' | 'parent' | 'teacher' | 'admin';

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  role: Role;
  pathParams: { name: string; schema: Schema }[];
  queryParams: { name: string; schema: Schema }[];
  idempotent: boolean;
  /** The body's media type and schema; none for a call without a body. */
  body?: { contentType: string; schema: Schema };
  /** A valid request: encoded path and query values, and the body. */
  base: { path: Record<string, string>; query: Record<string, string>; body: unknown };
}

type DocOperation = {
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
};

/** Logging out revokes the token every other request is made with. */
const LEFT_OUT = new Set(['POST /logout']);

function roleOf(operation: DocOperation, path: string): Role {
  if (operation.security && operation.security.length === 0) return 'public';
  if (path.startsWith('/api/admin/')) return 'admin';
  if (operation.tags?.includes('classes')) return 'teacher';
  // The serving line (decision 078) is a teacher's as well as the kitchen's; the child's meal
  // is the parent's.
  if (path.startsWith('/api/serving/') && path !== '/api/serving/child') return 'teacher';
  return 'parent';
}

/** The contract's zod schemas, where the document came from one, to check a sample against. */
function contractPart(method: string, path: string, part: 'params' | 'query' | 'body') {
  const found = contractEndpoints().find(
    ({ endpoint }) => endpoint.method === method && endpoint.path === path,
  );
  return found?.endpoint[part] as z.ZodMiniType | undefined;
}

function validPart(
  method: string,
  path: string,
  part: 'params' | 'query' | 'body',
  schema: Schema,
) {
  const zod = contractPart(method, path, part);
  return zod ? validSample(schema, (value) => zod.safeParse(value).success) : sample(schema);
}

function encoded(values: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries((values ?? {}) as Record<string, unknown>).map(([name, value]) => [
      name,
      encodeURIComponent(String(value)),
    ]),
  );
}

export function operationsOf(doc: { paths: Record<string, Record<string, DocOperation>> }) {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [lower, operation] of Object.entries(methods)) {
      const method = lower.toUpperCase() as Operation['method'];
      if (LEFT_OUT.has(`${method} ${path}`)) continue;
      const parameters = operation.parameters ?? [];
      const pick = (where: string) =>
        parameters
          .filter((parameter) => parameter.in === where)
          .map(({ name, schema }) => ({ name, schema: schema ?? {} }));
      const pathParams = pick('path');
      const queryParams = pick('query');
      const asObject = (list: { name: string; schema: Schema }[]): Schema => ({
        type: 'object',
        properties: Object.fromEntries(list.map(({ name, schema }) => [name, schema])),
        required: list.map(({ name }) => name),
      });
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const body = contentType ? { contentType, schema: media?.schema ?? {} } : undefined;
      operations.push({
        method,
        path,
        role: roleOf(operation, path),
        pathParams,
        queryParams,
        idempotent: parameters.some((parameter) => parameter.name === 'Idempotency-Key'),
        body,
        base: {
          path: encoded(validPart(method, path, 'params', asObject(pathParams))),
          query: encoded(validPart(method, path, 'query', asObject(queryParams))),
          body: body ? validPart(method, path, 'body', body.schema) : undefined,
        },
      });
    }
  return operations;
}

/** Each role's headers: the console's administrator, a teacher, a guardian with their child. */
export async function roleHeaders(
  app: FastifyInstance,
): Promise<Record<Role, Record<string, string>>> {
  const parent = await tokenOf(app, 'parent_a');
  const teacher = await tokenOf(app, 'teacher_a');
  const admin = await tokenOf(app, 'school_admin');
  return {
    public: { authorization: BASIC },
    parent: {
      authorization: `Bearer ${parent}`,
      associatedUser: String(await firstChild(app, parent)),
    },
    teacher: {
      authorization: `Bearer ${teacher}`,
      associatedUser: String(await firstChild(app, teacher)),
    },
    admin: { authorization: `Bearer ${admin}` },
  };
}
