import type { FastifyInstance, FastifyReply } from 'fastify';
import { familyArchive, schoolExport } from '../../../lib/contract/exports';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';
import { adminRoute } from '../console';

// A download answers the file's bytes (a `raw` descriptor, decision 074): the contract describes
// the body as a string for the OpenAPI document, Fastify sends the Buffer as it is. Nobody caches
// it: it holds personal data.

/** Sends `bytes` as a file called `name`. */
function asFile(reply: FastifyReply, bytes: Buffer, name: string, type: string): string {
  void reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${name}"`)
    .type(type);
  return bytes as unknown as string;
}

export function registerExportRoutes(app: FastifyInstance, services: Services): void {
  adminRoute(app, services, schoolExport, async ({ staff, query, reply }) => {
    const file = await services.schoolExports.file(
      staff.unitId,
      query.from,
      query.to,
      query.format,
    );
    return asFile(reply, file.bytes, file.name, file.type);
  });
  route(app, services, familyArchive, async ({ caller, reply }) => {
    const bytes = await services.schoolExports.archive(caller.accountId);
    return asFile(reply, bytes, 'canteen-archive.zip', 'application/zip');
  });
}
