'use client';

import { DiningType } from '@/lib/contract/enums';
import { consoleMessages } from '@/lib/i18n/areas/console';

/**
 * The date and dining type a console screen is about (the production sheet, serving,
 * leftovers): two labelled fields for a toolbar. A cleared date keeps the last one.
 */
export function ServiceFields({
  date,
  diningType,
  onDate,
  onDiningType,
}: {
  date: string;
  diningType: DiningType;
  onDate: (date: string) => void;
  onDiningType: (diningType: DiningType) => void;
}) {
  const t = consoleMessages();
  return (
    <>
      <label>
        {t.common.date}
        <input
          type="date"
          value={date}
          onChange={(event) => event.target.value && onDate(event.target.value)}
        />
      </label>
      <label>
        {t.common.diningType}
        <select
          value={diningType}
          onChange={(event) => onDiningType(event.target.value as DiningType)}
        >
          {DiningType.options.map((option) => (
            <option key={option} value={option}>
              {t.dining[option]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
