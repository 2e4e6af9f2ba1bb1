import { dayjs } from '@/lib/i18n/dayjs';

// The dates a printed page covers: the Monday-to-Sunday week of a date, or its whole month.

export type PrintView = 'week' | 'month';

export interface Period {
  from: string;
  to: string;
  dates: string[];
  previous: string;
  next: string;
}

const DAY = 'YYYY-MM-DD';

export function periodOf(date: string, view: PrintView): Period {
  const day = dayjs(date);
  const start = view === 'week' ? day.subtract((day.day() + 6) % 7, 'day') : day.startOf('month');
  const end = view === 'week' ? start.add(6, 'day') : start.endOf('month');
  const dates: string[] = [];
  for (let d = start; !d.isAfter(end, 'day'); d = d.add(1, 'day')) dates.push(d.format(DAY));
  return {
    from: start.format(DAY),
    to: end.format(DAY),
    dates,
    previous: start.subtract(1, view).format(DAY),
    next: start.add(1, view).format(DAY),
  };
}
