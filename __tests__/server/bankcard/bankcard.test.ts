import { sql } from 'drizzle-orm';
import type { BankActivity, RecommendedActivity } from '@/lib/contract/bankcard';
import type { Identity } from '@/lib/contract/user';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';

// The five bank-card calls (decision 044). Activities of the children's schools, qualified ones
// (a card-only offer needs a bound bank card), recommendations acted on once, and 404 for
// anything of another account or school.

let t: TestApp;
let parentA: string;
let parentC: string;
let childOfA: Identity;
let childOfC: Identity;

beforeAll(async () => {
  t = await createTestApp();
  [parentA, parentC] = await Promise.all([tokenOf(t.app, 'parent_a'), tokenOf(t.app, 'parent_c')]);
  childOfA = (await call(t.app, { url: '/api/associated/user/identity', token: parentA })).json()
    .data[0];
  childOfC = (await call(t.app, { url: '/api/associated/user/identity', token: parentC })).json()
    .data[0];
});
afterAll(() => t.close());

const recommendedOf = async (token: string, child: Identity) =>
  call(t.app, {
    url: `/api/bankcard/unit/${child.unitId}/user/${child.associatedUserId}/recommended/activities`,
    token,
  });
const act = (token: string, child: number, recommendId: number, action: string) =>
  call(t.app, {
    method: 'POST',
    url: `/api/bankcard/user/${child}/recommended/activities/${recommendId}/${action}`,
    token,
  });

describe('bank-card activities', () => {
  it("lists the school's activities and only the qualified ones without a bound card", async () => {
    const all = (
      await call(t.app, {
        url: `/api/bankcard/units/${childOfA.unitId}/activities`,
        token: parentA,
      })
    ).json().data as BankActivity[];
    expect(all).toHaveLength(2);
    const qualified = (
      await call(t.app, { url: '/api/bankcard/activities/qualified', token: parentA })
    ).json().data as BankActivity[];
    expect(qualified.map((a) => a.title)).toEqual(['校园餐费满减']);
    const detail = await call(t.app, {
      url: `/api/bankcard/activities/${all[1]!.id}`,
      token: parentA,
    });
    expect(detail.json().data).toMatchObject({ title: all[1]!.title, requiresBankCard: true });
  });

  it("answers 404 for another school's activities and another account's child", async () => {
    const theirs = (
      await call(t.app, {
        url: `/api/bankcard/units/${childOfC.unitId}/activities`,
        token: parentC,
      })
    ).json().data as BankActivity[];
    expect(
      (
        await call(t.app, {
          url: `/api/bankcard/units/${childOfC.unitId}/activities`,
          token: parentA,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, { url: `/api/bankcard/activities/${theirs[0]!.id}`, token: parentA }))
        .statusCode,
    ).toBe(404);
    expect((await recommendedOf(parentA, childOfC)).statusCode).toBe(404);
    const [theirRecommendation] = (await recommendedOf(parentC, childOfC)).json()
      .data as RecommendedActivity[];
    expect(
      (await act(parentA, childOfC.associatedUserId, theirRecommendation!.id, 'Accept')).statusCode,
    ).toBe(404);
    // parent_a's own child with parent_c's recommendation id: still 404.
    expect(
      (await act(parentA, childOfA.associatedUserId, theirRecommendation!.id, 'Accept')).statusCode,
    ).toBe(404);
  });

  it('records the action on a recommendation once', async () => {
    const [recommendation] = (await recommendedOf(parentA, childOfA)).json()
      .data as RecommendedActivity[];
    expect(recommendation).toMatchObject({ action: null, activity: { title: '校园餐费满减' } });

    const first = await act(parentA, childOfA.associatedUserId, recommendation!.id, 'Accept');
    expect(first.json().data).toMatchObject({ id: recommendation!.id, action: 'Accept' });
    const again = await act(parentA, childOfA.associatedUserId, recommendation!.id, 'Accept');
    expect(again.json().data).toEqual(first.json().data);
    const changed = await act(parentA, childOfA.associatedUserId, recommendation!.id, 'Decline');
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ success: false, code: 'ALREADY_DECIDED' });

    const result = await t.app.database.db.execute(
      sql`select action, acted_at from bank_recommendations where id = ${recommendation!.id}`,
    );
    const rows = (result as unknown as { rows: { action: string; acted_at: unknown }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.action).toBe('Accept');
    expect((await recommendedOf(parentA, childOfA)).json().data[0].action).toBe('Accept');
  });

  it('refuses an unknown action with 400', async () => {
    const [recommendation] = (await recommendedOf(parentA, childOfA)).json().data;
    expect(
      (await act(parentA, childOfA.associatedUserId, recommendation.id, 'Maybe')).statusCode,
    ).toBe(400);
  });
});
