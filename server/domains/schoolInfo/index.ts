// The schoolInfo domain's public surface (decision 060): other domains, the app and the tasks reach
// it only here.
export { createAgreements } from './agreements';
export { createPublicity } from './publicity';
export { registerSchoolInfoRoutes } from './routes';
