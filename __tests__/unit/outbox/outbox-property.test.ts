import fc from 'fast-check';
import { deliverOutbox, withdrawItem, type Outcome } from '@/lib/outbox/deliver';
import { memoryLock, type Lock } from '@/lib/outbox/lock';
import type { OutboxItem } from '@/lib/outbox/schema';
import type { OutboxStorage } from '@/lib/outbox/storage';

// Random sequences of online / offline / add / withdraw / send (from one tab or two at once) /
// an answer lost / a tab closed mid-send and reopened / the cut-off passing / another account
// signing in. The storage outlives the tabs (IndexedDB); the server keeps one answer per
// Idempotency-Key. Afterwards, once the network is back and the outbox drained: every item
// was applied exactly once or reported refused, never applied twice, never lost, never sent by
// another account, and nothing withdrawn was applied.

type Action =
  | { t: 'online' }
  | { t: 'offline' }
  | { t: 'add'; refusable: boolean }
  | { t: 'withdraw'; pick: number }
  | { t: 'send'; tabs: 1 | 2 }
  | { t: 'loseAnswer' }
  | { t: 'closeTabMidSend' }
  | { t: 'reopen' }
  | { t: 'cutOff' }
  | { t: 'switchAccount' };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.constant({ t: 'online' as const }),
  fc.constant({ t: 'offline' as const }),
  fc.record({ t: fc.constant('add' as const), refusable: fc.boolean() }),
  fc.record({ t: fc.constant('withdraw' as const), pick: fc.nat({ max: 30 }) }),
  fc.record({ t: fc.constant('send' as const), tabs: fc.constantFrom(1 as const, 2 as const) }),
  fc.constant({ t: 'loseAnswer' as const }),
  fc.constant({ t: 'closeTabMidSend' as const }),
  fc.constant({ t: 'reopen' as const }),
  fc.constant({ t: 'cutOff' as const }),
  fc.constant({ t: 'switchAccount' as const }),
);

/** IndexedDB: survives closing the tab. */
function memoryStorage(): OutboxStorage & { items: Map<string, OutboxItem> } {
  const items = new Map<string, OutboxItem>();
  const owners = new Map<string, string>();
  // A yield between steps, so two senders interleave the way IndexedDB calls do.
  const tick = () => Promise.resolve();
  return {
    items,
    async all() {
      await tick();
      return [...items.values()].sort((a, b) => a.createdAt - b.createdAt);
    },
    async get(key) {
      await tick();
      return items.get(key);
    },
    async put(item) {
      await tick();
      items.set(item.key, { ...item });
    },
    async remove(key) {
      await tick();
      items.delete(key);
    },
    async ownerOf(hash) {
      return owners.get(hash);
    },
    async setOwner(hash, account) {
      owners.set(hash, account);
    },
  };
}

class TabClosed extends Error {}

interface World {
  storage: ReturnType<typeof memoryStorage>;
  online: boolean;
  loseNext: boolean;
  crashNext: boolean;
  cutOffPassed: boolean;
  account: string;
  /** Server: how often each key's intent was applied, and the answer kept per key. */
  applied: Map<string, number>;
  answers: Map<string, Outcome>;
  refusable: Set<string>;
  wrongAccount: number;
  inFlight: number;
  maxInFlight: number;
}

function serverSend(world: World, sender: string) {
  return async (item: OutboxItem): Promise<Outcome> => {
    world.inFlight += 1;
    world.maxInFlight = Math.max(world.maxInFlight, world.inFlight);
    try {
      await Promise.resolve();
      if (!world.online) return { kind: 'unreachable' };
      if (item.account !== sender) world.wrongAccount += 1;
      let answer = world.answers.get(item.key);
      if (!answer) {
        if (world.refusable.has(item.key) && world.cutOffPassed) {
          answer = { kind: 'refused', reason: 'cut-off passed' };
        } else {
          world.applied.set(item.key, (world.applied.get(item.key) ?? 0) + 1);
          answer = { kind: 'delivered' };
        }
        world.answers.set(item.key, answer);
      }
      if (world.crashNext) {
        world.crashNext = false;
        throw new TabClosed();
      }
      if (world.loseNext) {
        world.loseNext = false;
        return { kind: 'unreachable' };
      }
      return answer;
    } finally {
      world.inFlight -= 1;
    }
  };
}

