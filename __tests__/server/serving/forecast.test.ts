import { addDays, isoWeekday } from '@/server/core/db/dates';
import { prng } from '@/server/demo/seedServing';
import { forecastMeals, type HistoryRecord } from '@/server/domains/serving/forecast';

// Decision 078: the forecast recovers a known weekday pattern from a generated term. Two classes
// of 30 children over 20 weeks; each child collects on Monday with probability 0.95, Tuesday
// 0.90, Wednesday 0.80, Thursday 0.90 and Friday 0.70 (one Bernoulli draw per child, so the
// day's count is binomial). Six weeks of 30 draws give a standard error of at most
// sqrt(0.7 × 0.3 / 180) ≈ 0.034, so ±0.05 holds for a seeded run and stays meaningful.

const PATTERN: Record<number, number> = { 1: 0.95, 2: 0.9, 3: 0.8, 4: 0.9, 5: 0.7 };
const FIRST_MONDAY = '2026-03-02';

function term(weeks: number, seed: number): HistoryRecord[] {
  const random = prng(seed);
  const records: HistoryRecord[] = [];
  for (let day = 0; day < weeks * 7; day++) {
    const date = addDays(FIRST_MONDAY, day);
    const rate = PATTERN[isoWeekday(date)];
    if (rate === undefined) continue;
    for (const classesId of [1, 2]) {
      let collected = 0;
      for (let child = 0; child < 30; child++) if (random() < rate) collected += 1;
      records.push({ date, classesId, expected: 30, collected });
    }
  }
  return records;
}

describe('the forecast of who will eat', () => {
  const history = term(20, 78);
  const next = addDays(FIRST_MONDAY, 20 * 7);

  it.each([1, 2, 3, 4, 5])('recovers weekday %i’s collection rate within ±0.05', (day) => {
    const date = addDays(next, day - 1);
    for (const classesId of [1, 2]) {
      const { forecast, basis } = forecastMeals(history, { date, classesId, hard: 30 });
      expect(basis.method).toBe('weekday');
      expect(basis.days).toBe(6);
      expect(basis.expected).toBe(180);
      expect(Math.abs(basis.rate! - PATTERN[day]!)).toBeLessThanOrEqual(0.05);
      expect(forecast).toBe(Math.round(30 * (basis.collected / basis.expected)));
    }
  });

  it('reads only the history before the date, and never forecasts above the hard count', () => {
    const monday = addDays(FIRST_MONDAY, 7);
    // One Monday before: too few for a weekday rate, so the class's days so far.
    const early = forecastMeals(history, { date: monday, classesId: 1, hard: 28 });
    expect(early.basis.method).toBe('class');
    expect(early.basis.days).toBe(5);
    expect(early.forecast).toBeLessThanOrEqual(28);
    const full = forecastMeals(
      [{ date: '2026-03-02', classesId: 1, expected: 10, collected: 12 }],
      {
        date: '2026-03-09',
        classesId: 1,
        hard: 10,
      },
    );
    expect(full.forecast).toBe(10);
    expect(full.basis.rate).toBe(1);
  });

  it('falls back from the weekday to the class, the school, and the hard count', () => {
    const date = addDays(next, 2);
    const onlyMondays = history.filter((record) => isoWeekday(record.date) === 1);
    const ofClass = forecastMeals(onlyMondays, { date, classesId: 1, hard: 30 });
    expect(ofClass.basis.method).toBe('class');
    expect(ofClass.basis.days).toBe(20);
    expect(Math.abs(ofClass.basis.rate! - 0.95)).toBeLessThanOrEqual(0.05);

    const school = forecastMeals(history, { date, classesId: 3, hard: 20 });
    expect(school.basis.method).toBe('school');
    expect(school.basis.days).toBe(20);
    expect(school.basis.expected).toBe(20 * 2 * 30);
    expect(school.forecast).toBe(Math.round(20 * (school.basis.collected / school.basis.expected)));

    const none = forecastMeals([], { date, classesId: 1, hard: 17 });
    expect(none).toEqual({
      forecast: 17,
      basis: { method: 'none', rate: null, expected: 0, collected: 0, days: 0 },
    });
    // Days where nothing was expected (everyone on leave) are no history.
    const empty = forecastMeals([{ date: '2026-03-02', classesId: 1, expected: 0, collected: 0 }], {
      date,
      classesId: 1,
      hard: 5,
    });
    expect(empty.basis.method).toBe('none');
  });
});
