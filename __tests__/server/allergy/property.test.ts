import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { call, createTestApp, type TestApp } from '../helpers';
import { adminData, consoleTokens, firstChild, type ConsoleTokens } from '../console/console';
import { childInfo, declare, LUNCH, mondayOf, payAndApprove, place, review } from './world';

// Decision 080's invariant, over any sequence of menu publications, day orders, payments,
// profile declarations and reviews, and cancellations: no ordered meal (placed, paid, and so on
// the production sheet) of the child holds a verified allergen of the child unless an
// unresolved alert to the guardian stands for it; and placing such a meal is always refused.

const CODES = ['PEANUT', 'EGG', 'MILK'] as const;
const NAMES = ['测试甲菜', '测试乙菜', '测试丙菜', '测试丁菜'];

let t: TestApp;
let tokens: ConsoleTokens;
let child: number;
let kind: string;
let days: string[];
/** The model: the allergies the latest verified version holds. */
let verified = new Set<string>();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.app.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  child = await firstChild(t.app, tokens.parent);
  const info = await childInfo(t.app, child);
  kind = info.mealKind;
  // Three school days of a week ahead that have a published lunch and no order of the child yet.
  days = (
    await rows<{ date: string }>(
      sql`select m.date from menus m
          where m.unit_id = ${info.unitId} and m.dining_type = 'Lunch' and m.meal_kind = ${kind}
            and m.published_version is not null and m.date between '2026-03-30' and '2026-04-03'
            and not exists (select 1 from order_days o where o.associated_user_id = ${child}
              and o.date = m.date and o.dining_type = 'Lunch')
          order by m.date limit 3`,
    )
  ).map((row) => row.date);
  expect(days.length).toBeGreaterThan(0);
});
afterAll(() => t.close());

/** The current published dishes of a day's lunch, as frozen in its version. */
async function publishedDishes(date: string) {
  const [row] = await rows<{ dishes: { name: string; allergens: string[] | null }[] }>(
    sql`select v.dishes from menus m join menu_versions v
          on v.menu_id = m.id and v.version = m.published_version
        join associated_users u on u.unit_id = m.unit_id and u.id = ${child}
        where m.date = ${date} and m.dining_type = 'Lunch' and m.meal_kind = ${kind}`,
  );
  return row?.dishes ?? [];
}

const unsafe = (dishes: { allergens: string[] | null }[]) =>
  dishes.some((dish) => (dish.allergens ?? []).some((code) => verified.has(code)));

async function checkInvariant(): Promise<void> {
  const meals = await rows<{ id: number; date: string; standing: boolean }>(
    sql`select d.id, d.date, exists (select 1 from allergy_alerts a
          where a.order_day_id = d.id and a.resolved_at is null) as standing
        from order_days d
        where d.associated_user_id = ${child} and d.dining_type = 'Lunch' and d.state = 'Order'
          and d.date in (${sql.join(
            days.map((day) => sql`${day}`),
            sql`, `,
          )})`,
  );
  for (const meal of meals) {
    if (unsafe(await publishedDishes(meal.date)))
      expect({ meal: meal.id, date: meal.date, standing: meal.standing }).toEqual({
        meal: meal.id,
        date: meal.date,
        standing: true,
      });
  }
}

const dish = fc.record({
  name: fc.constantFrom(...NAMES),
  allergens: fc.option(fc.subarray([...CODES]), { nil: null }),
});