async function sendFrom(world: World, lock: Lock): Promise<void> {
  const account = world.account;
  await deliverOutbox({
    storage: world.storage,
    lock,
    account,
    send: serverSend(world, account),
  }).catch((error: unknown) => {
    if (!(error instanceof TabClosed)) throw error;
  });
}

async function run(actions: Action[]): Promise<void> {
  const world: World = {
    storage: memoryStorage(),
    online: false,
    loseNext: false,
    crashNext: false,
    cutOffPassed: false,
    account: 'A',
    applied: new Map(),
    answers: new Map(),
    refusable: new Set(),
    wrongAccount: 0,
    inFlight: 0,
    maxInFlight: 0,
  };
  // Web Locks are per origin: every tab and the worker share one. A closed tab releases it.
  let lock = memoryLock();
  const added: OutboxItem[] = [];
  const withdrawn = new Set<string>();
  let clock = 0;

  for (const step of actions) {
    switch (step.t) {
      case 'online':
        world.online = true;
        break;
      case 'offline':
        world.online = false;
        break;
      case 'add': {
        const item: OutboxItem = {
          key: `key-${added.length}`,
          account: world.account,
          kind: 'leave',
          body: { n: added.length },
          headers: {},
          child: 1,
          date: '2026-11-23',
          diningType: 'Lunch',
          createdAt: (clock += 1),
          attempted: false,
        };
        if (step.refusable) world.refusable.add(item.key);
        added.push(item);
        await world.storage.put(item);
        break;
      }
      case 'withdraw': {
        const target = added[step.pick % Math.max(added.length, 1)];
        if (!target) break;
        if ((await withdrawItem(world.storage, lock, target.key)) === 'withdrawn') {
          withdrawn.add(target.key);
        }
        break;
      }
      case 'send':
        if (step.tabs === 1) await sendFrom(world, lock);
        else await Promise.all([sendFrom(world, lock), sendFrom(world, lock)]);
        break;
      case 'loseAnswer':
        world.loseNext = true;
        break;
      case 'closeTabMidSend':
        world.crashNext = true;
        break;
      case 'reopen':
        lock = memoryLock();
        break;
      case 'cutOff':
        world.cutOffPassed = true;
        break;
      case 'switchAccount':
        world.account = world.account === 'A' ? 'B' : 'A';
        break;
    }
  }

  // The network comes back for good; each account signs in and its app drains the outbox.
  world.online = true;
  world.loseNext = false;
  world.crashNext = false;
  for (const account of ['A', 'B']) {
    world.account = account;
    const result = await deliverOutbox({
      storage: world.storage,
      lock,
      account,
      send: serverSend(world, account),
    });
    expect(result.waiting).toBe(false);
  }

  expect(world.wrongAccount).toBe(0);
  expect(world.maxInFlight).toBeLessThanOrEqual(1);
  for (const item of added) {
    const applied = world.applied.get(item.key) ?? 0;
    const left = world.storage.items.get(item.key);
    expect(applied).toBeLessThanOrEqual(1);
    if (withdrawn.has(item.key)) {
      expect(applied).toBe(0);
      expect(left).toBeUndefined();
    } else if (applied === 1) {
      expect(left).toBeUndefined();
    } else {
      // Not applied: it must be reported refused, and the server must have refused it.
      expect(left?.refusal).toBe('cut-off passed');
      expect(world.answers.get(item.key)?.kind).toBe('refused');
    }
  }
}

it('delivers every item exactly once or reports it refused, whatever the network does', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 40, size: 'max' }), (actions) =>
      run(actions),
    ),
    { numRuns: 300 },
  );
}, 60_000);
