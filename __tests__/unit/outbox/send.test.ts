import { cancelLeave, requestLeave } from '@/lib/contract/leave';
import { rateMeal } from '@/lib/contract/meal';
import { collectMeal, scanMealCode } from '@/lib/contract/serving';
import { OUTBOX_PATHS, sendOutboxItem } from '@/lib/outbox/send';
import type { OutboxItem } from '@/lib/outbox/schema';

// Which answers end an item (delivered or refused) and which keep it for a resend under its key.

const item: OutboxItem = {
  key: 'key-1',
  account: 'acc',
  kind: 'rating',
  body: { mealsDate: '2026-03-11', diningType: 'Lunch', items: [] },
  headers: { associatedUser: '101' },
  child: 101,
  date: '2026-03-11',
  diningType: 'Lunch',
  createdAt: 1,
  attempted: false,
};

function answering(status: number, body: unknown) {
  const seen: Request[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    seen.push(new Request(url, init));
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { seen, fetcher };
}

it.each([
  [200, { success: true, data: {} }, { kind: 'delivered' }],
  [
    200,
    { success: false, message: '已过请假截止时间' },
    { kind: 'refused', reason: '已过请假截止时间' },
  ],
  [
    409,
    { success: false, message: '该餐已评价', code: 'ALREADY_RATED' },
    { kind: 'refused', reason: '该餐已评价' },
  ],
  [
    422,
    { success: false, message: 'x', code: 'IDEMPOTENCY_MISMATCH' },
    { kind: 'refused', reason: 'x' },
  ],
  [409, { success: false, code: 'IDEMPOTENCY_IN_FLIGHT' }, { kind: 'unreachable' }],
  [500, { success: false }, { kind: 'unreachable' }],
  [429, { success: false }, { kind: 'unreachable' }],
  [401, { success: false }, { kind: 'signedOut' }],
])('HTTP %i %j -> %j', async (status, body, outcome) => {
  const { fetcher } = answering(status, body);
  expect(await sendOutboxItem(item, 'tok', { base: 'http://x', fetcher })).toEqual(outcome);
});

it('sends the item once with its key, the bearer and the child headers', async () => {
  const { seen, fetcher } = answering(200, { success: true, data: {} });
  await sendOutboxItem(item, 'tok', { base: 'http://x', fetcher });
  expect(seen).toHaveLength(1);
  const request = seen[0]!;
  expect(request.url).toBe('http://x/api/meal/comment');
  expect(request.headers.get('Idempotency-Key')).toBe('key-1');
  expect(request.headers.get('Authorization')).toBe('Bearer tok');
  expect(request.headers.get('associatedUser')).toBe('101');
  expect(await request.json()).toEqual(item.body);
});

it('no answer at all keeps the item', async () => {
  const fetcher = (async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  expect(await sendOutboxItem(item, 'tok', { base: 'http://x', fetcher })).toEqual({
    kind: 'unreachable',
  });
});

it("posts to the contract's paths", () => {
  expect(OUTBOX_PATHS).toEqual({
    leave: requestLeave.path,
    cancelLeave: cancelLeave.path,
    rating: rateMeal.path,
    collect: collectMeal.path,
    scan: scanMealCode.path,
  });
});
