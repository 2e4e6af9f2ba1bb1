'use client';

import { useEffect } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { QrCode } from '@/components/school/QrCode';
import { useTrayLabels } from '@/lib/api/serving';
import type { TrayLabel } from '@/lib/contract/serving';
import { format, messages } from '@/lib/i18n';
import { allergyMessages } from '@/lib/i18n/areas/allergy';
import { allergenList } from '@/lib/meal/allergens';
import { serveMessages } from '@/lib/i18n/areas/serve';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import { classTitle, schoolToday } from '@/lib/serving/words';
import styles from './parts/labels.module.css';

/** Labels on one A4 sheet: 3 across, 8 down. */
const PER_SHEET = 24;

function sheetsOf(labels: readonly TrayLabel[]): TrayLabel[][] {
  const sheets: TrayLabel[][] = [];
  for (let start = 0; start < labels.length; start += PER_SHEET)
    sheets.push(labels.slice(start, start + PER_SHEET));
  return sheets;
}

/**
 * /pages/admin/labels?date=&diningType=: the tray labels of a service (decision 078), one per
 * child with a meal to collect: the name, the class, the meal and the child's meal code, laid out
 * for A4 sheets of 3 × 8 labels; a child with verified allergies has them named in bold
 * (decision 080).
 */
export default function LabelsScreen() {
  const t = serveMessages();
  const query = useRoute('adminLabels').query;
  const date = query.date ?? schoolToday();
  const diningType = query.diningType ?? 'Lunch';
  const labels = useTrayLabels(date, diningType);
  const dining = t.dining[diningType];
  useEffect(() => {
    document.title = t.labels.title;
  }, [t.labels.title]);
  const list = labels.data ?? [];
  return (
    <main className={styles.page} aria-label={t.labels.title}>
      <div className={styles.tools}>
        <h1>{format(t.labels.caption, { date, dining, count: list.length })}</h1>
        <a href={`#${route('adminSheet', { date, diningType })}`}>{t.labels.back}</a>
        <button type="button" onClick={() => window.print()}>
          {t.labels.print}
        </button>
      </div>
      <AsyncState
        isLoading={!labels.data && labels.isLoading}
        error={labels.data ? undefined : labels.error}
        onRetry={() => void labels.mutate()}
        isEmpty={labels.data !== undefined && list.length === 0}
        emptyText={t.labels.empty}
      >
        {sheetsOf(list).map((sheet, index) => (
          <div key={index} className={styles.sheet}>
            {sheet.map((label) => (
              <section
                key={label.associatedUserId}
                className={styles.label}
                aria-label={format(t.labels.label, { name: label.name })}
              >
                <QrCode
                  value={label.code}
                  label={format(t.code.label, { name: label.name })}
                  size={113}
                />
                <div className={styles.text}>
                  <span className={styles.name}>{label.name}</span>
                  <span>{classTitle(label.gradeName, label.className)}</span>
                  <span>
                    {t.mealKind[label.mealKind]} · {dining}
                  </span>
                  <span>{date}</span>
                  {label.allergies && label.allergies.length > 0 ? (
                    // Printed in black: the words carry it, not a colour (decision 080).
                    <strong className={styles.allergies}>
                      {format(allergyMessages().labels.avoid, {
                        list: allergenList(messages(), label.allergies),
                      })}
                    </strong>
                  ) : null}
                </div>
              </section>
            ))}
          </div>
        ))}
      </AsyncState>
    </main>
  );
}
