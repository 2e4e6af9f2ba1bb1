import { call, createTestApp, tokenOf, type TestApp } from '../helpers';

// The test clock starts on Monday 2026-03-16, 10:00 in Shanghai. The demo seed orders lunches for
// 张小明 (parent_a's first child) over the two weeks before (eaten, two rated, 03-04 a collective
// leave) and the two weeks from today (paid, one on leave, the last one unpaid).

let t: TestApp;
let tokenA: string;
let tokenB: string;
let xiaoming: number;
let xiaohong: number;
let lihua: number;

beforeAll(async () => {
  t = await createTestApp();
  tokenA = await tokenOf(t.app, 'parent_a');
  tokenB = await tokenOf(t.app, 'parent_b');
  const idsA = (await call(t.app, { url: '/api/associated/user/identity', token: tokenA })).json()
    .data as {
    associatedUserId: number;
    userName: string;
  }[];
  xiaoming = idsA.find((i) => i.userName === '张小明')!.associatedUserId;
  xiaohong = idsA.find((i) => i.userName === '张小红')!.associatedUserId;
  const idsB = (await call(t.app, { url: '/api/associated/user/identity', token: tokenB })).json()
    .data as {
    associatedUserId: number;
  }[];
  lihua = idsB[0]!.associatedUserId;
});
afterAll(() => t.close());

const as = (token: string, child: number) => ({
  token,
  headers: { associatedUser: String(child) },
});

type Item = { value: string; style: string; mealAxisStatus: string; mealBoxId: number | null };

