// The attachment domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import type { DomainContext } from '../context';
import { createUploads } from './service';
import { registerAttachmentRoutes } from './routes';
export { createUploads } from './service';
/** The server's upload secret: other secrets are derived from it under labels of their own. */
export { loadSecret as serverSecret } from './policy';

declare module '../../core/services' {
  interface Services {
    uploads: ReturnType<typeof createUploads>;
  }
}

export const attachmentDomain: DomainPlugin<DomainContext> = {
  name: 'attachment',
  services: ({ db, config, clock }, { limits }) => ({
    uploads: createUploads(db, config, clock, limits),
  }),
  routes: registerAttachmentRoutes,
};
