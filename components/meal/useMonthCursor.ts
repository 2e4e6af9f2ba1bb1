'use client';

import { dayjs } from '@/lib/i18n/dayjs';
import { useState } from 'react';

/** The month a calendar shows, starting from `initial` (`YYYY-MM-DD`) or the device's today. */
export function useMonthCursor(initial?: string | null) {
  const [cursor, setCursor] = useState(() => dayjs(initial ?? undefined).startOf('month'));
  return {
    year: cursor.year(),
    month: cursor.month() + 1,
    prev: () => setCursor((value) => value.subtract(1, 'month')),
    next: () => setCursor((value) => value.add(1, 'month')),
  };
}

export function deviceToday(): string {
  return dayjs().format('YYYY-MM-DD');
}
