'use client';

import { useEffect, useState } from 'react';
import { cancelAlertedMeal, useAllergyAlerts } from '@/lib/api/allergy';
import { errorMessage } from '@/lib/api/errors';
import type { AllergyAlert } from '@/lib/contract/allergy';
import type { DiningType } from '@/lib/contract/enums';
import { format, messages } from '@/lib/i18n';
import { allergyMessages } from '@/lib/i18n/areas/allergy';
import { dayjs } from '@/lib/i18n/dayjs';
import { allergenList } from '@/lib/meal/allergens';
import { diningLabel } from '@/lib/meal/calendar';
import { showModal, showToast } from '@/lib/platform/feedback';
import styles from './allergy.module.css';

/** How many alerts the banner lists before it offers the rest. */
const FIRST_FEW = 2;

function dateText(date: string): string {
  return dayjs(date).format(allergyMessages().shortDate);
}

function alertWords(alert: AllergyAlert) {
  const m = messages();
  const a = allergyMessages();
  const date = dateText(alert.date);
  const meal = diningLabel(m.meal, alert.diningType);
  const dishes = alert.dishes
    .map((d) => format(a.refusal.dish, { dish: d.dish, allergens: allergenList(m, d.allergens) }))
    .join(m.common.listSeparator);
  return { date, meal, dishes, child: alert.childName };
}

/**
 * The standing allergy alerts (decision 080): an ordered meal whose published menu now holds a
 * child's verified allergen, with the way out: cancel it for its credit, even past the cut-off.
 * On home every open alert shows; on a day only that day's (and dining type's, when given).
 */
export default function AllergyAlerts({
  date,
  diningType,
  child,
  onFlags,
}: {
  date?: string;
  diningType?: DiningType;
  /** With `onFlags`: the child whose calendar is shown. */
  child?: number;
  /** Hands the calendar the child's unsafe days (date -> words), so home loads none of this. */
  onFlags?: (flags: ReadonlyMap<string, string>) => void;
}) {
  const a = allergyMessages().alert;
  const alerts = useAllergyAlerts();
  const [busy, setBusy] = useState<number | null>(null);
  const flagsKey = alerts.open
    .filter((alert) => alert.associatedUserId === child)
    .map((alert) => `${alert.date}|${alert.childName}`)
    .join(',');
  useEffect(() => {
    if (!onFlags) return;
    const words = allergyMessages().marks.unsafeDay;
    onFlags(
      new Map(
        flagsKey
          .split(',')
          .filter(Boolean)
          .map((entry) => {
            const [day = '', name = ''] = entry.split('|');
            return [day, format(words, { child: name })];
          }),
      ),
    );
  }, [flagsKey, onFlags]);
  const [all, setAll] = useState(false);
  // Soonest first; on home only the first few, so the banner never fills the screen.
  const matching = alerts.open
    .filter(
      (alert) =>
        (date === undefined || alert.date === date) &&
        (diningType === undefined || alert.diningType === diningType),
    )
    .sort((x, y) => x.date.localeCompare(y.date) || x.id - y.id);
  if (matching.length === 0) return null;
  const shown = all ? matching : matching.slice(0, FIRST_FEW);
  const more = matching.length - shown.length;

  async function cancel(alert: AllergyAlert) {
    const words = alertWords(alert);
    const { confirm } = await showModal({
      title: a.confirmTitle,
      content: format(a.confirm, words),
      confirmText: a.confirmOk,
      cancelText: a.keep,
    });
    if (!confirm) return;
    setBusy(alert.id);
    try {
      await cancelAlertedMeal(alert.id);
      await alerts.mutate();
      showToast({ title: a.cancelled, icon: 'success' });
    } catch (error) {
      showToast({ title: errorMessage(error, a.cancelFailed), icon: 'fail' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className={styles.banner} role="alert" aria-label={a.region}>
      <ul>
        {shown.map((alert) => {
          const words = alertWords(alert);
          return (
            <li key={alert.id}>
              <p>
                <strong>{format(a.line, words)}</strong>
              </p>
              <button
                type="button"
                className={styles.secondary}
                aria-label={format(a.cancelLabel, words)}
                disabled={busy !== null}
                onClick={() => void cancel(alert)}
              >
                {a.cancel}
              </button>
            </li>
          );
        })}
      </ul>
      {more > 0 ? (
        <button type="button" className={styles.link} onClick={() => setAll(true)}>
          {format(a.showAll, { count: matching.length })}
        </button>
      ) : null}
    </section>
  );
}
