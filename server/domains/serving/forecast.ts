import type { ForecastBasis } from '../../../lib/contract/adminSheet';

// Tomorrow's count (decision 078): how many of the children with a meal will actually eat it,
// from the school's own record of who collected. A plain rate, shown with how it was made, so
// the kitchen can check it by hand: collected over expected on the class's same weekday, else on
// the class's recent days, else the school's, else nothing (the forecast is the hard count).

/** One tracked service of one class and dining type: its expected meals and those collected. */
export interface HistoryRecord {
  date: string;
  classesId: number;
  /** Meals that should have been collected: ordered, paid, not on leave. */
  expected: number;
  collected: number;
}

export interface Forecast {
  forecast: number;
  basis: ForecastBasis;
}

/** Same-weekday service days read at most, and the fewest that make a weekday rate. */
export const WEEKDAY_DAYS = 6;
export const WEEKDAY_MIN_DAYS = 2;
/** Service days read for the class's and the school's rates. */
export const RECENT_DAYS = 20;

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The forecast of one class's meals on `date`, from `history` (one dining type; records on or
 * after `date` and with nothing expected are ignored). Never above the hard count.
 */
export function forecastMeals(
  history: readonly HistoryRecord[],
  target: { date: string; classesId: number; hard: number },
): Forecast {
  const past = history
    .filter((record) => record.date < target.date && record.expected > 0)
    .sort((a, b) => b.date.localeCompare(a.date));
  const ofClass = past.filter((record) => record.classesId === target.classesId);
  const sameWeekday = ofClass
    .filter((record) => weekday(record.date) === weekday(target.date))
    .slice(0, WEEKDAY_DAYS);
  if (sameWeekday.length >= WEEKDAY_MIN_DAYS)
    return fromRecords('weekday', sameWeekday, target.hard);
  if (ofClass.length > 0) return fromRecords('class', ofClass.slice(0, RECENT_DAYS), target.hard);
  const days = [...new Set(past.map((record) => record.date))].slice(0, RECENT_DAYS);
  if (days.length > 0) {
    const last = new Set(days);
    return fromRecords(
      'school',
      past.filter((record) => last.has(record.date)),
      target.hard,
    );
  }
  return {
    forecast: target.hard,
    basis: { method: 'none', rate: null, expected: 0, collected: 0, days: 0 },
  };
}

function fromRecords(
  method: ForecastBasis['method'],
  records: readonly HistoryRecord[],
  hard: number,
): Forecast {
  let expected = 0;
  let collected = 0;
  for (const record of records) {
    expected += record.expected;
    // A record can say more collected than expected only through a data error: cap it.
    collected += Math.min(record.collected, record.expected);
  }
  const rate = collected / expected;
  return {
    forecast: Math.min(hard, Math.round(hard * rate)),
    basis: {
      method,
      rate: Math.round(rate * 10_000) / 10_000,
      expected,
      collected,
      days: new Set(records.map((record) => record.date)).size,
    },
  };
}
