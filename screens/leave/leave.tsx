'use client';

import { errorMessage } from '@/lib/api/errors';
import { useRef, useState } from 'react';
import { requestLeave, useLeaveableDates } from '@/lib/api/leave';
import { QUEUED, useOutbox } from '@/lib/outbox/outbox';
import { DiningType } from '@/lib/contract/enums';
import { format, messages } from '@/lib/i18n';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { showToast } from '@/lib/platform/feedback';
import { redirectTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import { Page } from '@/components/Page';
import { diningLabel, formatInstant } from '@/lib/order/labels';
import styles from '../../components/order/order.module.css';
import { Choices } from '@/components/order/Choices';
import { orderMessages } from '@/lib/i18n/areas/order';

/** Ask for leave on one of the child's paid meals that is still before its leave cut-off. */
export default function LeaveScreen() {
  const t = messages();
  const query = useRoute('leave').query;
  const { associatedUserId, userName } = useSelectedChild(query.associatedUserId);
  const [diningType, setDiningType] = useState<DiningType>(query.diningType ?? 'Lunch');
  const [date, setDate] = useState<string>(query.date ?? '');
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);
  const { data: open = [] } = useLeaveableDates(associatedUserId, diningType);
  // A day whose leave already waits in the outbox is not offered twice.
  const waiting = useOutbox();
  const dates = open.filter(
    (entry) =>
      !waiting.some(
        (item) =>
          item.kind === 'leave' &&
          item.refusal === undefined &&
          item.child === associatedUserId &&
          item.date === entry.leaveDate &&
          item.diningType === diningType,
      ),
  );
  const chosen = dates.find((entry) => entry.leaveDate === date);

  const submit = async () => {
    if (running.current || !associatedUserId || !chosen) return;
    running.current = true;
    setSubmitting(true);
    try {
      const status = await requestLeave({
        associatedUserId,
        leaveDate: chosen.leaveDate,
        diningType,
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
      showToast({ title: errorMessage(error, t.errors.leaveFailed, { serverText: false }) });
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };

  return (
    <Page title={t.routes.leave}>
      <div className={`${styles.content} ${styles.aboveSubmitBar}`}>
        <section className={styles.card}>
          {userName ? <h2 className={styles.cardHead}>{userName}</h2> : null}
          <Choices
            legend={orderMessages().diningType}
            name="diningType"
            value={diningType}
            onChange={(value) => {
              setDiningType(value);
              setDate('');
            }}
            options={DiningType.options.map((value) => ({ value, label: diningLabel(value) }))}
          />
        </section>
        <section className={styles.card}>
          {dates.length === 0 ? (
            <p className={styles.hint}>{t.leave.noDates}</p>
          ) : (
            <Choices
              legend={t.leave.chooseDate}
              name="leaveDate"
              value={date}
              onChange={setDate}
              options={dates.map((entry) => ({ value: entry.leaveDate, label: entry.leaveDate }))}
            />
          )}
          {chosen ? (
            <p className={styles.hint}>
              {format(orderMessages().cutOff, { time: formatInstant(chosen.cutOff) })}
            </p>
          ) : null}
        </section>
        <div className={styles.submitBar}>
          <span />
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            disabled={!chosen || submitting}
            onClick={() => void submit()}
          >
            {t.leave.submit}
          </button>
        </div>
      </div>
    </Page>
  );
}
