import type { IdempotencyService } from './http/idempotency';

/**
 * The services a route or a task is handed. Core names only what it uses itself; the services
 * the domains build are added where they are built (TypeScript's declaration merging, as Fastify's
 * own decorators are typed), so a domain's routes can name another domain's service without
 * importing the code that builds every domain, and no entry imports itself back (decision 060).
 */
export interface Services {
  idempotency: IdempotencyService;
}
