'use client';

import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api/errors';
import { errorText } from '@/lib/api/errorText';
import { requestLeave, useLeaveableDates } from '@/lib/api/leave';
import { QUEUED, useOutbox } from '@/lib/outbox/outbox';
import { DiningType } from '@/lib/contract/enums';
import { LEAVE_REASON_MAX } from '@/lib/contract/leave';
import { format, messages } from '@/lib/i18n';
import { leaveDaysMessages } from '@/lib/i18n/areas/leaveDays';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { showToast } from '@/lib/platform/feedback';
import { redirectTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import { Page } from '@/components/Page';
import { AsyncState } from '@/components/AsyncState';
import { diningLabel, formatInstant } from '@/lib/order/labels';
import order from '../../components/order/order.module.css';
import { Choices } from '@/components/order/Choices';
import { orderMessages } from '@/lib/i18n/areas/order';
import { LeaveDays } from './parts/LeaveDays';
import { NoLeaveDates } from './parts/NoLeaveDates';
import styles from './leave.module.css';

/** What a refusal names (decision 086): the day at fault and, past its cut-off, when it closed. */
function refusalText(error: unknown): string {
  const t = leaveDaysMessages().form;
  if (isApiError(error)) {
    const data = (error.body as { data?: { date?: string; cutOff?: string } } | undefined)?.data;
    if (error.code === 'LEAVE_CLOSED' && data?.date && data.cutOff)
      return format(t.closedOne, { date: data.date, time: formatInstant(data.cutOff) });
    if (error.code === 'LEAVE_NOT_ALLOWED' && data?.date)
      return format(t.notPaidOne, { date: data.date });
  }
  return errorText(error, t.failed);
}

/**
 * Ask for leave on any of the child's paid meals still before their leave cut-off, several days
 * at once with an optional reason (decision 086); the day tapped on a meal comes chosen.
 */
export default function LeaveScreen() {
  const t = messages();
  const words = leaveDaysMessages().form;
  const query = useRoute('leave').query;
  const { associatedUserId, userName } = useSelectedChild(query.associatedUserId);
  const [diningType, setDiningType] = useState<DiningType>(query.diningType ?? 'Lunch');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(query.date ? [query.date] : []),
  );
  const [reason, setReason] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);
  // The tapped day can arrive after the first render (the hash router's query): choose it then.
  useEffect(() => {
    if (query.date) setChosen((current) => new Set([...current, query.date!]));
    if (query.diningType) setDiningType(query.diningType);
  }, [query.date, query.diningType]);
  const leaveable = useLeaveableDates(associatedUserId, diningType, true);
  const all = leaveable.data ?? [];
  // A day whose leave already waits in the outbox is not offered twice.
  const waiting = useOutbox();
  const dates = all.filter(
    (entry) =>
      !entry.closed &&
      !waiting.some(
        (item) =>
          item.kind === 'leave' &&
          item.refusal === undefined &&
          item.child === associatedUserId &&
          item.date === entry.leaveDate &&
          item.diningType === diningType,
      ),
  );
  const picked = dates.filter((entry) => chosen.has(entry.leaveDate)).map((e) => e.leaveDate);
  const tappedGone =
    query.date && leaveable.data && query.diningType === diningType
      ? !dates.some((entry) => entry.leaveDate === query.date)
      : false;

  const tappedClosed = tappedGone
    ? all.find((entry) => entry.closed && entry.leaveDate === query.date)
    : undefined;

  const toggle = (date: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(date)) next.delete(date);
      else next.add(date);
      return next;
    });

  const submit = async () => {
    if (running.current || !associatedUserId || picked.length === 0) return;
    running.current = true;
    setSubmitting(true);
    try {
      const [first, ...more] = picked;
      const status = await requestLeave({
        associatedUserId,
        leaveDate: first!,
        diningType,
        ...(more.length > 0 ? { dates: more } : {}),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      if (status !== 'Confirm' && status !== QUEUED) throw new Error(status);
      // Toasted after the route change, which hides toasts shown before it.
      await redirectTo({ url: route('leaveList') });
      showToast(
        status === QUEUED
          ? { title: t.outbox.queued }
          : { title: t.leave.submitted, icon: 'success' },
      );
    } catch (error) {
      showToast({ title: refusalText(error) });
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };

  return (
    <Page title={t.routes.leave}>
      <div className={`${order.content} ${order.aboveSubmitBar}`}>
        <section className={order.card}>
          {userName ? <h2 className={order.cardHead}>{userName}</h2> : null}
          <Choices
            legend={orderMessages().diningType}
            name="diningType"
            value={diningType}
            onChange={(value) => {
              setDiningType(value);
              setChosen(new Set());
            }}
            options={DiningType.options.map((value) => ({ value, label: diningLabel(value) }))}
          />
        </section>
        <section className={order.card}>
          <AsyncState
            isLoading={!leaveable.data && leaveable.isLoading}
            error={leaveable.data ? undefined : leaveable.error}
            onRetry={() => void leaveable.mutate()}
          >
            {tappedGone ? (
              <p className={styles.why} role="status">
                {tappedClosed
                  ? format(words.preselectedClosed, {
                      date: tappedClosed.leaveDate,
                      time: formatInstant(tappedClosed.cutOff),
                    })
                  : format(words.preselectedGone, { date: query.date! })}
              </p>
            ) : null}
            {dates.length === 0 ? (
              <NoLeaveDates
                closed={all.filter((entry) => entry.closed)}
                child={userName ?? ''}
                diningType={diningType}
              />
            ) : (
              <LeaveDays dates={dates} chosen={new Set(picked)} onToggle={toggle} />
            )}
          </AsyncState>
        </section>
        {dates.length > 0 ? (
          <section className={order.card}>
            <div className={styles.reason}>
              <label htmlFor="leave-reason">{words.reason}</label>
              <textarea
                id="leave-reason"
                name="reason"
                value={reason}
                maxLength={LEAVE_REASON_MAX}
                placeholder={words.reasonPlaceholder}
                onChange={(event) => setReason(event.target.value)}
              />
              <span className={styles.count} aria-live="polite">
                {format(words.reasonCount, { count: [...reason].length, max: LEAVE_REASON_MAX })}
              </span>
            </div>
          </section>
        ) : null}
        <div className={order.submitBar}>
          <span className={styles.barHint} id="leave-submit-why">
            {picked.length === 0 && dates.length > 0 ? words.needDate : ''}
          </span>
          <button
            type="button"
            className={`${order.button} ${order.primary}`}
            disabled={picked.length === 0 || submitting}
            aria-describedby={picked.length === 0 ? 'leave-submit-why' : undefined}
            onClick={() => void submit()}
          >
            {picked.length > 0
              ? format(words.submitDays, { count: picked.length })
              : t.leave.submit}
          </button>
        </div>
      </div>
    </Page>
  );
}
