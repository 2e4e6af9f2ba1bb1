import type { FastifyRequest } from 'fastify';
import type { AnyTx as Tx } from '../db/database';
import { requestHash, type IdempotencyService, type StoredResponse } from './idempotency';

/** The client's `Idempotency-Key` header, when it is a usable one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  return key && key.length <= 200 ? key : undefined;
}

/**
 * Runs a creating POST once per (account, Idempotency-Key) and answers the stored envelope: the
 * work, its ledger rows and the recorded answer commit in one transaction (DESIGN "Idempotency").
 * Route registration calls it for every descriptor marked `idempotent` (decision 060).
 */
export async function idempotent<T>(
  services: { idempotency: IdempotencyService },
  request: FastifyRequest,
  accountId: number,
  hashed: { path: string; body: unknown },
  work: (tx: Tx) => Promise<T>,
): Promise<StoredResponse> {
  const hash = requestHash('POST', hashed.path, hashed.body);
  return services.idempotency.run(accountId, idempotencyKeyOf(request), hash, work);
}
