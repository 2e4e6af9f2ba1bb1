'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { useServingClasses } from '@/lib/api/adminServing';
import type { DiningType } from '@/lib/contract/enums';
import type { PlateWaste } from '@/lib/contract/serving';
import { format } from '@/lib/i18n';
import { servingMessages } from '@/lib/i18n/areas/serving';
import styles from '../parts/console.module.css';
import serving from '../parts/serving.module.css';
import { parseAmount } from './form';

/** Kilograms typed per class id; a blank class is not recorded. */
export type PlateDrafts = Record<number, string>;

/** The plates to send in whole grams, or null while a typed weight is not one. */
export function platesToSend(plates: PlateDrafts): PlateWaste[] | null {
  const sent: PlateWaste[] = [];
  for (const [classesId, text] of Object.entries(plates)) {
    if (text.trim() === '') continue;
    const grams = parseAmount(text, 'Gram');
    if (grams === null) return null;
    sent.push({ classesId: Number(classesId), grams });
  }
  return sent;
}

/** Plate waste per class, for schools that weigh plates: folded away until opened. */
export function PlatesSection({
  date,
  diningType,
  value,
  onChange,
  initiallyOpen,
}: {
  date: string;
  diningType: DiningType;
  value: PlateDrafts;
  onChange: (value: PlateDrafts) => void;
  initiallyOpen: boolean;
}) {
  const s = servingMessages().leftovers;
  const [open, setOpen] = useState(initiallyOpen);
  const classes = useServingClasses(date, diningType, open);
  return (
    <details
      className={styles.card}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={serving.heading}>{s.plates}</summary>
      <p className={styles.note}>{s.platesNote}</p>
      {open ? (
        <AsyncState
          isLoading={classes.isLoading}
          error={classes.error}
          onRetry={() => void classes.mutate()}
        >
          <div className={serving.plates}>
            {(classes.data?.classes ?? []).map((klass) => {
              const text = value[klass.classesId] ?? '';
              const bad = text.trim() !== '' && parseAmount(text, 'Gram') === null;
              const label = format(s.plateKg, { klass: klass.className });
              return (
                <label key={klass.classesId} className={styles.field}>
                  {label}
                  <input
                    className={serving.amount}
                    inputMode="decimal"
                    value={text}
                    aria-invalid={bad ? true : undefined}
                    onChange={(event) =>
                      onChange({ ...value, [klass.classesId]: event.target.value })
                    }
                  />
                  {bad ? <span className={styles.invalid}>{s.kgInvalid}</span> : null}
                </label>
              );
            })}
          </div>
        </AsyncState>
      ) : null}
    </details>
  );
}
