'use client';

import { useState } from 'react';
import { saveMenuDraft } from '@/lib/api/admin';
import { errorMessage, isApiError } from '@/lib/api/errors';
import type { MenuDish } from '@/lib/contract/adminMenus';
import { ALLERGENS, type AllergenCode } from '@/lib/contract/allergy';
import { DiningType, MealKind } from '@/lib/contract/enums';
import { consoleMessages } from '@/lib/i18n/areas/console';
import styles from './console.module.css';

interface DishRow {
  name: string;
  grams: string;
  allergens: string;
}

const blank = (): DishRow => ({ name: '', grams: '', allergens: '' });

/** A row as the contract wants it; an empty allergen field means "not recorded" (null). */
function toDish(row: DishRow): MenuDish {
  // Codes of the one list (decision 080), typed as codes or their Chinese names.
  const allergens = row.allergens
    .split(/[,，、]/)
    .map((part) => part.trim())
    .map((part) => ALLERGENS.find((a) => a.code === part.toUpperCase() || a.zh === part)?.code)
    .filter((code): code is AllergenCode => code !== undefined)
    .filter((code, at, all) => all.indexOf(code) === at);
  return {
    name: row.name.trim(),
    weightGrams: Number(row.grams),
    allergens: row.allergens.trim() === '' ? null : allergens,
  };
}

/** One menu (date, dining type, meal kind) typed in and saved as a draft. */
export function MenuEditor({
  monday,
  onSaved,
}: {
  monday: string;
  onSaved: (text: string) => void;
}) {
  const t = consoleMessages();
  const [date, setDate] = useState(monday);
  const [diningType, setDiningType] = useState<DiningType>('Lunch');
  const [mealKind, setMealKind] = useState<MealKind>('Ordinary');
  const [rows, setRows] = useState<DishRow[]>([blank()]);
  const change = (index: number, patch: Partial<DishRow>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const save = async () => {
    try {
      await saveMenuDraft({
        date,
        diningType,
        mealKind,
        dishes: rows.filter((row) => row.name.trim() !== '').map(toDish),
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
          <label>
            {t.menus.allergens}
            <input
              value={row.allergens}
              onChange={(event) => change(index, { allergens: event.target.value })}
            />
          </label>
        </fieldset>
      ))}
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
