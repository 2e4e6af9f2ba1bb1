'use client';

import { useState } from 'react';
import { recordLeftovers } from '@/lib/api/adminServing';
import { errorText } from '@/lib/api/errorText';
import type { ServiceLeftovers } from '@/lib/contract/serving';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { errorTexts } from '@/lib/i18n/areas/errors';
import { servingMessages } from '@/lib/i18n/areas/serving';
import { showToast } from '@/lib/platform/feedback';
import styles from '../parts/console.module.css';
import { DishTable } from './DishTable';
import { dishesToSend, draftsOf, type DishDraft } from './form';
import { PlatesSection, platesToSend, type PlateDrafts } from './PlatesSection';

/** The dishes of one service, then the plates per class, and one save for both. */
export function LeftoversForm({
  data,
  onSaved,
}: {
  data: ServiceLeftovers;
  onSaved: (saved: ServiceLeftovers) => void;
}) {
  const t = consoleMessages();
  const s = servingMessages().leftovers;
  const [rows, setRows] = useState<DishDraft[]>(() => draftsOf(data));
  const [plates, setPlates] = useState<PlateDrafts>(() =>
    Object.fromEntries(data.plates.map((plate) => [plate.classesId, String(plate.grams / 1000)])),
  );
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const recorded = data.dishes.length > 0 || data.plates.length > 0;

  const save = async () => {
    const dishes = dishesToSend(rows);
    const plateRows = platesToSend(plates);
    if (dishes === null || plateRows === null) {
      setProblem(s.fixFirst);
      return;
    }
    if (dishes.length === 0 && plateRows.length === 0) {
      setProblem(errorTexts().codes.LEFTOVERS_EMPTY);
      return;
    }
    setProblem('');
    setBusy(true);
    try {
      const saved = await recordLeftovers({
        date: data.date,
        diningType: data.diningType,
        dishes,
        plates: plateRows,
      });
      onSaved(saved);
      void showToast({ title: s.saved, icon: 'success' });
    } catch (error) {
      setProblem(errorText(error, s.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label={t.routes.adminLeftovers}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {recorded ? <p className={styles.note}>{s.recorded}</p> : null}
      {data.menuDishes.length === 0 && data.dishes.length === 0 ? (
        <p className={styles.note}>{s.noMenu}</p>
      ) : null}
      <DishTable rows={rows} onChange={setRows} />
      <PlatesSection
        date={data.date}
        diningType={data.diningType}
        value={plates}
        onChange={setPlates}
        initiallyOpen={data.plates.length > 0}
      />
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className={styles.button} disabled={busy}>
        {s.save}
      </button>
    </form>
  );
}
