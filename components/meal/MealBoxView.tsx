import type { MealBox } from '@/lib/contract/meal';
import { format, messages } from '@/lib/i18n';
import { allergenList, allergenText } from '@/lib/meal/allergens';
import { allergyMessages } from '@/lib/i18n/areas/allergy';
import { AllergenMarks } from '@/components/allergy/AllergenMarks';
import allergy from '../allergy/allergy.module.css';
import { diningLabel } from '@/lib/meal/calendar';
import styles from './MealParts.module.css';

/**
 * A meal box: its meal kind and each dish with weight, portions and allergens (as marks and
 * names). A dish holding one of the child's verified allergens (`avoid`) says so in words
 * (decision 080).
 */
export function MealBoxView({
  box,
  avoid,
  childName = '',
}: {
  box: MealBox;
  avoid?: ReadonlySet<string>;
  childName?: string;
}) {
  const m = messages();
  const t = m.meal;
  const kind = box.mealKind === 'Muslim' ? t.kindMuslim : t.kindOrdinary;
  return (
    <section className={styles.box} aria-label={`${t.mealBox} ${diningLabel(t, box.diningType)}`}>
      <p className={styles.kind}>{format(t.mealKind, { kind })}</p>
      <ul className={styles.dishes}>
        {box.dishesWeights.map((dish) => {
          const unsafe = (dish.allergens ?? []).filter((code) => avoid?.has(code));
          return (
            <li key={dish.dishId} className={styles.dish}>
              <div className={styles.dishLine}>
                <span className={styles.dishName}>
                  {dish.name} <AllergenMarks codes={dish.allergens} />
                </span>
                <span>{format(t.dishWeight, { weight: dish.weight })}</span>
                <span>{format(t.dishCount, { count: dish.count })}</span>
              </div>
              <p className={dish.allergens === null ? styles.unknown : styles.allergens}>
                {allergenText(m, dish.allergens)}
              </p>
              {unsafe.length > 0 ? (
                <p className={allergy.unsafe}>
                  ⚠{' '}
                  {format(allergyMessages().marks.unsafeDish, {
                    dish: dish.name,
                    child: childName || allergyMessages().marks.theChild,
                    allergens: allergenList(m, unsafe),
                  })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
