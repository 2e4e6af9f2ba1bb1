import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { registerStatic } from './static';

/** Builds the whole server without listening, so tests can `inject` into it. */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: true });
  if (config.outDir) await registerStatic(app, config);
  return app;
}
