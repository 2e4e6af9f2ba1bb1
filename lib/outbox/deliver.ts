import type { Lock } from './lock';
import type { OutboxItem } from './schema';
import type { OutboxStorage } from './storage';

/** What one send of an item came to. */
export type Outcome =
  /** The server applied it (or had applied it under this key before): remove it. */
  | { kind: 'delivered' }
  /** The server said no (cut-off passed, order cancelled ...): keep it as a notice. */
  | { kind: 'refused'; reason: string }
  /** No definite answer (no network, timeout, 5xx, the same key still running): try later. */
  | { kind: 'unreachable' }
  /** The token is no longer good: wait for the account to sign in again. */
  | { kind: 'signedOut' };

export interface DeliveryResult {
  delivered: OutboxItem[];
  refused: OutboxItem[];
  /** True when items of the account are still waiting (no network or signed out). */
  waiting: boolean;
}

export interface Delivery {
  storage: OutboxStorage;
  lock: Lock;
  /** The account whose items may go; other accounts' items are never touched. */
  account: string;
  send: (item: OutboxItem) => Promise<Outcome>;
}

/**
 * Sends the account's waiting items oldest first, one at a time under the lock, so the page,
 * another tab and the worker never send the same item together. Each send is marked `attempted`
 * before it goes (a tab closed mid-send leaves that mark), and the item is removed only after a
 * definite answer; anything else keeps it for the next try under the same Idempotency-Key.
 */
export async function deliverOutbox({
  storage,
  lock,
  account,
  send,
}: Delivery): Promise<DeliveryResult> {
  const result: DeliveryResult = { delivered: [], refused: [], waiting: false };
  for (;;) {
    const step = await lock(async () => {
      const next = (await storage.all()).find(
        (item) => item.account === account && item.refusal === undefined,
      );
      if (!next) return 'empty' as const;
      const sending: OutboxItem = { ...next, attempted: true };
      await storage.put(sending);
      const outcome = await send(sending);
      if (outcome.kind === 'delivered') {
        await storage.remove(next.key);
        result.delivered.push(sending);
        return 'next' as const;
      }
      if (outcome.kind === 'refused') {
        const refused = { ...sending, refusal: outcome.reason };
        await storage.put(refused);
        result.refused.push(refused);
        return 'next' as const;
      }
      return 'stop' as const;
    });
    if (step === 'empty') return result;
    if (step === 'stop') return { ...result, waiting: true };
  }
}

export type WithdrawResult = 'withdrawn' | 'gone' | 'maybeSent';

/**
 * Takes a waiting item back before it goes. Under the lock, so it never races a send; an item
 * whose send may have reached the server (`attempted`) stays: withdrawing it could not undo it.
 */
export function withdrawItem(
  storage: OutboxStorage,
  lock: Lock,
  key: string,
): Promise<WithdrawResult> {
  return lock(async () => {
    const item = await storage.get(key);
    if (!item) return 'gone';
    if (item.attempted && item.refusal === undefined) return 'maybeSent';
    await storage.remove(key);
    return 'withdrawn';
  });
}