const step = fc.oneof(
  fc.record({
    kind: fc.constant('publish' as const),
    day: fc.nat(2),
    dishes: fc.uniqueArray(dish, { minLength: 1, maxLength: 3, selector: (d) => d.name }),
  }),
  fc.record({ kind: fc.constant('order' as const), day: fc.nat(2) }),
  fc.record({ kind: fc.constant('pay' as const) }),
  fc.record({
    kind: fc.constant('profile' as const),
    allergens: fc.subarray([...CODES]),
    verdict: fc.constantFrom('Verified', 'Rejected', 'Pending'),
  }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(3) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

async function run(action: Step): Promise<void> {
  switch (action.kind) {
    case 'publish': {
      const date = days[action.day % days.length]!;
      const saved = await call(t.app, {
        method: 'PUT',
        url: '/api/admin/menus',
        token: tokens.admin,
        body: {
          date,
          diningType: LUNCH,
          mealKind: kind,
          dishes: action.dishes.map((d) => ({ ...d, weightGrams: 100 })),
        },
      });
      expect(saved.statusCode).toBe(200);
      await adminData(t.app, tokens.admin, {
        method: 'POST',
        url: '/api/admin/menus/publish',
        body: { monday: mondayOf(date) },
      });
      return;
    }
    case 'order': {
      const date = days[action.day % days.length]!;
      const shouldRefuse = unsafe(await publishedDishes(date));
      const [held] = await rows<{ n: number }>(
        sql`select count(*)::int as n from order_days where associated_user_id = ${child}
              and date = ${date} and dining_type = 'Lunch' and state in ('Order', 'Leave')`,
      );
      const placed = await place(t.app, tokens.parent, child, kind, [date]);
      if (held!.n > 0) {
        expect(placed.json().code).toBe('ALREADY_ORDERED');
      } else if (shouldRefuse) {
        expect(placed.statusCode).toBe(409);
        expect(placed.json().code).toBe('MEAL_UNSAFE_FOR_CHILD');
      } else if (placed.statusCode !== 200) {
        expect(placed.json().code).toBe('ALREADY_ORDERED');
      }
      return;
    }
    case 'pay': {
      const [unpaid] = await rows<{ id: number }>(
        sql`select o.id from orders o where o.associated_user_id = ${child}
              and o.order_status = 'UnPay' and exists (select 1 from order_days d
                where d.order_id = o.id and d.state = 'Order')
            order by o.id desc limit 1`,
      );
      if (unpaid) await payAndApprove(t.app, tokens.parent, unpaid.id);
      return;
    }
    case 'profile': {
      const declared = await declare(
        t.app,
        tokens.parent,
        child,
        action.allergens.map((code) => ({ code, severity: 'Avoid' })),
      );
      expect(declared.statusCode).toBe(200);
      if (action.verdict === 'Pending') return;
      const version = declared.json().data.versions[0].version as number;
      const reviewed = await review(t.app, tokens.admin, child, version, action.verdict);
      expect(reviewed.statusCode).toBe(200);
      if (action.verdict === 'Verified') verified = new Set(action.allergens);
      return;
    }
    case 'cancel': {
      const alerts = (
        await call(t.app, { url: '/api/allergy/alerts', token: tokens.parent })
      ).json().data as { id: number; resolution: string | null }[];
      const standing = alerts.filter((alert) => alert.resolution === null);
      if (standing.length === 0) return;
      const target = standing[action.pick % standing.length]!;
      const cancelled = await call(t.app, {
        method: 'POST',
        url: `/api/allergy/alerts/${target.id}/cancel`,
        token: tokens.parent,
        headers: { 'idempotency-key': `cancel-${target.id}-${Math.random()}` },
      });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().data.resolution).toBe('Cancelled');
    }
  }
}

it('never leaves an ordered meal holding a verified allergen without a standing alert', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
      for (const action of steps) {
        await run(action);
        await checkInvariant();
      }
    }),
    {
      numRuns: 25,
      examples: [
        // Ordered and paid, then the allergy verified, then a menu adding it: alerts each time.
        [
          [
            { kind: 'order', day: 0 },
            { kind: 'pay' },
            { kind: 'profile', allergens: ['EGG'], verdict: 'Verified' },
            {
              kind: 'publish',
              day: 0,
              dishes: [{ name: '测试甲菜', allergens: ['EGG'] }],
            },
            { kind: 'profile', allergens: [], verdict: 'Verified' },
            { kind: 'profile', allergens: ['EGG', 'MILK'], verdict: 'Verified' },
          ],
        ],
      ],
    },
  );
}, 120_000);
