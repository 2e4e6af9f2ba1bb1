'use client';

import { errorText } from '@/lib/api/errorText';
import { useMemo, useRef, useState } from 'react';
import { LEAVE_PAGE_SIZE, cancelLeave, fetchLeavePage } from '@/lib/api/leave';
import type { Leave } from '@/lib/contract/leave';
import { format, messages } from '@/lib/i18n';
import { afterLeaveCancelled, canCancelLeave } from '@/lib/order/leave';
import { formatFen } from '@/lib/money/fen';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { usePagedList } from '@/lib/paging/usePagedList';
import { showToast } from '@/lib/platform/feedback';
import { showModal } from '@/lib/platform/modal';
import { leaveDaysMessages } from '@/lib/i18n/areas/leaveDays';
import leaveStyles from './leave.module.css';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { Page } from '@/components/Page';
import { diningLabel } from '@/lib/order/labels';
import styles from '../../components/order/order.module.css';
import { ListFooter } from '@/components/ListFooter';
import { OutboxItems } from '@/components/outbox/OutboxItems';
import { QUEUED, useOutbox } from '@/lib/outbox/outbox';
import type { OutboxItem } from '@/lib/outbox/schema';

function leaveStatusLabel(leave: Leave): string {
  const t = messages().leave;
  return { Confirm: t.statusConfirm, Cancel: t.statusCancel, ToAudit: t.statusToAudit }[
    leave.leaveStatus
  ];
}

/** A cancellation of this leave already waits in the outbox: no second one. */
function cancelWaiting(waiting: readonly OutboxItem[], leave: Leave): boolean {
  return waiting.some(
    (item) =>
      item.kind === 'cancelLeave' &&
      item.date === leave.leaveDate &&
      item.diningType === leave.diningType,
  );
}

/** The selected child's leave, 10 a page; leave that stands can be cancelled. */
export default function LeaveListScreen() {
  const t = messages();
  const { associatedUserId } = useSelectedChild();
  const list = usePagedList<Leave>(
    (page, size) =>
      associatedUserId ? fetchLeavePage(associatedUserId, page, size) : Promise.resolve([]),
    LEAVE_PAGE_SIZE,
  );
  const waiting = useOutbox().filter(
    (item) => item.child === associatedUserId && item.kind !== 'rating',
  );
  const [cancelled, setCancelled] = useState<Leave[]>([]);
  const [busy, setBusy] = useState<number | null>(null);
  const running = useRef(false);
  const leaves = useMemo(
    () =>
      cancelled.reduce<Leave[]>((items, leave) => afterLeaveCancelled(items, leave), list.items),
    [list.items, cancelled],
  );

  const cancel = async (leave: Leave) => {
    if (running.current) return;
    running.current = true;
    setBusy(leave.id);
    try {
      // Cancelling leave puts the meal back and takes its credit back: asked first, by name.
      const words = leaveDaysMessages().list;
      const about = { date: leave.leaveDate, dining: diningLabel(leave.diningType) };
      const { confirm } = await showModal({
        title: words.cancelTitle,
        content:
          leave.credited > 0
            ? format(words.cancelBody, { ...about, amount: formatFen(leave.credited) })
            : format(words.cancelBodyNoCredit, about),
        cancelText: words.keep,
        confirmText: words.confirmCancel,
      });
      if (!confirm) return;
      const result = await cancelLeave({
        associatedUserId: leave.associatedUserId,
        leaveDate: leave.leaveDate,
        diningType: leave.diningType,
      });
      if (result === QUEUED) {
        showToast({ title: t.outbox.queued });
        return;
      }
      setCancelled((current) => [...current, result]);
      showToast({ title: t.leave.cancelled, icon: 'success' });
    } catch (error) {
      showToast({
        title: errorText(error, leaveDaysMessages().list.cancelFailed),
      });
    } finally {
      running.current = false;
      setBusy(null);
    }
  };

  return (
    <Page title={t.routes.leaveList}>
      <div className={styles.content}>
        <div className={styles.actions}>
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            onClick={() => void navigateTo({ url: route('leave') })}
          >
            {t.leave.requestNew}
          </button>
        </div>
        <OutboxItems items={waiting} />
        <ul>
          {leaves.map((leave) => (
            <li
              key={leave.id}
              className={styles.card}
              aria-label={`${leave.leaveDate} ${diningLabel(leave.diningType)}`}
            >
              <div className={styles.cardHead}>
                <span>{`${leave.leaveDate} ${diningLabel(leave.diningType)}`}</span>
                <span className={styles.tag}>{leaveStatusLabel(leave)}</span>
              </div>
              <div className={styles.row}>
                <span>{leave.userName}</span>
                {leave.credited > 0 ? (
                  <span>{format(t.leave.credited, { amount: formatFen(leave.credited) })}</span>
                ) : null}
              </div>
              {leave.reason ? (
                <p className={leaveStyles.leaveReason}>
                  {format(leaveDaysMessages().list.reason, { reason: leave.reason })}
                </p>
              ) : null}
              {canCancelLeave(leave) && !cancelWaiting(waiting, leave) ? (
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.button}
                    disabled={busy === leave.id}
                    onClick={() => void cancel(leave)}
                  >
                    {t.leave.cancel}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        <ListFooter
          loading={list.loading}
          finished={list.finished}
          error={list.error}
          empty={leaves.length === 0}
          emptyText={t.leave.empty}
          onLoadMore={() => void list.loadMore()}
        />
      </div>
    </Page>
  );
}
