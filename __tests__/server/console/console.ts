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

/** The id of an account's first child (its first identity), e.g. parent_a's. */
export async function firstChild(app: FastifyInstance, token: string): Promise<number> {
  const identities = (await call(app, { url: '/api/associated/user/identity', token })).json()
    .data as { associatedUserId: number }[];
  return identities[0]!.associatedUserId;
}

/** The school's change log as `action target` lines, newest first (decision 046). */
export async function auditLines(app: FastifyInstance, adminToken: string): Promise<string[]> {
  const log = await adminData<{ content: { action: string; target: string | null }[] }>(
    app,
    adminToken,
    { url: '/api/admin/audit?page=0&size=100' },
  );
  return log.content.map((row) => `${row.action} ${row.target ?? ''}`);
}
