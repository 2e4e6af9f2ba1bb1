import type { FastifyInstance } from 'fastify';
import { call, tokenOf } from '../helpers';

// Shared by the console's server tests: the demo school's staff and the people who must not
// reach the console (decision 046).

export interface ConsoleTokens {
  admin: string;
  kitchen: string;
  otherAdmin: string;
  parent: string;
  teacher: string;
}

export async function consoleTokens(app: FastifyInstance): Promise<ConsoleTokens> {
  return {
    admin: await tokenOf(app, 'school_admin'),
    kitchen: await tokenOf(app, 'kitchen'),
    otherAdmin: await tokenOf(app, 'school_admin_b'),
    parent: await tokenOf(app, 'parent_a'),
    teacher: await tokenOf(app, 'teacher_a'),
  };
}

/** A console call's data, failing loudly when it is not a 200. */
export async function adminData<T>(
  app: FastifyInstance,
  token: string,
  request: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown },
): Promise<T> {
  const response = await call(app, { ...request, token });
  if (response.statusCode !== 200)
    throw new Error(`${request.url}: ${response.statusCode} ${response.body}`);
  return response.json().data as T;
}
