'use client';

import { useId, useRef, useState } from 'react';
import { errorText } from '@/lib/api/errorText';
import { errorTexts } from '@/lib/i18n/areas/errors';
import { fetchRefundPage, REFUND_PAGE_SIZE, requestRefund, useRefundRule } from '@/lib/api/money';
import type { Refund } from '@/lib/contract/refund';
import { format, messages } from '@/lib/i18n';
import { moneyMessages } from '@/lib/i18n/areas/money';
import { fenOfYuan, formatFen } from '@/lib/money/fen';
import { usePagedList } from '@/lib/paging/usePagedList';
import { showToast } from '@/lib/platform/feedback';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { useSession } from '@/lib/session/useSession';
import { useUserState } from '@/lib/user/state';
import { ListFooter } from '@/components/ListFooter';
import { Page } from '@/components/Page';
import styles from '../../components/order/order.module.css';

/** The school's refund rule (shown before asking), a request form and the child's refunds. */
export default function RefundScreen() {
  const t = messages();
  const m = moneyMessages().refund;
  const amountId = useId();
  const reasonId = useId();
  const { associatedUserId } = useSelectedChild();
  const stored = useSession().identity;
  const schoolId =
    useUserState().identities?.find((identity) => identity.associatedUserId === associatedUserId)
      ?.unitId ??
    (stored && Number(stored.associated_user_id) === associatedUserId
      ? Number(stored.unit_id)
      : undefined);
  const rule = useRefundRule(schoolId);
  const list = usePagedList<Refund>(
    (page, size) =>
      associatedUserId ? fetchRefundPage(associatedUserId, page, size) : Promise.resolve([]),
    REFUND_PAGE_SIZE,
  );
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);
  const amount = fenOfYuan(amountText);
  const data = rule.data;
  const hints = errorTexts().hints;
  // Why the button is disabled, said under it once the parent typed something (decision 068).
  const blocked =
    data === undefined || amount === undefined
      ? amountText.trim() === ''
        ? null
        : hints.refundAmount
      : amount > data.refundable
        ? format(hints.refundOver, { amount: formatFen(data.refundable) })
        : amount < data.minAmount
          ? format(hints.refundUnder, { amount: formatFen(data.minAmount) })
          : null;
  const canAsk =
    data !== undefined &&
    data.enabled &&
    amount !== undefined &&
    amount >= data.minAmount &&
    amount <= data.refundable;
  const whyId = `${amountId}-why`;

  const ask = async () => {
    if (running.current || !associatedUserId || amount === undefined) return;
    running.current = true;
    setFailure(null);
    try {
      await requestRefund({ associatedUserId, amount, reason });
      showToast({ title: m.sent, icon: 'success' });
      setAmountText('');
      setReason('');
      await Promise.all([list.refresh(), rule.mutate()]);
    } catch (error) {
      setFailure(errorText(error, errorTexts().actions.refund));
    } finally {
      running.current = false;
    }
  };

  return (
    <Page title={t.routes.refund}>
      <div className={styles.content}>
        {data ? (
          <section className={styles.card} aria-label={m.rule}>
            <h2>{m.rule}</h2>
            {/* The school's own text, in the language it was written in (usually Chinese): the
                rule's terms are said again below from the catalogue, in the reader's language. */}
            {data.description ? (
              <p className={styles.hint}>{format(m.ruleNote, { note: data.description })}</p>
            ) : null}
            <p className={styles.hint}>
              {format(m.ruleMin, { amount: formatFen(data.minAmount) })}
            </p>
            <p className={styles.hint}>{format(m.ruleDays, { days: data.processingDays })}</p>
            <div className={styles.row}>
              <span>{m.refundable}</span>
              <span className={styles.amount}>{formatFen(data.refundable)}</span>
            </div>
            {data.enabled ? (
              <>
                <div className={styles.field}>
                  <label htmlFor={amountId}>{m.amount}</label>
                  <input
                    id={amountId}
                    inputMode="decimal"
                    aria-invalid={blocked ? true : undefined}
                    aria-describedby={blocked ? whyId : undefined}
                    value={amountText}
                    onChange={(event) => setAmountText(event.target.value)}
                  />
                </div>
                <div className={styles.field}>
                  <label htmlFor={reasonId}>{m.reason}</label>
                  <input
                    id={reasonId}
                    maxLength={200}
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                  />
                </div>
                {blocked ? (
                  <p id={whyId} role="status" className={styles.error}>
                    {blocked}
                  </p>
                ) : null}
                {failure ? (
                  <p role="alert" className={styles.error}>
                    {failure}
                  </p>
                ) : null}
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={`${styles.button} ${styles.primary}`}
                    disabled={!canAsk}
                    aria-describedby={blocked ? whyId : undefined}
                    onClick={() => void ask()}
                  >
                    {m.ask}
                  </button>
                </div>
              </>
            ) : (
              <p className={styles.hint}>{m.closed}</p>
            )}
          </section>
        ) : null}
        <ul>
          {list.items.map((refund) => (
            <li key={refund.id}>
              <button
                type="button"
                className={`${styles.card} ${styles.link}`}
                aria-label={`${formatFen(refund.amount)} ${m.statuses[refund.status]}`}
                onClick={() => void navigateTo({ url: route('refundDetail', { id: refund.id }) })}
              >
                <span className={styles.row}>
                  <span className={styles.amount}>{formatFen(refund.amount)}</span>
                  <span className={styles.tag}>{m.statuses[refund.status]}</span>
                </span>
                <span className={styles.hint}>{refund.createdAt.slice(0, 10)}</span>
              </button>
            </li>
          ))}
        </ul>
        <ListFooter
          loading={list.loading}
          finished={list.finished}
          error={list.error}
          empty={list.items.length === 0}
          emptyText={m.empty}
          onLoadMore={() => void list.loadMore()}
        />
      </div>
    </Page>
  );
}
