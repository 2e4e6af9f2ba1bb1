'use client';

import { useState } from 'react';
import { MealKind } from '@/lib/contract/enums';
import { LeftoverUnit } from '@/lib/contract/serving';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { servingMessages } from '@/lib/i18n/areas/serving';
import cards from '../parts/cards.module.css';
import styles from '../parts/console.module.css';
import serving from '../parts/serving.module.css';
import { checkDish, type AmountProblem, type DishDraft } from './form';

/**
 * One line per dish: unit, prepared and returned. A number that cannot be stored, or more
 * coming back than was prepared, is said under its input as it is typed, before any sending.
 */
export function DishTable({
  rows,
  onChange,
}: {
  rows: DishDraft[];
  onChange: (rows: DishDraft[]) => void;
}) {
  const t = consoleMessages();
  const s = servingMessages().leftovers;
  const problemText = (problem: AmountProblem) =>
    problem === 'over' ? s.overPrepared : problem === 'kg' ? s.kgInvalid : s.portionInvalid;
  const update = (key: string, change: Partial<DishDraft>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const amount = (row: DishDraft, field: 'prepared' | 'returned', problem?: AmountProblem) => {
    const id = `leftover-${field}-${row.key}`;
    return (
      <td data-label={field === 'prepared' ? s.prepared : s.returned}>
        <input
          className={serving.amount}
          inputMode={row.unit === 'Gram' ? 'decimal' : 'numeric'}
          aria-label={format(field === 'prepared' ? s.preparedOf : s.returnedOf, {
            dish: row.dishName,
          })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          value={row[field]}
          onChange={(event) => update(row.key, { [field]: event.target.value })}
        />
        {problem ? (
          <span id={`${id}-problem`} className={`${styles.invalid} ${serving.below}`}>
            {problemText(problem)}
          </span>
        ) : null}
      </td>
    );
  };

  return (
    <section className={styles.card} aria-label={s.dishes}>
      <h2 className={serving.heading}>{s.dishes}</h2>
      <table className={`${styles.table} ${serving.nowrapHead} ${cards.cardsWhenNarrow}`}>
        <thead>
          <tr>
            <th scope="col">{s.dish}</th>
            <th scope="col">{s.kind}</th>
            <th scope="col">{s.unit}</th>
            <th scope="col">{s.prepared}</th>
            <th scope="col">{s.returned}</th>
            <th scope="col">
              <span className={serving.visuallyHidden}>{t.common.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const check = checkDish(row);
            return (
              <tr key={row.key}>
                <th scope="row" className={serving.name}>
                  {row.dishName}
                </th>
                <td className={serving.name} data-label={s.kind}>
                  {t.kinds[row.mealKind]}
                </td>
                <td data-label={s.unit}>
                  <select
                    aria-label={format(s.unitOf, { dish: row.dishName })}
                    value={row.unit}
                    onChange={(event) =>
                      update(row.key, { unit: event.target.value as LeftoverUnit })
                    }
                  >
                    {LeftoverUnit.options.map((unit) => (
                      <option key={unit} value={unit}>
                        {s.units[unit]}
                      </option>
                    ))}
                  </select>
                </td>
                {amount(row, 'prepared', check.prepared)}
                {amount(row, 'returned', check.returned)}
                <td className={cards.cardActions}>
                  <button
                    type="button"
                    className={styles.secondary}
                    aria-label={format(s.removeOf, { dish: row.dishName })}
                    onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
                  >
                    {s.remove}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <AddDish rows={rows} onAdd={(row) => onChange([...rows, row])} />
    </section>
  );
}

function AddDish({ rows, onAdd }: { rows: DishDraft[]; onAdd: (row: DishDraft) => void }) {
  const t = consoleMessages();
  const s = servingMessages().leftovers;
  const [name, setName] = useState('');
  const [kind, setKind] = useState<MealKind>('Ordinary');
  const key = `${kind}:${name.trim()}`;
  const usable = name.trim() !== '' && name.trim().length <= 50 && !rows.some((r) => r.key === key);
  return (
    <div className={styles.toolbar}>
      <label>
        {s.addDishName}
        <input value={name} maxLength={50} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        {s.kind}
        <select value={kind} onChange={(event) => setKind(event.target.value as MealKind)}>
          {MealKind.options.map((option) => (
            <option key={option} value={option}>
              {t.kinds[option]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={styles.secondary}
        disabled={!usable}
        onClick={() => {
          onAdd({
            key,
            mealKind: kind,
            dishName: name.trim(),
            unit: 'Portion',
            prepared: '',
            returned: '',
          });
          setName('');
        }}
      >
        {s.addDish}
      </button>
    </div>
  );
}
