// The attachment domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
export { registerAttachmentRoutes } from './routes';
export { createUploads } from './service';
