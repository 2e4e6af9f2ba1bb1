'use client';

import { AGE_GROUPS, mealTarget, type AgeGroup } from '@/lib/nutrition/targets';
import { mealTotals, verdicts, type WeighedDish } from '@/lib/nutrition/totals';
import type { DiningType } from '@/lib/contract/enums';
import type { NutrientKey } from '@/lib/contract/nutrition';
import { format, messages } from '@/lib/i18n';
import { nutritionMessages } from '@/lib/i18n/areas/nutrition';
import { NutrientTable } from './NutrientTable';
import styles from './nutrition.module.css';

// The console's side of decision 081: a meal's totals against the WS/T 554-2017 target for the
// age group the kitchen chose (boys' and girls' figures averaged: a menu feeds both). Shown
// while editing and as a flag in the week's list; publishing is never blocked by it.

const groupText = (group: AgeGroup) => group.replace('-', '–');

export function AgeGroupSelect({
  value,
  onChange,
}: {
  value: AgeGroup;
  onChange: (group: AgeGroup) => void;
}) {
  const t = nutritionMessages();
  return (
    <label>
      {t.ageGroup}
      <select value={value} onChange={(event) => onChange(event.target.value as AgeGroup)}>
        {AGE_GROUPS.map((group) => (
          <option key={group} value={group}>
            {format(t.groupOption, { group: groupText(group) })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The meal being edited: its totals against the target, nutrient by nutrient. */
export function MenuTotals({
  dishes,
  diningType,
  group,
}: {
  dishes: readonly WeighedDish[];
  diningType: DiningType;
  group: AgeGroup;
}) {
  const t = nutritionMessages();
  const totals = mealTotals(dishes);
  const target = mealTarget(group, diningType, 'Other');
  return (
    <div className={styles.card} aria-live="polite">
      <NutrientTable
        caption={format(t.editorTotals, { group: groupText(group) })}
        totals={totals}
        target={target}
        verdicts={verdicts(totals, target)}
      />
    </div>
  );
}

/** One line for a menu of the week: met, or which nutrients miss, or none recorded. */
export function MenuFlag({
  dishes,
  diningType,
  group,
}: {
  dishes: readonly WeighedDish[];
  diningType: DiningType;
  group: AgeGroup;
}) {
  const t = nutritionMessages();
  const totals = mealTotals(dishes);
  if (Object.keys(totals).length === 0) return <p className={styles.note}>{t.flagUnknown}</p>;
  const judged = verdicts(totals, mealTarget(group, diningType, 'Other'));
  const missed = (Object.keys(judged) as NutrientKey[]).filter((key) => judged[key] !== 'met');
  if (missed.length === 0) return <p className={styles.flagMet}>{t.flagMet}</p>;
  const list = missed
    .map((key) =>
      format(t.flagItem, {
        nutrient: t.nutrient[key],
        verdict: t.verdict[judged[key]!].toLocaleLowerCase(),
      }),
    )
    .join(messages().common.listSeparator);
  return <p className={styles.flagMissed}>{format(t.flagMissed, { list })}</p>;
}
