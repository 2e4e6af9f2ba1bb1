import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';

/** Serves the exported client from out/. (Placeholder: the foundation work fills this in.) */
export async function registerStatic(app: FastifyInstance, config: ServerConfig): Promise<void> {
  void app;
  void config;
}
