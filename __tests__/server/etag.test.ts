import { call, createTestApp, tokenOf, type TestApp } from './helpers';

// Decision 040: the calendar and the menus answer an ETag, and 304 without a body to a
// client that sends back the ETag of the copy it holds, until the content changes.

let t: TestApp;
let token: string;
let child: number;
let unitId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, 'parent_a');
  const identities = await call(t.app, { url: '/api/associated/user/identity', token });
  ({ associatedUserId: child, unitId } = identities.json().data[0]);
});
afterAll(() => t.close());

const month = (ifNoneMatch?: string) =>
  call(t.app, {
    url: '/api/meal/axis/year/2026/month/3?diningType=Lunch',
    token,
    headers: {
      associatedUser: String(child),
      ...(ifNoneMatch && { 'if-none-match': ifNoneMatch }),
    },
  });

it('the month calendar answers 304 and no body to its own ETag, and still no-store', async () => {
  const first = await month();
  expect(first.statusCode).toBe(200);
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^W\/".+"$/);
  const again = await month(etag);
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers['cache-control']).toBe('no-store');
  // Another copy's tag is no match: the whole answer again.
  const other = await month('W/"something-else"');
  expect(other.statusCode).toBe(200);
  expect(other.json().data.items).toEqual(first.json().data.items);
});

it('a change to the month gives a new ETag: the old one answers the new content', async () => {
  const first = await month();
  const etag = first.headers.etag as string;
  const day = (first.json().data.items as { value: string; mealAxisStatus: string }[]).find(
    (item) => item.mealAxisStatus === 'UnOrder',
  )!.value;
  const { sql } = await import('drizzle-orm');
  await t.app.database.db.execute(
    sql`insert into school_calendar (unit_id, date, kind, name) values (${unitId}, ${day}, 'Holiday', 'etag test')`,
  );
  const changed = await month(etag);
  expect(changed.statusCode).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
  const status = (changed.json().data.items as { value: string; mealAxisStatus: string }[]).find(
    (item) => item.value === day,
  )?.mealAxisStatus;
  expect(status).toBe('Holiday');
});

it('the menu publicity answers 304 to its ETag; a refusal carries none', async () => {
  const first = await call(t.app, { url: `/api/publicity/${unitId}/menus` });
  expect(first.statusCode).toBe(200);
  const etag = first.headers.etag as string;
  expect(etag).toBeTruthy();
  const again = await call(t.app, {
    url: `/api/publicity/${unitId}/menus`,
    headers: { 'if-none-match': etag },
  });
  expect(again.statusCode).toBe(304);
  const refused = await call(t.app, {
    url: '/api/meal/axis/year/2026/month/3?diningType=Lunch',
    headers: { 'if-none-match': etag },
  });
  expect(refused.statusCode).toBe(401);
  expect(refused.headers.etag).toBeUndefined();
});
