import type { FastifyInstance } from 'fastify';
import { familyArchive, schoolExport } from '../../../lib/contract/exports';
import { route } from '../../core/http/route';
import type { Services } from '../../core/services';
import { adminRoute } from '../console';

export function registerExportRoutes(app: FastifyInstance, services: Services): void {
  adminRoute(app, services, schoolExport, async ({ staff, query, reply }) => {
    const file = await services.schoolExports.file(
      staff.unitId,
      query.from,
      query.to,
      query.format,
    );
    void reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .type(file.type);
    return file.bytes as unknown as string;
  });
  route(app, services, familyArchive, async ({ caller, reply }) => {
    const bytes = await services.schoolExports.archive(caller.accountId);
    void reply
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="canteen-archive.zip"')
      .type('application/zip');
    return bytes as unknown as string;
  });
}
