// The exports domain's public surface (decision 074): a school's books as files, a family's
// archive. Other domains, the app and the tasks reach it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createSchoolExports } from './service';
import { registerExportRoutes } from './routes';
export { createSchoolExports, type SchoolExportsService } from './service';
export { schoolSheets } from './school';
export { csvOf, workbookOf } from './files';
export { ARCHIVE_SCOPE } from './archiveScope';

declare module '../../core/services' {
  interface Services {
    schoolExports: ReturnType<typeof createSchoolExports>;
  }
}

export const exportsDomain: DomainPlugin<DomainContext> = {
  name: 'exports',
  services: ({ db, clock }) => ({ schoolExports: createSchoolExports(db, clock) }),
  routes: registerExportRoutes,
};
