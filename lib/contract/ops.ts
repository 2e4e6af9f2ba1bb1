import * as z from 'zod/mini';
import { endpoint } from './core';

// Operations (decision 034): probes for a supervisor or load balancer, and the Prometheus text.
// Outside /api/ so a proxy can route them apart; public, but /metrics refuses unlisted callers.

const Migrations = z.object({ applied: z.number(), shipped: z.number() });

export const healthLive = endpoint({
  method: 'GET',
  path: '/health/live',
  public: true,
  response: z.object({ status: z.literal('up') }),
});

/** 200 when the database answers with every shipped migration; 503 in the envelope otherwise. */
export const healthReady = endpoint({
  method: 'GET',
  path: '/health/ready',
  public: true,
  response: z.object({
    status: z.literal('ready'),
    database: z.literal('up'),
    migrations: Migrations,
  }),
});

/** Prometheus text format, for METRICS_ALLOW addresses or `Bearer METRICS_TOKEN`; 403 otherwise. */
export const metrics = endpoint({
  method: 'GET',
  path: '/metrics',
  public: true,
  raw: true,
  response: z.string(),
});
