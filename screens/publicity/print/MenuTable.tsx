'use client';
import { diningLabel, dishRatingText } from '@/components/school/SchoolParts';
import type { DiningType } from '@/lib/contract/enums';
import type { PublicityDay, PublicityDish } from '@/lib/contract/schoolInfo';
import { format } from '@/lib/i18n';
import { dayjs } from '@/lib/i18n/dayjs';
import { feedMessages } from '@/lib/i18n/areas/feeds';
import { schoolMessages } from '@/lib/i18n/areas/school';
import type { z } from 'zod/mini';
import { allergenName } from '@/lib/meal/allergens';
import styles from './print.module.css';

type Dish = z.infer<typeof PublicityDish>;

const DINING: readonly DiningType[] = ['Breakfast', 'Lunch', 'Dinner'];

/** A dish with its ⚠ mark; the allergens themselves in words on the week's page. */
function DishLine({ dish, compact }: { dish: Dish; compact: boolean }) {
  const p = feedMessages().print;
  const marked = dish.allergens !== null && dish.allergens.length > 0;
  return (
    <li>
      {marked ? '⚠ ' : ''}
      {compact
        ? dish.name
        : format(schoolMessages().dishWeight, { name: dish.name, grams: dish.weightGrams })}
      {!compact && marked ? (
        <span className={styles.allergen}>
          {format(p.allergens, { list: dish.allergens!.map(allergenName).join(p.joiner) })}
        </span>
      ) : null}
      {!compact && dish.allergens === null ? (
        <span className={styles.allergen}>{p.allergensUnknown}</span>
      ) : null}
      {!compact && dish.rating ? (
        <span className={styles.allergen}>{dishRatingText(dish.rating)}</span>
      ) : null}
    </li>
  );
}

/** A row per date, a column per dining type served in the period, each meal kind with its dishes. */
export function MenuTable({
  dates,
  days,
  compact,
}: {
  dates: string[];
  days: PublicityDay[];
  compact: boolean;
}) {
  const s = schoolMessages();
  const byDate = new Map(days.map((day) => [day.date, day]));
  const served = DINING.filter((type) =>
    days.some((day) => day.entries.some((entry) => entry.diningType === type)),
  );
  const rows = dates.filter((date) => (byDate.get(date)?.entries.length ?? 0) > 0);
  return (
    <table className={`${styles.table} ${compact ? styles.month : ''}`}>
      <thead>
        <tr>
          <td className={styles.corner} />
          {served.map((type) => (
            <th key={type} scope="col">
              {diningLabel(type)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((date) => (
          <tr key={date}>
            <th scope="row">
              {dayjs(date).format('MM-DD')} {dayjs(date).format(compact ? 'dd' : 'ddd')}
            </th>
            {served.map((type) => (
              <td key={type}>
                {byDate
                  .get(date)!
                  .entries.filter((entry) => entry.diningType === type)
                  // The ordinary meal first, as the menus screen lists them.
                  .sort((a, b) => Number(a.mealKind === 'Muslim') - Number(b.mealKind === 'Muslim'))
                  .map((entry) => (
                    <div key={entry.carteId}>
                      <span className={styles.kind}>
                        {entry.mealKind === 'Muslim' ? s.mealKindMuslim : s.mealKindOrdinary}
                      </span>
                      <ul className={styles.dishes}>
                        {entry.dishes.map((dish) => (
                          <DishLine key={dish.id} dish={dish} compact={compact} />
                        ))}
                      </ul>
                    </div>
                  ))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
