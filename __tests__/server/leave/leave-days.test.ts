import { fingerprint, call } from '../helpers';
import { ledgerBalance } from '../money';
import { moneyWorld } from '../prepayment/moneyWorld';

// Decision 086: leave for several days at once is all or nothing (each day checked against its
// cut-off and the child's paid meals, the refusal naming the day), with an optional reason kept
// on each leave and shown in the list. The test clock stands at Monday 2026-03-16 10:00 in
// Shanghai; lunch leave closes at 09:00 the same day.

const { world, post, balance, placePaid } = moneyWorld();

const ask = (body: object, token = world.tokenA) =>
  post(token, '/api/meal/leave', { associatedUserId: world.childA, diningType: 'Lunch', ...body });

async function leavesList() {
  const response = await call(world.t.app, {
    url: `/api/meal/leave/associated/user/${world.childA}?page=0&size=10`,
    token: world.tokenA,
  });
  return response.json().data.content as {
    leaveDate: string;
    reason?: string | null;
    credited: number;
  }[];
}

describe('leave for several days', () => {
  it('takes three days with a reason in one request, each credited and listed with the reason', async () => {
    const order = await placePaid(['2026-04-06', '2026-04-07', '2026-04-08']);
    const before = await balance(world.tokenA);
    const response = await ask({
      leaveDate: '2026-04-06',
      dates: ['2026-04-07', '2026-04-08'],
      reason: '  回老家探亲 ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toBe('Confirm');
    expect(await balance(world.tokenA)).toBe(before + order.amount);
    expect(await ledgerBalance(world.t.app, world.accountA)).toBe(before + order.amount);
    const listed = (await leavesList()).filter((l) => l.leaveDate.startsWith('2026-04-0'));
    expect(listed.map((l) => [l.leaveDate, l.reason])).toEqual([
      ['2026-04-08', '回老家探亲'],
      ['2026-04-07', '回老家探亲'],
      ['2026-04-06', '回老家探亲'],
    ]);
  });

  it('is all or nothing: one day without a paid meal refuses the whole request, naming it', async () => {
    await placePaid(['2026-04-09', '2026-04-10']);
    const before = await fingerprint(world.t.app);
    const response = await ask({ leaveDate: '2026-04-09', dates: ['2026-04-10', '2026-04-13'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'LEAVE_NOT_ALLOWED',
      message: '2026-04-13 没有已支付的订餐，无需请假，请去掉这天后再提交',
      data: { date: '2026-04-13' },
    });
    expect(await fingerprint(world.t.app)).toBe(before);
  });

  it('is all or nothing: one day past its cut-off refuses the whole request, naming it and when', async () => {
    // Today's lunch (2026-03-16) closed at 09:00; the seed holds paid meals this week.
    const before = await fingerprint(world.t.app);
    const response = await ask({ leaveDate: '2026-03-17', dates: ['2026-03-16'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'LEAVE_CLOSED',
      message: '2026-03-16 的请假已于 2026-03-16 09:00 截止，请去掉这天后再提交',
      data: { date: '2026-03-16' },
    });
    expect(await fingerprint(world.t.app)).toBe(before);
  });

  it('refuses a reason over 100 characters with words that say what to do, and more than 31 days', async () => {
    const before = await fingerprint(world.t.app);
    const long = await ask({ leaveDate: '2026-04-14', reason: '病'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('请假原因最多 100 个字，请删减后再提交');
    const many = Array.from(
      { length: 32 },
      (_, i) => `2026-05-${String((i % 28) + 1).padStart(2, '0')}`,
    );
    const tooMany = await ask({ leaveDate: '2026-04-14', dates: many });
    expect(tooMany.statusCode).toBe(400);
    const badDate = await ask({ leaveDate: '2026-04-14', dates: ['14/04/2026'] });
    expect(badDate.statusCode).toBe(400);
    expect(await fingerprint(world.t.app)).toBe(before);
  });

  it("another family's child answers 404 and nothing is written", async () => {
    const before = await fingerprint(world.t.app);
    const response = await post(world.tokenB, '/api/meal/leave', {
      associatedUserId: world.childA,
      leaveDate: '2026-04-14',
      dates: ['2026-04-15'],
      diningType: 'Lunch',
      reason: 'x',
    });
    expect(response.statusCode).toBe(404);
    expect(await fingerprint(world.t.app)).toBe(before);
  });
});
