'use client';

import { useState } from 'react';
import { SelectField } from '@/components/account/FormFields';
import { errorMessage } from '@/lib/api/errors';
import { saveChildBirthYear, useChildBirthYear } from '@/lib/api/nutrition';
import { messages } from '@/lib/i18n';
import { nutritionMessages } from '@/lib/i18n/areas/nutrition';
import { showToast } from '@/lib/platform/feedback';
import styles from './nutrition.module.css';

// The child's birth year on the child's info screen (decision 081): the nutrition targets follow
// it over the class's grade. Students are 6–17, so the years offered are those of ages 4–20.

export default function BirthYearField({ child }: { child: number }) {
  const t = nutritionMessages();
  const current = useChildBirthYear(child);
  const [busy, setBusy] = useState(false);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 17 }, (_, i) => thisYear - 4 - i);

  async function change(value: string) {
    setBusy(true);
    try {
      const birthYear = value === '' ? null : Number(value);
      await saveChildBirthYear(child, birthYear);
      await current.mutate();
      showToast({ title: t.birthYearSaved, icon: 'success' });
    } catch (caught) {
      showToast({ title: errorMessage(caught, messages().errors.operationFailed), icon: 'fail' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <SelectField
        label={t.birthYear}
        value={current.data?.birthYear ?? undefined}
        options={years.map((year) => ({ value: year, label: String(year) }))}
        disabled={busy}
        loading={!current.data && current.isLoading}
        onChange={(value) => void change(value)}
      />
      <p className={styles.note}>{t.birthYearHint}</p>
    </>
  );
}
