'use client';

import type { AllergenCode } from '@/lib/contract/allergy';
import { allergyMessages } from '@/lib/i18n/areas/allergy';
import { ALLERGENS_GB_FIRST, allergenName } from '@/lib/meal/allergens';
import allergy from '../../../components/allergy/allergy.module.css';

/**
 * A dish's allergens picked from the one list (decision 080), GB 7718's eight first: null means
 * not recorded (the default, and never "none"); an empty list means the dish has none.
 */
export function AllergenPicker({
  dish,
  value,
  onChange,
}: {
  /** Names the group for screen readers: "菜品 2 过敏原". */
  dish: string;
  value: AllergenCode[] | null;
  onChange: (value: AllergenCode[] | null) => void;
}) {
  const e = allergyMessages().editor;
  const toggle = (code: AllergenCode, on: boolean) => {
    const current = value ?? [];
    const next = on ? [...current, code] : current.filter((c) => c !== code);
    // Kept in the list's order, so a saved menu reads the same whichever was ticked first.
    onChange(ALLERGENS_GB_FIRST.map((c) => c.code).filter((c) => next.includes(c)));
  };
  return (
    <fieldset className={allergy.fieldset} aria-label={`${dish} ${e.legend}`}>
      <legend>{e.legend}</legend>
      <label>
        <input
          type="checkbox"
          checked={value === null}
          onChange={(event) => onChange(event.target.checked ? null : [])}
        />{' '}
        {e.unknown}
      </label>
      {value === null ? null : (
        <div className={allergy.row}>
          {value.length === 0 ? <span>{e.none}</span> : null}
          {ALLERGENS_GB_FIRST.map((category) => (
            <label key={category.code}>
              <input
                type="checkbox"
                checked={value.includes(category.code)}
                onChange={(event) => toggle(category.code, event.target.checked)}
              />{' '}
              <span className={allergy.mark} aria-hidden>
                {category.short}
              </span>
              {allergenName(category.code)}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
