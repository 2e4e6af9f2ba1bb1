import { mealCollections } from '@/server/domains/schema';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';
import { TODAY } from './serving';

// Decisions 020 and 064 for the serving line's calls (decision 078): ids past an int4, control
// characters and lone surrogates in a meal code, dates and dining types that are not ones, and
// a class id that is no number answer 400 naming the field, and nothing is stored. (The OpenAPI
// fuzz sends these calls as a teacher too.)

let t: TestApp;
let kitchen: string;
beforeAll(async () => {
  t = await createTestApp();
  // The demo's generated term of collections (seedServing) goes: these tests count their own.
  await t.app.database.db.delete(mealCollections);
  kitchen = await tokenOf(t.app, 'kitchen');
});
afterAll(() => t.close());

const TOO_LARGE = 2 ** 31;
const lunch = { date: TODAY, diningType: 'Lunch' };

it.each([
  ['POST', '/api/serving/collect', 'associatedUserId', { ...lunch, associatedUserId: TOO_LARGE }],
  ['POST', '/api/serving/collect', 'associatedUserId', { ...lunch, associatedUserId: '5' }],
  ['POST', '/api/serving/collect', 'date', { ...lunch, date: '2026-3-16', associatedUserId: 1 }],
  [
    'POST',
    '/api/serving/collect',
    'diningType',
    { ...lunch, diningType: 'Supper', associatedUserId: 1 },
  ],
  ['POST', '/api/serving/collect/undo', 'associatedUserId', { ...lunch, associatedUserId: -1 }],
  ['POST', '/api/serving/scan', 'code', { ...lunch, code: 'canteen-meal:1:\u0000:2026-03-16' }],
  ['POST', '/api/serving/scan', 'code', { ...lunch, code: 'canteen-meal:1:\ud800:2026-03-16' }],
  ['POST', '/api/serving/scan', 'code', { ...lunch, code: 'x'.repeat(201) }],
  ['GET', `/api/serving/class/${TOO_LARGE}?date=${TODAY}&diningType=Lunch`, 'classesId', undefined],
  ['GET', '/api/serving/class/abc?date=2026-03-16&diningType=Lunch', 'classesId', undefined],
  ['GET', '/api/serving/classes?date=16/03/2026&diningType=Lunch', 'date', undefined],
  ['GET', '/api/serving/child?date=2026-03-16&diningType=lunch', 'diningType', undefined],
] as const)(
  '%s %s with a bad %s answers 400 and stores nothing',
  async (method, url, field, body) => {
    const response = await call(t.app, {
      method,
      url,
      body,
      token: kitchen,
      headers: method === 'POST' ? { 'idempotency-key': `bad-${field}-${url.length}` } : undefined,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    expect(response.json().message).toContain(field);
    expect(await t.app.database.db.select().from(mealCollections)).toEqual([]);
  },
);
