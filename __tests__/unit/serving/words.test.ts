import { childOfCode } from '@/lib/api/serving';
import { ApiError } from '@/lib/api/errors';
import { setLocale } from '@/lib/i18n';
import { outboxLabel } from '@/lib/outbox/labels';
import type { OutboxItem } from '@/lib/outbox/schema';
import { classTitle, refusalText, schoolTime, schoolToday } from '@/lib/serving/words';

// The serving line's words (decision 078): refusals by their code in the user's language, the
// school's clock, the child a code names (for the outbox's item), and a class named once.

afterEach(async () => {
  await setLocale('zh-CN');
});

const refusal = (code: string, message = '') => new ApiError(409, code, message);

it('says each refusal by its code, with the time the server named, in either language', async () => {
  expect(refusalText(refusal('ALREADY_COLLECTED', '已于 12:05 取餐'))).toBe(
    '已于 12:05 取餐，不能重复取餐',
  );
  expect(refusalText(refusal('ALREADY_COLLECTED'))).toBe('已取过餐，不能重复取餐');
  expect(refusalText(refusal('ON_LEAVE'))).toBe('该生这一餐已请假，不能取餐');
  await setLocale('en');
  expect(refusalText(refusal('ALREADY_COLLECTED', '已于 7:40 取餐'))).toBe(
    'Already collected at 7:40; a meal is collected only once',
  );
  expect(refusalText(refusal('NOT_ORDERED'))).toBe('This child has not ordered this meal');
  expect(refusalText(new ApiError(404, 'MEAL_CODE_INVALID', ''))).toBe(
    "Unknown meal code (not this school's code for today)",
  );
});

it("reads times and today on the school's clock", () => {
  expect(schoolTime('2026-11-26T04:05:00.000Z')).toBe('12:05');
  expect(schoolTime(null)).toBe('');
  // 23:30 UTC is already the next morning in Shanghai.
  expect(schoolToday(Date.parse('2026-11-26T23:30:00.000Z'))).toBe('2026-11-27');
});

it('finds the child a meal code names, else 0', () => {
  expect(childOfCode('canteen-meal:1:101:2026-11-26:Lunch:abc')).toBe(101);
  expect(childOfCode('something-else')).toBe(0);
});

it('names a class once', () => {
  expect(classTitle('三年级', '1班')).toBe('三年级 1班');
  expect(classTitle('三年级', '三年级1班')).toBe('三年级1班');
});

it('names a serving item in the outbox by the words it was queued with', () => {
  const item: OutboxItem = {
    key: 'k',
    account: 'a',
    kind: 'collect',
    body: { associatedUserId: 1, date: '2026-11-26', diningType: 'Lunch' },
    headers: {},
    child: 1,
    date: '2026-11-26',
    diningType: 'Lunch',
    label: '取餐 张小明 2026-11-26 午餐',
    createdAt: 1,
    attempted: false,
  };
  expect(outboxLabel(item)).toBe('取餐 张小明 2026-11-26 午餐');
  expect(outboxLabel({ ...item, label: undefined })).toBe('2026-11-26 午餐');
});
