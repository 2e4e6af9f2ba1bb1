import type { Amounts, NutrientKey, Verdict } from '@/lib/contract/nutrition';
import { format } from '@/lib/i18n';
import { nutritionMessages } from '@/lib/i18n/areas/nutrition';
import styles from './nutrition.module.css';

// One meal's (or a week's mean) amounts beside its WS/T 554-2017 target, nutrient by nutrient,
// with the verdict in words (its colour is never the only signal). Decision 081.

const ORDER: readonly NutrientKey[] = [
  'energyKcal',
  'proteinG',
  'fatG',
  'carbohydrateG',
  'sodiumMg',
  'calciumMg',
  'ironMg',
  'vitaminAUg',
  'vitaminCMg',
];

/** Whole numbers from 100 up, one decimal below (12.5 g, 3 mg). */
export function amountText(value: number): string {
  return value >= 100 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
}

const VERDICT_CLASS: Record<Verdict, string | undefined> = {
  met: styles.met,
  below: styles.below,
  above: styles.above,
};

export function NutrientTable({
  totals,
  target,
  verdicts,
  caption,
  hideCaption = false,
}: {
  /** The caption stays for screen readers when a heading above already shows it. */
  hideCaption?: boolean;
  totals: Amounts;
  target?: Amounts;
  verdicts?: Partial<Record<NutrientKey, Verdict>>;
  caption: string;
}) {
  const t = nutritionMessages();
  const keys = ORDER.filter((key) => totals[key] !== undefined || target?.[key] !== undefined);
  return (
    <table className={styles.table}>
      <caption className={hideCaption ? styles.hidden : styles.caption}>{caption}</caption>
      <tbody>
        {keys.map((key) => {
          const value = totals[key];
          const goal = target?.[key];
          const verdict = verdicts?.[key];
          const amount = value === undefined ? t.unknown : amountText(value);
          return (
            <tr key={key} data-nutrient={key}>
              <th scope="row" className={styles.name}>
                {t.nutrient[key]}
              </th>
              <td className={styles.amount}>
                {goal === undefined
                  ? `${amount} ${t.unit[key]}`
                  : `${format(t.valueOf, { value: amount, target: amountText(goal) })} ${t.unit[key]}`}
              </td>
              <td className={verdict ? VERDICT_CLASS[verdict] : styles.none}>
                {verdict ? t.verdict[verdict] : ''}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
