import { eq } from 'drizzle-orm';
import { idempotencyKeys, ledger } from '@/server/domains/schema';
import { DomainError } from '@/server/core/errors';
import { createIdempotency, requestHash, STALE_AFTER_MS } from '@/server/core/http/idempotency';
import { balanceOf, post } from '@/server/domains/ledger';
import { accountIdOf, createTestApp, type TestApp } from '../helpers';
import { firstSchoolOf } from '../money';

// The idempotency store and the ledger, straight on the service layer (the order routes use them).

let t: TestApp;
let accountId: number;
let unitId: number;
beforeAll(async () => {
  t = await createTestApp();
  accountId = await accountIdOf(t.app, 'parent_a');
  unitId = await firstSchoolOf(t.app, accountId);
});
afterAll(() => t.close());

function service() {
  return createIdempotency(t.app.database.db, t.clock);
}

describe('idempotency keys', () => {
  it('runs 50 concurrent identical requests once: one charge, the rest in flight or replayed', async () => {
    const idem = service();
    const hash = requestHash('POST', '/x', { n: 1 });
    // The demo account already has a balance history (the demo's money): count what is new.
    const orderDays = async () =>
      (await t.app.database.db.select().from(ledger).where(eq(ledger.accountId, accountId))).filter(
        (row) => row.type === 'OrderDay',
      ).length;
    const before = await orderDays();
    let runs = 0;
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        idem.run(accountId, 'key-50', hash, async (tx) => {
          runs += 1;
          await post(tx, [
            { accountId, unitId, type: 'Recharge', amount: 500 },
            { accountId, unitId, type: 'OrderDay', amount: 500 },
          ]);
          return { charged: 500 };
        }),
      ),
    );
    expect(runs).toBe(1);
    const ok = results.filter((r) => r.status === 'fulfilled');
    const inFlight = results.filter(
      (r) => r.status === 'rejected' && (r.reason as DomainError).code === 'IDEMPOTENCY_IN_FLIGHT',
    );
    expect(ok.length + inFlight.length).toBe(50);
    expect(await orderDays()).toBe(before + 1);
    const replay = await idem.run(accountId, 'key-50', hash, async () => ({ charged: 999 }));
    expect(replay.body).toEqual({ success: true, data: { charged: 500 } });
  });

  it('refuses a different payload under the same key with 422', async () => {
    const idem = service();
    await idem.run(accountId, 'key-422', requestHash('POST', '/x', { n: 1 }), async () => 'first');
    await expect(
      idem.run(accountId, 'key-422', requestHash('POST', '/x', { n: 2 }), async () => 'second'),
    ).rejects.toMatchObject({
      code: 'IDEMPOTENCY_MISMATCH',
    });
  });

  it('replays a refusal instead of running again', async () => {
    const idem = service();
    const hash = requestHash('POST', '/x', { n: 3 });
    const first = await idem.run(accountId, 'key-refused', hash, async () => {
      throw new DomainError('INVALID_INPUT', 'no');
    });
    let ranAgain = false;
    const second = await idem.run(accountId, 'key-refused', hash, async () => {
      ranAgain = true;
      return 'yes';
    });
    expect(first).toEqual(second);
    expect(first.statusCode).toBe(400);
    expect(ranAgain).toBe(false);
  });

  it('releases the key after a crash inside the work, and takes over a stale claim', async () => {
    const idem = service();
    const hash = requestHash('POST', '/x', { n: 4 });
    await expect(
      idem.run(accountId, 'key-crash', hash, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await idem.run(accountId, 'key-crash', hash, async () => 'retried')).body).toEqual({
      success: true,
      data: 'retried',
    });

    // A claim left by a killed process: in flight at first, taken over once stale.
    await t.app.database.db
      .insert(idempotencyKeys)
      .values({ accountId, key: 'key-stale', requestHash: hash, createdAt: t.clock.now() });
    await expect(idem.run(accountId, 'key-stale', hash, async () => 'x')).rejects.toMatchObject({
      code: 'IDEMPOTENCY_IN_FLIGHT',
    });
    t.clock.advance(STALE_AFTER_MS + 1);
    expect((await idem.run(accountId, 'key-stale', hash, async () => 'taken over')).body).toEqual({
      success: true,
      data: 'taken over',
    });
  });
});

describe('ledger', () => {
  it('never lets the balance go negative and keeps it equal to the sum of rows', async () => {
    const db = t.app.database.db;
    const before = await db.transaction((tx) => balanceOf(tx, accountId, unitId));
    await expect(
      db.transaction((tx) =>
        post(tx, [{ accountId, unitId, type: 'OrderDay', amount: before + 1 }]),
      ),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await db.transaction((tx) => balanceOf(tx, accountId, unitId))).toBe(before);
    await db.transaction((tx) =>
      post(tx, [{ accountId, unitId, type: 'Leave_Settlement', amount: 700 }]),
    );
    expect(await db.transaction((tx) => balanceOf(tx, accountId, unitId))).toBe(before + 700);
  });
});
