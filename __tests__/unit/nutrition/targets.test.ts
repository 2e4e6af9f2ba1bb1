import {
  ageFromBirthYear,
  ageGroupOfAge,
  ageOfGrade,
  DAILY_SUPPLY,
  mealTarget,
  STANDARD,
} from '@/lib/nutrition/targets';
import {
  averageTotals,
  dishesWithout,
  mealTotals,
  verdictOf,
  verdicts,
} from '@/lib/nutrition/totals';

describe('nutrient targets (WS/T 554-2017)', () => {
  it('cites the standard and keeps Table 1 energy for every age group', () => {
    expect(STANDARD).toBe('WS/T 554-2017');
    expect(DAILY_SUPPLY['6-8'].energyKcal).toEqual({ male: 1700, female: 1550 });
    expect(DAILY_SUPPLY['15-17'].energyKcal).toEqual({ male: 2900, female: 2350 });
    // Not found for 6–8 in any source: left out rather than invented.
    expect(DAILY_SUPPLY['6-8'].proteinG).toBeUndefined();
  });

  it('maps grades and birth years to age groups', () => {
    expect(ageGroupOfAge(ageOfGrade({ name: '一年级', number: 1 }))).toBe('6-8');
    expect(ageGroupOfAge(ageOfGrade({ name: '三年级', number: 3 }))).toBe('6-8');
    expect(ageGroupOfAge(ageOfGrade({ name: '四年级', number: 4 }))).toBe('9-11');
    expect(ageGroupOfAge(ageOfGrade({ name: '初一', number: 1 }))).toBe('12-14');
    expect(ageGroupOfAge(ageOfGrade({ name: '高二', number: 2 }))).toBe('15-17');
    expect(ageFromBirthYear(2016, '2026-11-23')).toBe(10);
    expect(ageGroupOfAge(4)).toBe('6-8');
    expect(ageGroupOfAge(19)).toBe('15-17');
  });

  it("takes the middle of the meal's share of the day, by sex", () => {
    // Lunch is 35%–40% of the day: 37.5% of 1700 kcal for a boy of 6–8.
    expect(mealTarget('6-8', 'Lunch', 'Male').energyKcal).toBe(637.5);
    expect(mealTarget('6-8', 'Breakfast', 'Female').energyKcal).toBe(426.3);
    // Sex not given: the mean of boys' and girls' figures.
    expect(mealTarget('6-8', 'Lunch', 'Other').energyKcal).toBe(609.4);
    expect(mealTarget('12-14', 'Dinner', 'Male').proteinG).toBe(21.1);
    // Sodium: the salt ceiling of Table 4 (2 g a lunch) × 393 mg/g.
    expect(mealTarget('9-11', 'Lunch', 'Male').sodiumMg).toBe(786);
  });
});

describe('meal totals and verdicts', () => {
  const rice = { weightGrams: 200, nutrients: { energyKcal: 116, proteinG: 2.6, sodiumMg: 2.5 } };
  const egg = { weightGrams: 120, nutrients: { energyKcal: 86, proteinG: 5.2 } };
  const unknown = { weightGrams: 100, nutrients: null };

  it('sums weight / 100 × per 100 g, leaving out what no dish records', () => {
    const totals = mealTotals([rice, egg, unknown]);
    expect(totals.energyKcal).toBe(335.2);
    expect(totals.proteinG).toBe(11.4);
    expect(totals.sodiumMg).toBe(5);
    expect(totals.calciumMg).toBeUndefined();
    expect(dishesWithout([rice, egg, unknown])).toBe(1);
  });

  it('judges energy within 90%–110%, protein 80%–120%, minerals at least, sodium at most', () => {
    expect(verdictOf('energyKcal', 570, 637.5)).toBe('below');
    expect(verdictOf('energyKcal', 580, 637.5)).toBe('met');
    expect(verdictOf('energyKcal', 710, 637.5)).toBe('above');
    expect(verdictOf('proteinG', 16, 18.8)).toBe('met');
    expect(verdictOf('proteinG', 23, 18.8)).toBe('above');
    expect(verdictOf('calciumMg', 318, 318.8)).toBe('below');
    expect(verdictOf('vitaminCMg', 500, 28)).toBe('met');
    expect(verdictOf('sodiumMg', 786, 786)).toBe('met');
    expect(verdictOf('sodiumMg', 900, 786)).toBe('above');
    expect(verdicts({ energyKcal: 600, ironMg: 2 }, { energyKcal: 637.5 })).toEqual({
      energyKcal: 'met',
    });
  });

  it('averages each nutrient over the meals that have it', () => {
    expect(averageTotals([{ energyKcal: 600 }, { energyKcal: 700, ironMg: 3 }])).toEqual({
      energyKcal: 650,
      ironMg: 3,
    });
  });
});
