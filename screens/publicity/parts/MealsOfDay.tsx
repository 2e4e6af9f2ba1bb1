'use client';
import { AllergenMarks } from '@/components/allergy/AllergenMarks';
import { diningLabel } from '@/components/school/SchoolParts';
import type { DiningType } from '@/lib/contract/enums';
import type { PublicityDay } from '@/lib/contract/schoolInfo';
import { format } from '@/lib/i18n';
import { schoolMessages } from '@/lib/i18n/areas/school';
import { weekdayOf } from '@/lib/publicity/kiosk';
import styles from './kiosk.module.css';

const DINING: readonly DiningType[] = ['Breakfast', 'Lunch', 'Dinner'];

/** A date as the wall writes it, always with its weekday: `2026-03-16 周一`. */
export function dateWithWeekday(date: string, short = false): string {
  const s = schoolMessages();
  const weekday = s.kioskWeekdays.split(',')[weekdayOf(date)] ?? '';
  return format(s.kioskDate, { date: short ? date.slice(5) : date, weekday });
}

/**
 * A day's menus by dining type, every meal kind the school serves (regular, halal) side by side,
 * each dish with its allergen marks. `compact` writes the dishes on one line, for the week.
 */
export function MealsOfDay({ day, compact = false }: { day: PublicityDay; compact?: boolean }) {
  const s = schoolMessages();
  const served = DINING.filter((type) => day.entries.some((entry) => entry.diningType === type));
  return (
    <div className={compact ? styles.mealsCompact : styles.meals}>
      {served.map((type) => (
        <div key={type} className={styles.dining}>
          <p className={styles.diningName}>{diningLabel(type)}</p>
          <div className={styles.kinds}>
            {day.entries
              .filter((entry) => entry.diningType === type)
              // The regular meal first, as the menus screen and the printed menu list them.
              .sort((a, b) => Number(a.mealKind === 'Muslim') - Number(b.mealKind === 'Muslim'))
              .map((entry) => (
                <div key={entry.carteId} className={styles.meal} data-kiosk-menu>
                  <span className={entry.mealKind === 'Muslim' ? styles.halal : styles.kind}>
                    {entry.mealKind === 'Muslim' ? s.mealKindMuslim : s.mealKindOrdinary}
                  </span>
                  <ul className={styles.dishes}>
                    {entry.dishes.map((dish) => (
                      <li key={dish.id}>
                        {dish.name}
                        <AllergenMarks codes={dish.allergens} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
          </div>
        </div>
      ))}
    </div>
  );
}
