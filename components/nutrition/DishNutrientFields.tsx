'use client';

import { NUTRIENT_KEYS, type NutrientKey, type Nutrients } from '@/lib/contract/nutrition';
import { format } from '@/lib/i18n';
import { nutritionMessages } from '@/lib/i18n/areas/nutrition';
import styles from './nutrition.module.css';

// A dish's nutrients per 100 g in the console's menu editor (decision 081): optional fields,
// folded away until the kitchen opens them.

/** What the kitchen typed, per nutrient; '' is "not recorded". */
export type NutrientInput = Partial<Record<NutrientKey, string>>;

/** The typed values as the contract wants them; null when one is not a number of 0 or more. */
export function parseNutrients(input: NutrientInput | undefined): Nutrients | null {
  const out: Nutrients = {};
  for (const key of NUTRIENT_KEYS) {
    const text = (input?.[key] ?? '').trim();
    if (text === '') continue;
    const value = Number(text);
    if (!Number.isFinite(value) || value < 0) return null;
    out[key] = value;
  }
  return out;
}

export function DishNutrientFields({
  value,
  onChange,
}: {
  value: NutrientInput | undefined;
  onChange: (next: NutrientInput) => void;
}) {
  const t = nutritionMessages();
  return (
    <details className={styles.fold}>
      <summary>{t.editorFold}</summary>
      <div className={styles.fields}>
        {NUTRIENT_KEYS.map((key) => (
          <label key={key}>
            {format(t.inputLabel, { name: t.nutrient[key], unit: t.unit[key] })}
            <input
              inputMode="decimal"
              value={value?.[key] ?? ''}
              onChange={(event) => onChange({ ...value, [key]: event.target.value })}
            />
          </label>
        ))}
      </div>
    </details>
  );
}