async function month(token: string, child: number, y = 2026, m = 3, diningType = 'Lunch') {
  const response = await call(t.app, {
    url: `/api/meal/axis/year/${y}/month/${m}?diningType=${diningType}`,
    ...as(token, child),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { today: string; items: Item[]; generatedAt: string };
}

const byDate = (items: Item[]) => new Map(items.map((item) => [item.value, item]));

describe('GET /api/meal/axis/year/{y}/month/{m}', () => {
  it("derives every status and style of the demo child's March lunches", async () => {
    const data = await month(tokenA, xiaoming);
    expect(data.today).toBe('2026-03-16');
    expect(data.items).toHaveLength(31);
    const days = byDate(data.items);
    expect(days.get('2026-03-02')).toMatchObject({
      mealAxisStatus: 'Evaluate',
      style: 'commented',
    });
    expect(days.get('2026-03-03')).toMatchObject({
      mealAxisStatus: 'Evaluate',
      style: 'commented',
    });
    expect(days.get('2026-03-04')).toMatchObject({
      mealAxisStatus: 'CollectivityLeave',
      style: 'leave',
    });
    expect(days.get('2026-03-13')).toMatchObject({
      mealAxisStatus: 'Meals',
      style: 'awaitComment',
    });
    expect(days.get('2026-03-14')).toMatchObject({ mealAxisStatus: 'Weekend', style: 'blank' });
    // Today, ordered, before lunch is over: the neutral today marker.
    expect(days.get('2026-03-16')).toMatchObject({ mealAxisStatus: 'Order', style: 'today' });
    expect(days.get('2026-03-17')).toMatchObject({ mealAxisStatus: 'Leave', style: 'leave' });
    expect(days.get('2026-03-18')).toMatchObject({ mealAxisStatus: 'Order', style: 'completed' });
    expect(days.get('2026-03-25')).toMatchObject({ mealAxisStatus: 'Holiday', style: 'blank' });
    expect(days.get('2026-03-27')).toMatchObject({ mealAxisStatus: 'Reserve', style: 'completed' });
    expect(days.get('2026-03-30')).toMatchObject({ mealAxisStatus: 'UnOrder', style: 'blank' });
    expect(days.get('2026-03-18')!.mealBoxId).toEqual(expect.any(Number));
  });

  it('turns today into Meals once lunch has been served', async () => {
    t.clock.advance(3 * 60 * 60 * 1000); // 13:00
    try {
      const days = byDate((await month(tokenA, xiaoming)).items);
      expect(days.get('2026-03-16')).toMatchObject({ mealAxisStatus: 'Meals', style: 'today' });
    } finally {
      t.clock.advance(-3 * 60 * 60 * 1000);
    }
  });

  it("answers another account's child as 404 and refuses a bad month", async () => {
    const other = await call(t.app, {
      url: '/api/meal/axis/year/2026/month/3',
      ...as(tokenB, xiaoming),
    });
    expect(other.statusCode).toBe(404);
    const bad = await call(t.app, {
      url: '/api/meal/axis/year/2026/month/13',
      ...as(tokenA, xiaoming),
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await call(t.app, { url: '/api/meal/axis/year/2026/month/3' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('day, meal box, logs, year, order count', () => {
  it('lists a day per dining type and opens its meal box with weights and allergens', async () => {
    const day = await call(t.app, {
      url: '/api/meal/axis/year/2026/month/3/day/18',
      ...as(tokenA, xiaoming),
    });
    const entries = day.json().data as {
      diningType: string;
      mealAxisStatus: string;
      mealBoxId: number;
    }[];
    expect(entries.map((e) => e.diningType)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    const lunch = entries.find((e) => e.diningType === 'Lunch')!;
    expect(lunch.mealAxisStatus).toBe('Order');
    const box = await call(t.app, {
      url: `/api/meal/axis/mealbox/${lunch.mealBoxId}`,
      ...as(tokenA, xiaoming),
    });
    expect(box.statusCode).toBe(200);
    const data = box.json().data;
    expect(data).toMatchObject({ date: '2026-03-18', diningType: 'Lunch', mealKind: 'Ordinary' });
    expect(data.dishesWeights.length).toBeGreaterThan(0);
    for (const dish of data.dishesWeights) {
      expect(dish.weight).toBeGreaterThan(0);
      expect(dish.allergens === null || Array.isArray(dish.allergens)).toBe(true);
    }
    const invalidDay = await call(t.app, {
      url: '/api/meal/axis/year/2026/month/2/day/30',
      ...as(tokenA, xiaoming),
    });
    expect(invalidDay.statusCode).toBe(400);
  });

  it("answers today's box for id 0 and hides another school's or account's boxes", async () => {
    const today = await call(t.app, {
      url: '/api/meal/axis/mealbox/0?diningType=Lunch',
      ...as(tokenB, lihua),
    });
    expect(today.json().data).toMatchObject({ date: '2026-03-16', mealKind: 'Muslim' });
    const other = await call(t.app, {
      url: '/api/meal/axis/mealbox/999999',
      ...as(tokenA, xiaoming),
    });
    expect(other.statusCode).toBe(404);
  });

  it('logs eaten days by month with counts, and sums the year per status', async () => {
    const logs = (await call(t.app, { url: '/api/meal/axis/logs', ...as(tokenA, xiaoming) })).json()
      .data;
    expect(logs[0].logDate).toBe('2026-03');
    const days = new Map(
      (logs[0].mealLogs as { mealsDate: string; mealAxisStatus: string; count: number }[]).map(
        (d) => [d.mealsDate, d],
      ),
    );
    expect(days.get('2026-03-02')).toEqual({
      mealsDate: '2026-03-02',
      mealAxisStatus: 'Evaluate',
      count: 1,
    });
    expect(days.get('2026-03-13')).toEqual({
      mealsDate: '2026-03-13',
      mealAxisStatus: 'Meals',
      count: 1,
    });
    expect(days.has('2026-03-04')).toBe(false);
    const year = (
      await call(t.app, {
        url: '/api/meal/axis/year?year=2026&diningType=Lunch',
        ...as(tokenA, xiaoming),
      })
    ).json().data;
    expect(year).toHaveLength(12);
    expect(year[2]).toMatchObject({
      month: '2026-03',
      statusCounts: { Evaluate: 2, CollectivityLeave: 1, Leave: 1, Reserve: 1 },
    });
  });

  it("counts ordered meals from today on, only for the caller's own children", async () => {
    const mine = await call(t.app, {
      url: `/api/meal/axis/associated/user/${xiaohong}/order/count`,
      token: tokenA,
    });
    expect(mine.json().data).toEqual({ count: 5 });
    const other = await call(t.app, {
      url: `/api/meal/axis/associated/user/${lihua}/order/count`,
      token: tokenA,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('ratings', () => {
  const answers = [
    { itemId: 1, indexIds: [4] },
    { itemId: 4, indexIds: [], content: '米饭有点硬' },
  ];

  it('lists the indicators with input and other types', async () => {
    const items = (await call(t.app, { url: '/api/meal/comment/item', token: tokenA })).json().data;
    expect(items.map((i: { mealCommentItemType: string }) => i.mealCommentItemType)).toEqual([
      'Star',
      'Choice',
      'Choice',
      'Input',
    ]);
    expect(items[0].mealCommentIndices[0]).toEqual({ id: 1, name: '1星', isActive: false });
  });

  it('rates an eaten meal once; the day becomes Evaluate; a second rating is 409', async () => {
    const first = await call(t.app, {
      method: 'POST',
      url: '/api/meal/comment',
      ...as(tokenA, xiaoming),
      body: { mealsDate: '2026-03-13', diningType: 'Lunch', items: answers },
    });
    expect(first.statusCode).toBe(200);
    const comment = first.json().data;
    expect(
      comment.items[0].mealCommentIndices.find((i: { isActive: boolean }) => i.isActive).name,
    ).toBe('4星');
    expect(comment.items[3].content).toBe('米饭有点硬');
    const days = byDate((await month(tokenA, xiaoming)).items);
    expect(days.get('2026-03-13')).toMatchObject({
      mealAxisStatus: 'Evaluate',
      style: 'commented',
    });
    const read = await call(t.app, {
      url: '/api/meal/comment?mealsDate=2026-03-13&diningType=Lunch',
      ...as(tokenA, xiaoming),
    });
    expect(read.json().data.id).toBe(comment.id);
    const again = await call(t.app, {
      method: 'POST',
      url: '/api/meal/comment',
      ...as(tokenA, xiaoming),
      body: { mealsDate: '2026-03-13', diningType: 'Lunch', items: answers },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: '该餐已评价' });
  });

  it('refuses meals not served: future, on leave, collective leave, not ordered, another dining type', async () => {
    for (const [mealsDate, diningType] of [
      ['2026-03-18', 'Lunch'],
      ['2026-03-17', 'Lunch'],
      ['2026-03-04', 'Lunch'],
      ['2026-03-12', 'Dinner'],
    ]) {
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/meal/comment',
        ...as(tokenA, xiaoming),
        body: { mealsDate, diningType, items: answers },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('NOT_SERVED');
    }
  });

  it('refuses unknown indices and a rating without the overall score; writes nothing', async () => {
    const unknown = await call(t.app, {
      method: 'POST',
      url: '/api/meal/comment',
      ...as(tokenA, xiaoming),
      body: {
        mealsDate: '2026-03-12',
        diningType: 'Lunch',
        items: [{ itemId: 1, indexIds: [99] }],
      },
    });
    expect(unknown.statusCode).toBe(400);
    const noOverall = await call(t.app, {
      method: 'POST',
      url: '/api/meal/comment',
      ...as(tokenA, xiaoming),
      body: {
        mealsDate: '2026-03-12',
        diningType: 'Lunch',
        items: [{ itemId: 2, indexIds: [11] }],
      },
    });
    expect(noOverall.statusCode).toBe(400);
    const read = await call(t.app, {
      url: '/api/meal/comment?mealsDate=2026-03-12&diningType=Lunch',
      ...as(tokenA, xiaoming),
    });
    expect(read.json().data).toBeNull();
  });

  it('a rating resent under its Idempotency-Key answers the first rating, not already rated', async () => {
    const rate = (key: string, items = answers) =>
      call(t.app, {
        method: 'POST',
        url: '/api/meal/comment',
        token: tokenA,
        headers: { associatedUser: String(xiaoming), 'idempotency-key': key },
        body: { mealsDate: '2026-03-11', diningType: 'Lunch', items },
      });
    const first = await rate('outbox-rating-1');
    expect(first.statusCode).toBe(200);
    const replay = await rate('outbox-rating-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.id).toBe(first.json().data.id);
    // Another intent (another key) for the same meal is still refused; the first key with another
    // rating is a different payload.
    const other = await rate('outbox-rating-2');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ success: false, code: 'ALREADY_RATED' });
    const changed = await rate('outbox-rating-1', [{ itemId: 1, indexIds: [1] }]);
    expect(changed.statusCode).toBe(422);
  });

  it("cannot rate or read another account's child", async () => {
    const rate = await call(t.app, {
      method: 'POST',
      url: '/api/meal/comment',
      ...as(tokenB, xiaoming),
      body: { mealsDate: '2026-03-12', diningType: 'Lunch', items: answers },
    });
    expect(rate.statusCode).toBe(404);
    const read = await call(t.app, {
      url: '/api/meal/comment?mealsDate=2026-03-02&diningType=Lunch',
      ...as(tokenB, xiaoming),
    });
    expect(read.statusCode).toBe(404);
  });
});

describe('service business', () => {
  it('combines unit and dining switches, and says whether the dining type applies', async () => {
    const lunch = (
      await call(t.app, { url: '/api/service/business/Lunch/2026-03-18', ...as(tokenA, xiaoming) })
    ).json().data;
    expect(lunch).toMatchObject({
      applies: true,
      serveStart: '11:50',
      orderDeadline: '2026-03-17T08:00:00.000Z',
    });
    expect(lunch.functionalSwitch).toMatchObject({ order: true, monthOrder: true, evaluate: true });
    const breakfast = (
      await call(t.app, {
        url: '/api/service/business/Breakfast/2026-03-18',
        ...as(tokenA, xiaoming),
      })
    ).json().data;
    expect(breakfast.functionalSwitch.monthOrder).toBe(false);
    const saturday = (
      await call(t.app, { url: '/api/service/business/2026-03-21', ...as(tokenA, xiaoming) })
    ).json().data;
    expect(saturday.map((s: { applies: boolean }) => s.applies)).toEqual([false, false, false]);
    const prices = (
      await call(t.app, { url: '/api/meal/business?diningType=Lunch', ...as(tokenB, lihua) })
    ).json().data;
    expect(prices).toMatchObject({ mealKind: 'Muslim', prices: { Ordinary: 1500, Muslim: 1700 } });
  });

  it("shows the school's caterer, its images and brief; other ids are 404", async () => {
    const business = (
      await call(t.app, { url: '/api/business/student/service/business', ...as(tokenA, xiaoming) })
    ).json().data;
    expect(business.name).toBe('阳光餐饮管理有限公司');
    const images = await call(t.app, { url: `/api/business/images/${business.id}`, token: tokenA });
    expect(images.json().data).toHaveLength(2);
    const brief = await call(t.app, { url: `/api/business/brief/${business.id}`, token: tokenA });
    expect(brief.json().data.content).toContain('中央厨房');
    expect(
      (await call(t.app, { url: '/api/business/brief/999999', token: tokenA })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, { url: '/api/business/images/999999', token: tokenA })).statusCode,
    ).toBe(404);
    const schools = (await call(t.app, { url: '/api/school/all', token: tokenA })).json().data as {
      id: number;
      name: string;
    }[];
    const mine = schools.find((school) => school.name === '阳光实验小学')!;
    const other = schools.find((school) => school.name === '明德中学')!;
    const listed = await call(t.app, {
      url: `/api/business/${mine.id}/service/school?page=0&size=10`,
      token: tokenA,
    });
    expect(listed.json().data).toMatchObject({ total: 1, page: 0, content: [{ id: business.id }] });
    expect(
      (await call(t.app, { url: `/api/business/${other.id}/service/school`, token: tokenA }))
        .statusCode,
    ).toBe(404);
  });
});
