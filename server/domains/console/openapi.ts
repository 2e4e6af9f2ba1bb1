import type { FastifyInstance } from 'fastify';
import { OPENAPI_PATH, openApiDocument, REFERENCE_PATH } from '../../core/openapi/document';
import { referencePage } from '../../core/openapi/page';

// The OpenAPI document and its readable page (decision 052), public like the spec itself.
export function registerOpenApiRoutes(app: FastifyInstance): void {
  app.get(OPENAPI_PATH, async (_request, reply) => reply.send(openApiDocument()));
  let page: string | undefined;
  app.get(REFERENCE_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send((page ??= referencePage(openApiDocument()))),
  );
}
