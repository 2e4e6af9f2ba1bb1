'use client';

import { useState } from 'react';
import type { MealCommentItem } from '@/lib/contract/meal';
import { messages } from '@/lib/i18n';
import { errorTexts } from '@/lib/i18n/areas/errors';
import { ratingIndexName, ratingItemTitle } from '@/lib/i18n/areas/rating';
import styles from './rating.module.css';

export interface RatingAnswer {
  itemId: number;
  indexIds: number[];
  content?: string;
}

export interface RatingFormProps {
  items: readonly MealCommentItem[];
  /** Read-only: the meal's saved rating. */
  readOnly?: boolean;
  submitting?: boolean;
  onSubmit?: (answers: RatingAnswer[]) => void;
}

function initialChoices(items: readonly MealCommentItem[]): Record<number, number[]> {
  return Object.fromEntries(
    items.map((item) => [
      item.id,
      item.mealCommentIndices.filter((index) => index.isActive).map((index) => index.id),
    ]),
  );
}

/**
 * The rating indicators: Input items take text; Star items pick one index; other types (Choice)
 * toggle any number. Each index starts as its `isActive` says.
 */
export function RatingForm({
  items,
  readOnly = false,
  submitting = false,
  onSubmit,
}: RatingFormProps) {
  const t = messages().meal;
  const [choices, setChoices] = useState(() => initialChoices(items));
  // A star item left empty: said at once, rather than sent and refused by the server.
  const [missing, setMissing] = useState(false);
  const [texts, setTexts] = useState<Record<number, string>>(() =>
    Object.fromEntries(items.map((item) => [item.id, item.content ?? ''])),
  );

  function toggle(item: MealCommentItem, indexId: number) {
    setMissing(false);
    setChoices((current) => {
      const chosen = current[item.id] ?? [];
      const next =
        item.mealCommentItemType === 'Star'
          ? [indexId]
          : chosen.includes(indexId)
            ? chosen.filter((id) => id !== indexId)
            : [...chosen, indexId];
      return { ...current, [item.id]: next };
    });
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const unrated = items.some(
      (item) => item.mealCommentItemType === 'Star' && (choices[item.id] ?? []).length === 0,
    );
    setMissing(unrated);
    if (unrated) return;
    onSubmit?.(
      items.map((item) => {
        const content = texts[item.id]?.trim();
        return {
          itemId: item.id,
          indexIds: choices[item.id] ?? [],
          ...(item.mealCommentItemType === 'Input' && content ? { content } : {}),
        };
      }),
    );
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      {items.map((item) =>
        item.mealCommentItemType === 'Input' ? (
          <label key={item.id} className={styles.item}>
            <span className={styles.title}>{ratingItemTitle(item)}</span>
            <textarea
              className={styles.text}
              value={texts[item.id] ?? ''}
              placeholder={t.contentPlaceholder}
              maxLength={500}
              readOnly={readOnly}
              onChange={(event) =>
                setTexts((current) => ({ ...current, [item.id]: event.target.value }))
              }
            />
          </label>
        ) : (
          <div
            key={item.id}
            className={styles.item}
            role="group"
            aria-labelledby={`rating-item-${item.id}`}
          >
            <span id={`rating-item-${item.id}`} className={styles.title}>
              {ratingItemTitle(item)}
            </span>
            <div className={styles.indices}>
              {item.mealCommentIndices.map((index) => {
                const active = (choices[item.id] ?? []).includes(index.id);
                return (
                  <button
                    key={index.id}
                    type="button"
                    aria-pressed={active}
                    disabled={readOnly}
                    className={active ? `${styles.index} ${styles.active}` : styles.index}
                    onClick={() => toggle(item, index.id)}
                  >
                    {ratingIndexName(index)}
                  </button>
                );
              })}
            </div>
          </div>
        ),
      )}
      {missing ? (
        <p role="alert" className={styles.error}>
          {errorTexts().hints.overallRequired}
        </p>
      ) : null}
      {readOnly ? null : (
        <button type="submit" className={styles.submit} disabled={submitting}>
          {t.commentSubmit}
        </button>
      )}
    </form>
  );
}
