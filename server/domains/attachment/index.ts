// The attachment domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
import type { DomainPlugin } from '../../core/http/domain';
import { registerAttachmentRoutes } from './routes';
export { createUploads } from './service';

export const attachmentDomain: DomainPlugin = {
  name: 'attachment',
  routes: registerAttachmentRoutes,
};
