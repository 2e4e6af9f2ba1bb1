import { WASTE_PERIOD_MAX_DAYS } from '@/lib/contract/serving';

// The dashboard's periods, as dates on the school's clock (`YYYY-MM-DD`): plain calendar
// arithmetic in UTC, so no device zone or summer time moves a day.

export interface Period {
  from: string;
  to: string;
}

export type PeriodPreset = 'thisWeek' | 'lastFourWeeks' | 'custom';
export type PeriodProblem = 'order' | 'tooLong' | 'missing';

function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the week `date` is in. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** This week so far, or the four weeks (this one and the three before) up to today. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today: string): Period {
  const monday = mondayOf(today);
  return { from: preset === 'thisWeek' ? monday : addDays(monday, -21), to: today };
}

/** Days in the period, both ends counted. */
export function periodDays(period: Period): number {
  return dayNumber(period.to) - dayNumber(period.from) + 1;
}

/** What is wrong with a typed period, as the server would say `PERIOD_INVALID`; null if nothing. */
export function periodProblem(period: Period): PeriodProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(period.from) || !/^\d{4}-\d{2}-\d{2}$/.test(period.to)) {
    return 'missing';
  }
  const days = periodDays(period);
  if (days < 1) return 'order';
  return days > WASTE_PERIOD_MAX_DAYS ? 'tooLong' : null;
}
