'use client';

import { useState } from 'react';
import { saveMenuDraft } from '@/lib/api/admin';
import { errorMessage, isApiError } from '@/lib/api/errors';
import type { MenuDish } from '@/lib/contract/adminMenus';
import { DiningType, MealKind } from '@/lib/contract/enums';
import { consoleMessages } from '@/lib/i18n/areas/console';
import type { AllergenCode } from '@/lib/contract/allergy';
import { AllergenPicker } from './AllergenPicker';
import {
  DishNutrientFields,
  parseNutrients,
  type NutrientInput,
} from '@/components/nutrition/DishNutrientFields';
import { MenuTotals } from '@/components/nutrition/MenuTotals';
import { nutritionMessages } from '@/lib/i18n/areas/nutrition';
import type { AgeGroup } from '@/lib/nutrition/targets';
import styles from './console.module.css';

interface DishRow {
  name: string;
  grams: string;
  /** Codes of the allergen list (decision 080); null: not recorded. */
  allergens: AllergenCode[] | null;
}

const blank = (): DishRow => ({ name: '', grams: '', allergens: null });

/** A row as the contract wants it. */
function toDish(row: DishRow): MenuDish {
  return {
    name: row.name.trim(),
    weightGrams: Number(row.grams),
    allergens: row.allergens,
  };
}

/** One menu (date, dining type, meal kind) typed in and saved as a draft. */
export function MenuEditor({
  monday,
  onSaved,
  ageGroup = '6-8',
}: {
  monday: string;
  onSaved: (text: string) => void;
  /** The WS/T 554-2017 age group the totals are shown against (decision 081). */
  ageGroup?: AgeGroup;
}) {
  const t = consoleMessages();
  const [date, setDate] = useState(monday);
  const [diningType, setDiningType] = useState<DiningType>('Lunch');
  const [mealKind, setMealKind] = useState<MealKind>('Ordinary');
  const [rows, setRows] = useState<DishRow[]>([blank()]);
  // Nutrients per 100 g by row, beside the rows (decision 081).
  const [perDish, setPerDish] = useState<NutrientInput[]>([]);
  const setNutrients = (index: number, input: NutrientInput) =>
    setPerDish(Object.assign([...perDish], { [index]: input }));
  const change = (index: number, patch: Partial<DishRow>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const nutrientsOf = rows.map((_, index) => parseNutrients(perDish[index]));
  const save = async () => {
    if (nutrientsOf.some((nutrients) => nutrients === null)) {
      onSaved(nutritionMessages().invalid);
      return;
    }
    try {
      await saveMenuDraft({
        date,
        diningType,
        mealKind,
        dishes: rows.flatMap((row, index) => {
          if (row.name.trim() === '') return [];
          const nutrients = nutrientsOf[index];
          const recorded = nutrients && Object.keys(nutrients).length > 0 ? { nutrients } : {};
          return [{ ...toDish(row), ...recorded }];
        }),
      });
      onSaved(t.common.saved);
    } catch (error) {
      // The server names what is missing (decision 063); an empty draft is refused, never saved.
      if (isApiError(error) && error.code === 'MENU_INCOMPLETE') onSaved(t.menus.noDishes);
      else onSaved(errorMessage(error, t.common.failed));
    }
  };
  return (
    <form
      className={styles.card}
      aria-label={t.menus.saveDraft}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className={styles.toolbar}>
        <label>
          {t.common.date}
          <input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </label>
        <label>
          {t.common.diningType}
          <select
            value={diningType}
            onChange={(event) => setDiningType(event.target.value as DiningType)}
          >
            {DiningType.options.map((option) => (
              <option key={option} value={option}>
                {t.dining[option]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.menus.kind}
          <select
            value={mealKind}
            onChange={(event) => setMealKind(event.target.value as MealKind)}
          >
            {MealKind.options.map((option) => (
              <option key={option} value={option}>
                {t.kinds[option]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {rows.map((row, index) => (
        <fieldset key={index} className={styles.toolbar}>
          <legend className={styles.note}>
            {t.menus.dish} {index + 1}
          </legend>
          <label>
            {t.menus.dish}
            <input
              value={row.name}
              onChange={(event) => change(index, { name: event.target.value })}
            />
          </label>
          <label>
            {t.menus.grams}
            <input
              inputMode="numeric"
              value={row.grams}
              onChange={(event) => change(index, { grams: event.target.value })}
            />
          </label>
          <AllergenPicker
            dish={`${t.menus.dish} ${index + 1}`}
            value={row.allergens}
            onChange={(allergens) => change(index, { allergens })}
          />
          <DishNutrientFields
            value={perDish[index]}
            onChange={(input) => setNutrients(index, input)}
          />
        </fieldset>
      ))}
      <MenuTotals
        group={ageGroup}
        diningType={diningType}
        dishes={rows.map((row, index) => ({
          weightGrams: Number(row.grams) || 0,
          nutrients: nutrientsOf[index],
        }))}
      />
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => setRows([...rows, blank()])}
        >
          {t.menus.addDish}
        </button>
        <button type="submit" className={styles.button}>
          {t.menus.saveDraft}
        </button>
      </div>
    </form>
  );
}
