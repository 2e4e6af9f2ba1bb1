import type { DiningType } from '@/lib/contract/enums';
import { messages } from '@/lib/i18n';
import { diningLabel } from '@/lib/meal/calendar';
import styles from './MealParts.module.css';

const DINING_TYPES: readonly DiningType[] = ['Breakfast', 'Lunch', 'Dinner'];

export interface DiningSwitchProps {
  value: DiningType;
  onChange: (diningType: DiningType) => void;
}

/** Breakfast / Lunch / Dinner. */
export function DiningSwitch({ value, onChange }: DiningSwitchProps) {
  const t = messages().meal;
  return (
    <div className={styles.switch} role="radiogroup">
      {DINING_TYPES.map((diningType) => (
        <button
          key={diningType}
          type="button"
          role="radio"
          aria-checked={diningType === value}
          className={diningType === value ? `${styles.option} ${styles.active}` : styles.option}
          onClick={() => onChange(diningType)}
        >
          {diningLabel(t, diningType)}
        </button>
      ))}
    </div>
  );
}
