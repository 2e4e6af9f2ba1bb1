'use client';

import { useEffect, useRef, useState } from 'react';
import { saveMenuDraft, useMenuSlot } from '@/lib/api/admin';
import { errorMessage, isApiError } from '@/lib/api/errors';
import { DiningType, MealKind } from '@/lib/contract/enums';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { AllergenPicker } from './AllergenPicker';
import {
  DishNutrientFields,
  parseNutrients,
  type NutrientInput,
} from '@/components/nutrition/DishNutrientFields';
import { MenuTotals } from '@/components/nutrition/MenuTotals';
import { nutritionMessages } from '@/lib/i18n/areas/nutrition';
import type { AgeGroup } from '@/lib/nutrition/targets';
import { ConfirmButton } from './ConfirmButton';
import { blank, fromDish, slotName, toDish, type DishRow } from './menuRows';

export { slotName };
import { isNewMenu, MenuVersions } from './MenuVersions';
import styles from './console.module.css';

/** A meal slot the week list asks the editor to open; `nonce` reopens the same one. */
export interface OpenMenu {
  date: string;
  diningType: DiningType;
  mealKind: MealKind;
  nonce: number;
}

/**
 * One menu (date, dining type, meal kind): the existing one is loaded for editing (its draft, or
 * the published version when none waits) and saved as a draft; saving over an existing menu asks
 * first, saying the published version stays until the week is published (decision 063).
 */
export function MenuEditor({
  monday,
  onSaved,
  ageGroup = '6-8',
  open,
}: {
  monday: string;
  onSaved: (text: string) => void;
  /** The WS/T 554-2017 age group the totals are shown against (decision 081). */
  ageGroup?: AgeGroup;
  open?: OpenMenu;
}) {
  const t = consoleMessages();
  const [date, setDate] = useState(monday);
  const [diningType, setDiningType] = useState<DiningType>('Lunch');
  const [mealKind, setMealKind] = useState<MealKind>('Ordinary');
  const [rows, setRows] = useState<DishRow[]>([blank()]);
  // Nutrients per 100 g by row, beside the rows (decision 081).
  const [perDish, setPerDish] = useState<NutrientInput[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!open) return;
    setDate(open.date);
    setDiningType(open.diningType);
    setMealKind(open.mealKind);
    headingRef.current?.focus();
  }, [open]);

  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const slot = useMenuSlot(valid ? { date, diningType, mealKind } : null);
  const key = `${date}|${diningType}|${mealKind}`;
  // The rows are filled once per chosen slot; a later revalidation (after a save) keeps what is typed.
  const [loadedFor, setLoadedFor] = useState('');
  useEffect(() => {
    if (loadedFor === key) return;
    const dishes = slot.data ? (slot.data.draft ?? slot.data.published?.dishes ?? []) : null;
    if (dishes === null && !isNewMenu(slot.error)) return;
    const loaded = (dishes ?? []).map(fromDish);
    setRows(loaded.length > 0 ? loaded.map((dish) => dish.row) : [blank()]);
    setPerDish(loaded.map((dish) => dish.nutrients));
    setLoadedFor(key);
  }, [key, loadedFor, slot.data, slot.error]);

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
  const name = slotName({ date, diningType, mealKind });
  const existing = slot.data;
  const ready = !valid || loadedFor === key;
  return (
    <form
      className={styles.card}
      aria-label={t.menus.saveDraft}
      onSubmit={(event) => {
        event.preventDefault();
        // Over an existing menu only the confirmation saves (Enter would skip the question).
        if (ready && !existing) void save();
      }}
    >
      <h2 ref={headingRef} tabIndex={-1}>
        {format(t.menus.editing, { slot: valid ? name : date })}
      </h2>
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
      {valid ? (
        <MenuVersions
          slot={existing}
          isLoading={slot.isLoading}
          error={slot.error}
          onRetry={() => void slot.mutate()}
        />
      ) : null}
      {rows.map((row, index) => (
        // Locked while the chosen menu loads: what is typed then would be replaced by it.
        <fieldset key={`${key}-${index}`} className={styles.toolbar} disabled={!ready}>
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
          {rows.length > 1 ? (
            <button
              type="button"
              className={styles.secondary}
              aria-label={format(t.menus.removeDishLabel, { n: index + 1 })}
              onClick={() => {
                setRows(rows.filter((_, i) => i !== index));
                setPerDish(perDish.filter((_, i) => i !== index));
              }}
            >
              {t.menus.removeDish}
            </button>
          ) : null}
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
        {existing && ready ? (
          <ConfirmButton
            primary
            text={t.menus.saveDraft}
            label={`${t.menus.saveDraft} ${name}`}
            question={
              existing.published
                ? format(t.menus.overwriteAsk, {
                    slot: name,
                    version: existing.published.version,
                  })
                : format(t.menus.overwriteDraftAsk, { slot: name })
            }
            onConfirm={() => void save()}
          />
        ) : (
          <button type="submit" className={styles.button} disabled={!ready}>
            {t.menus.saveDraft}
          </button>
        )}
      </div>
    </form>
  );
}
