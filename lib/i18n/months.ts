import { getLocale } from './index';

// Month names in the active language: a helper rather than catalogue templates, because a
// template can only place a number ("Month 1"), and English wants the month's name.

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The month (1–12) by itself: 12月 / December. */
export function monthName(month: number): string {
  if (getLocale() === 'en') return EN_MONTHS[month - 1] ?? String(month);
  return `${month}月`;
}

/** A month of a year, from `YYYY-MM`: 2026年12月 / December 2026. */
export function monthOfYear(isoMonth: string): string {
  const year = Number(isoMonth.slice(0, 4));
  const month = Number(isoMonth.slice(5, 7));
  if (getLocale() === 'en') return `${monthName(month)} ${year}`;
  return `${year}年${month}月`;
}
