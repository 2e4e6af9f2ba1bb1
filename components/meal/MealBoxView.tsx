import type { MealBox } from '@/lib/contract/meal';
import { format, messages } from '@/lib/i18n';
import { allergenText } from '@/lib/meal/allergens';
import { diningLabel } from '@/lib/meal/calendar';
import styles from './MealParts.module.css';

/** A meal box: its meal kind and each dish with weight, portions and allergens. */
export function MealBoxView({ box }: { box: MealBox }) {
  const m = messages();
  const t = m.meal;
  const kind = box.mealKind === 'Muslim' ? t.kindMuslim : t.kindOrdinary;
  return (
    <section className={styles.box} aria-label={`${t.mealBox} ${diningLabel(t, box.diningType)}`}>
      <p className={styles.kind}>{format(t.mealKind, { kind })}</p>
      <ul className={styles.dishes}>
        {box.dishesWeights.map((dish) => (
          <li key={dish.dishId} className={styles.dish}>
            <div className={styles.dishLine}>
              <span className={styles.dishName}>{dish.name}</span>
              <span>{format(t.dishWeight, { weight: dish.weight })}</span>
              <span>{format(t.dishCount, { count: dish.count })}</span>
            </div>
            <p className={dish.allergens === null ? styles.unknown : styles.allergens}>
              {allergenText(m, dish.allergens)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
