import type { SheetRow } from '@/lib/contract/adminSheet';
import { format } from '@/lib/i18n';

export interface ForecastLabels {
  basis: { weekday: string; class: string; school: string; none: string };
  /** Sunday first, as `Date.getDay()` counts, split at spaces. */
  weekdays: string;
}

/** The rate as the sentence shows it: a whole percent. */
export function ratePercent(rate: number | null): number {
  return Math.round((rate ?? 1) * 100);
}

/**
 * How a row's forecast was made, in one sentence the kitchen can check by hand (decision 078):
 * the history used, its rate with the counts behind it, and the sum, e.g.
 * "近 6 个周四该班取餐率 92%（55/60）→ 30 × 92% ≈ 28". `date` is the sheet's date.
 */
export function forecastText(row: SheetRow, date: string, labels: ForecastLabels): string {
  const basis = row.forecastBasis;
  const count = row.ordinary + row.muslim;
  const weekday = labels.weekdays.split(' ')[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? '';
  return format(labels.basis[basis.method], {
    days: basis.days,
    weekday,
    rate: ratePercent(basis.rate),
    collected: basis.collected,
    expected: basis.expected,
    count,
    forecast: row.forecast,
  });
}
