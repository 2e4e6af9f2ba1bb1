import { setLocale } from '@/lib/i18n';
import { monthName, monthOfYear } from '@/lib/i18n/months';
import { ratingIndexName, ratingItemTitle } from '@/lib/i18n/areas/rating';
import { discountText } from '@/lib/money/discount';
import { orderDates } from '@/lib/order/dates';
import { kindLabel } from '@/lib/order/labels';
import { makeOrder } from '../../setup/factories';

// The words issue 26 found wrong in English: discounts, month names, 清真, the rating indicators.

afterEach(() => setLocale('zh-CN'));

const days = (...dates: string[]) =>
  dates.map((mealsDate, i) => ({
    id: i + 1,
    mealsDate,
    diningType: 'Lunch' as const,
    mealKind: 'Ordinary' as const,
    price: 1500,
    state: 'Order' as const,
  }));

describe('discounts', () => {
  it('says what is paid in Chinese and what is taken off in English', async () => {
    expect([discountText(80), discountText(85), discountText(100)]).toEqual([
      '8 折',
      '8.5 折',
      '无折扣',
    ]);
    await setLocale('en');
    expect([discountText(80), discountText(85), discountText(100)]).toEqual([
      '20% off',
      '15% off',
      'No discount',
    ]);
  });
});

describe('months', () => {
  it('are named in English and counted in Chinese', async () => {
    expect([monthName(1), monthName(12), monthOfYear('2027-01')]).toEqual([
      '1月',
      '12月',
      '2027年1月',
    ]);
    await setLocale('en');
    expect([monthName(1), monthName(12), monthOfYear('2027-01')]).toEqual([
      'January',
      'December',
      'January 2027',
    ]);
  });
});

describe('the dates an order covers', () => {
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date('2026-11-27T02:00:00.000Z'),
      doNotFake: ['queueMicrotask'],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('one day with its weekday, a range with its days, the year only when not this year', async () => {
    const one = makeOrder({ dayOrderDetails: days('2026-11-30') });
    const range = makeOrder({ dayOrderDetails: days('2026-12-31', '2026-12-01', '2026-12-02') });
    const across = makeOrder({ dayOrderDetails: days('2026-11-30', '2026-12-04') });
    const next = makeOrder({ dayOrderDetails: days('2027-01-04') });
    expect([one, range, across, next].map(orderDates)).toEqual([
      '11月30日（周一）',
      '12月1日–31日 · 3 天',
      '11月30日–12月4日 · 2 天',
      '2027年1月4日（周一）',
    ]);
    await setLocale('en');
    expect([one, range, across, next].map(orderDates)).toEqual([
      'Mon 30 Nov',
      '1–31 Dec · 3 days',
      '30 Nov–4 Dec · 2 days',
      'Mon 4 Jan 2027',
    ]);
  });
});

describe('清真 and the rating indicators in English', () => {
  it('calls a Muslim meal Halal', async () => {
    expect(kindLabel('Muslim')).toBe('清真餐');
    await setLocale('en');
    expect(kindLabel('Muslim')).toBe('Halal');
  });

  it('names the indicators by id in English, keeps the server words otherwise', async () => {
    expect(ratingItemTitle({ id: 2, title: '口味' })).toBe('口味');
    await setLocale('en');
    expect(ratingItemTitle({ id: 2, title: '口味' })).toBe('Taste');
    expect(ratingIndexName({ id: 11, name: '偏咸' })).toBe('Too salty');
    expect(ratingIndexName({ id: 99, name: '学校自定' })).toBe('学校自定');
  });
});
