'use client';

import { AsyncState } from '@/components/AsyncState';
import { useServiceAllergies } from '@/lib/api/allergy';
import type { ServingAllergy } from '@/lib/contract/allergy';
import type { DiningType } from '@/lib/contract/enums';
import { format, messages } from '@/lib/i18n';
import { allergyMessages } from '@/lib/i18n/areas/allergy';
import { allergenName } from '@/lib/meal/allergens';
import styles from './console.module.css';

/**
 * The production sheet's allergy section (decision 080): per class, the children with verified
 * allergies or diets at this service, and the dishes to leave out of their plates. It prints with
 * the sheet.
 */
export function SheetAllergies({ date, diningType }: { date: string; diningType: DiningType }) {
  const a = allergyMessages();
  const s = a.sheet;
  const list = useServiceAllergies(date, diningType);
  const sep = messages().common.listSeparator;
  const rows = [...(list.data ?? [])].sort(
    (x, y) => x.className.localeCompare(y.className) || x.name.localeCompare(y.name),
  );
  const needs = (row: ServingAllergy) =>
    [
      ...row.allergies.map((x) =>
        format(a.withSeverity, { name: allergenName(x.code), severity: a.severity[x.severity] }),
      ),
      ...row.diets.map((diet) => a.diet[diet]),
    ].join(sep);
  return (
    <section className={styles.card} aria-labelledby="sheet-allergies">
      <h2 id="sheet-allergies">{s.title}</h2>
      <AsyncState
        isLoading={list.isLoading}
        error={list.error}
        errorText={s.failed}
        onRetry={() => void list.mutate()}
        isEmpty={list.data !== undefined && rows.length === 0}
        emptyText={s.empty}
      >
        <table className={styles.table}>
          <caption>{s.title}</caption>
          <thead>
            <tr>
              <th scope="col">{s.className}</th>
              <th scope="col">{s.name}</th>
              <th scope="col">{s.needs}</th>
              <th scope="col">{s.dishes}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.associatedUserId}-${row.mealKind}`}>
                <td>{row.className}</td>
                <th scope="row">
                  {row.name}
                  {row.pending ? ` · ${s.pending}` : ''}
                </th>
                <td>{needs(row)}</td>
                <td>
                  <strong>
                    {row.leaveOut.length === 0
                      ? ''
                      : format(s.leaveOut, {
                          list: row.leaveOut
                            .map((d) =>
                              format(a.dishWith, {
                                dish: d.dish,
                                allergens: d.allergens.map(allergenName).join(sep),
                              }),
                            )
                            .join(sep),
                        })}
                  </strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </AsyncState>
    </section>
  );
}
