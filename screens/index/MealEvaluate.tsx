'use client';

import { errorText } from '@/lib/api/errorText';
import { errorTexts } from '@/lib/i18n/areas/errors';
import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import { deviceToday } from '@/components/meal/useMonthCursor';
import { useRateMeal, useMealComment, useMealCommentItems } from '@/lib/api/meal';
import { format, messages } from '@/lib/i18n';
import { diningLabel } from '@/lib/meal/calendar';
import { LONG_TOAST_MS, showToast } from '@/lib/platform/feedback';
import { navigateBack } from '@/lib/router/navigation';
import { useRoute } from '@/lib/router/useRoute';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { RatingForm, type RatingAnswer } from './parts/RatingForm';
import { OutboxItems } from '@/components/outbox/OutboxItems';
import { QUEUED, useOutbox } from '@/lib/outbox/outbox';

/** Rates an eaten meal (`date`, `diningType`); a rated meal shows its rating read-only. */
export default function MealEvaluateScreen() {
  const t = messages();
  const { date = deviceToday(), diningType = 'Lunch' } = useRoute('mealEvaluate').query;
  const child = useSelectedChild().associatedUserId;
  const items = useMealCommentItems();
  const existing = useMealComment(date, diningType);
  const [submitting, setSubmitting] = useState(false);
  const rateMeal = useRateMeal();
  const waiting = useOutbox().filter(
    (item) =>
      item.kind === 'rating' &&
      item.child === child &&
      item.date === date &&
      item.diningType === diningType,
  );

  async function submit(answers: RatingAnswer[]) {
    if (!child) return;
    setSubmitting(true);
    let sent;
    try {
      sent = await rateMeal(child, { mealsDate: date, diningType, items: answers });
    } catch (error) {
      showToast({
        title: errorText(error, errorTexts().actions.rate),
        icon: 'fail',
        duration: LONG_TOAST_MS,
      });
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    // Toasted once back on the day: the route change hides toasts shown before it.
    await navigateBack().catch(() => undefined);
    showToast(
      sent === QUEUED
        ? { title: t.outbox.queued }
        : { title: t.meal.commentSuccess, icon: 'success' },
    );
  }

  const loading =
    (!items.data && items.isLoading) || (existing.data === undefined && existing.isLoading);
  const rated = existing.data ?? null;
  return (
    <Page padded title={t.routes.mealEvaluate}>
      <h2 style={{ margin: 0, fontSize: 16 }}>
        {format(t.meal.daySummary, { date, dining: diningLabel(t.meal, diningType) })}
      </h2>
      <AsyncState
        serverText={false}
        isLoading={loading}
        error={items.data ? existing.error : items.error}
        onRetry={() => {
          void items.mutate();
          void existing.mutate();
        }}
      >
        {waiting.some((item) => item.refusal === undefined) ? (
          <OutboxItems items={waiting} />
        ) : rated ? (
          <>
            <p role="status">{t.meal.evaluateDone}</p>
            <RatingForm items={rated.items} readOnly />
          </>
        ) : items.data ? (
          <RatingForm
            items={items.data}
            submitting={submitting}
            onSubmit={(answers) => void submit(answers)}
          />
        ) : null}
      </AsyncState>
    </Page>
  );
}
