'use client';

import type { AuditStatus, PublicityDay, SchoolFile } from '@/lib/contract/schoolInfo';
import type { DiningType } from '@/lib/contract/enums';
import { format, messages } from '@/lib/i18n';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import styles from './school.module.css';
import { schoolMessages } from '@/lib/i18n/areas/school';

// The pieces the school information screens share: the audit status in words, a day's menus
// with their dishes, and image thumbnails that open full screen.

export function auditLabel(status: AuditStatus): string {
  const t = schoolMessages();
  return { Pass: t.auditPass, NotPass: t.auditNotPass, ToAudit: t.auditToAudit }[status];
}

export function AuditTag({ status }: { status: AuditStatus }) {
  return <span className={`${styles.tag} ${styles[status]}`}>{auditLabel(status)}</span>;
}

export function diningLabel(diningType: DiningType): string {
  const t = messages().meal;
  return { Breakfast: t.diningBreakfast, Lunch: t.diningLunch, Dinner: t.diningDinner }[diningType];
}

/** A dish's public rating of the week (decision 078), shown only while the school allows it. */
export function dishRatingText(rating: { average: number | null; ratings: number }): string {
  const t = schoolMessages();
  if (rating.average === null || rating.ratings === 0) return t.dishNotRated;
  return format(t.dishRating, { average: rating.average.toFixed(1), count: rating.ratings });
}

/** One day's menus: each dining type and meal kind with its dishes and weights. */
export function MenuOfDay({ day }: { day: PublicityDay }) {
  const t = schoolMessages();
  if (day.entries.length === 0) return <p className={styles.line}>{t.kioskNoMealToday}</p>;
  return (
    <>
      {day.entries.map((entry) => (
        <div key={entry.carteId}>
          <h3 className={styles.dining}>
            {diningLabel(entry.diningType)} ·{' '}
            {entry.mealKind === 'Muslim' ? t.mealKindMuslim : t.mealKindOrdinary}
          </h3>
          <ul className={styles.dishes}>
            {entry.dishes.map((dish) => (
              <li key={dish.id}>
                {format(t.dishWeight, { name: dish.name, grams: dish.weightGrams })}
                {dish.rating ? (
                  <span className={styles.rating}>{dishRatingText(dish.rating)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/** Thumbnails of a record's images; a tap opens one full screen. */
export function ImageGrid({ files, name }: { files: SchoolFile[]; name: string }) {
  const t = schoolMessages();
  return (
    <div className={styles.images}>
      {files.map((file, index) => {
        const alt = format(t.imageAlt, { name, index: index + 1 });
        return (
          <button
            key={file.id}
            type="button"
            className={styles.thumb}
            aria-label={alt}
            onClick={() => void navigateTo({ url: route('image', { url: file.url, name: alt }) })}
          >
            <img src={file.url} alt="" loading="lazy" />
          </button>
        );
      })}
    </div>
  );
}
