import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { AnyDb as Db, AnyTx as Tx } from '../db/database';
import { idempotencyKeys } from './tables';
import { DomainError, refusalBody } from '../errors';
import { statusOfCode } from './status';
import { serverMessages } from '../../messages';

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

/** A first request that found no row for 30 s is taken to have died with its process. */
export const STALE_AFTER_MS = 30_000;

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * DESIGN.md "Idempotency": the first request under (account, key) runs; a replay gets the first
 * response; a different payload under the same key is 422; a replay while the first runs is 409.
 *
 * The claim row is committed before the work starts (so concurrent replays see it), and the work's
 * own transaction records the response, so the state change and "this key is done" commit
 * together: a process killed mid-request leaves no change behind, only a stale claim that the
 * next retry takes over.
 */
export function createIdempotency(db: Db, clock: Clock) {
  async function claim(
    accountId: number,
    key: string,
    hash: string,
  ): Promise<StoredResponse | 'claimed'> {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ accountId, key, requestHash: hash, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return 'claimed';
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
    if (!row) return claim(accountId, key, hash);
    if (row.requestHash !== hash)
      throw new DomainError('IDEMPOTENCY_MISMATCH', serverMessages.idempotencyMismatch);
    if (row.statusCode !== null) return { statusCode: row.statusCode, body: row.response };
    const stale = new Date(clock.now().getTime() - STALE_AFTER_MS);
    const takenOver = await db
      .update(idempotencyKeys)
      .set({ createdAt: clock.now() })
      .where(
        and(
          eq(idempotencyKeys.accountId, accountId),
          eq(idempotencyKeys.key, key),
          isNull(idempotencyKeys.statusCode),
          lt(idempotencyKeys.createdAt, stale),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (takenOver.length > 0) return 'claimed';
    throw new DomainError('IDEMPOTENCY_IN_FLIGHT', serverMessages.idempotencyInFlight);
  }

  async function record(
    tx: Tx | Db,
    accountId: number,
    key: string,
    response: StoredResponse,
  ): Promise<void> {
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: response.statusCode, response: response.body })
      .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
  }

  async function release(accountId: number, key: string): Promise<void> {
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.accountId, accountId),
          eq(idempotencyKeys.key, key),
          isNull(idempotencyKeys.statusCode),
        ),
      );
  }

  /**
   * Runs `work` once per (account, key). `work` gets a transaction; its result is the envelope
   * data. A refusal (a DomainError answered 4xx) is recorded as the answer too, since it changed nothing and
   * a retry must see the same; anything else releases the key so the retry runs again.
   */
  async function run<T>(
    accountId: number,
    key: string | undefined,
    hash: string,
    work: (tx: Tx) => Promise<T>,
  ): Promise<StoredResponse> {
    if (!key) {
      const data = await db.transaction((tx) => work(tx));
      return { statusCode: 200, body: { success: true, data } };
    }
    const claimed = await claim(accountId, key, hash);
    if (claimed !== 'claimed') return claimed;
    try {
      return await db.transaction(async (tx) => {
        const data = await work(tx);
        const response = { statusCode: 200, body: { success: true, data } };
        await record(tx, accountId, key, response);
        return response;
      });
    } catch (error) {
      if (error instanceof DomainError && statusOfCode(error.code) < 500) {
        const response = {
          statusCode: statusOfCode(error.code),
          body: refusalBody(error),
        };
        await record(db, accountId, key, response);
        return response;
      }
      await release(accountId, key);
      throw error;
    }
  }

  /**
   * Opens the transaction a route hands a writing call's handler (decision 060): the service
   * works in it and never opens its own, so a change and its audit row commit together.
   */
  function transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction((tx) => work(tx));
  }

  return { run, transaction };
}

export type IdempotencyService = ReturnType<typeof createIdempotency>;
