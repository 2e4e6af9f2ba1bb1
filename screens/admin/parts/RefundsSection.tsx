'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { isApiError } from '@/lib/api/errors';
import { decideRefund, useSchoolRefunds } from '@/lib/api/adminPrepaid';
import { RefundStatus } from '@/lib/contract/money';
import type { Refund } from '@/lib/contract/refund';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { dayjs } from '@/lib/i18n/dayjs';
import { ConfirmButton } from './ConfirmButton';
import cards from './cards.module.css';
import styles from './console.module.css';
import { yuan } from './yuan';

/**
 * The school's refund requests (decision 030): a waiting one is approved (its Cash_Withdrawal
 * leaves the balance) or rejected with a remark, through the refunds service; audited.
 */
export function RefundsSection() {
  const t = consoleMessages();
  const r = t.refunds;
  const [status, setStatus] = useState<RefundStatus | ''>('ToAudit');
  const [said, setSaid] = useState('');
  const refunds = useSchoolRefunds(status);
  const rows = refunds.data ?? [];
  const decide = (refund: Refund, approve: boolean, remark: string) =>
    void decideRefund(refund.id, approve, remark).then(
      () => setSaid(approve ? r.approved : r.rejected),
      (error: unknown) =>
        setSaid(isApiError(error) && error.code === 'REFUND_HANDLED' ? r.handled : t.common.failed),
    );
  return (
    <section className={styles.card} aria-labelledby="money-refunds">
      <h2 id="money-refunds">{r.title}</h2>
      <label className={styles.toolbar}>
        {r.filter}
        <select
          value={status}
          onChange={(event) => setStatus(event.target.value as RefundStatus | '')}
        >
          <option value="">{r.all}</option>
          {RefundStatus.options.map((option) => (
            <option key={option} value={option}>
              {r.statuses[option]}
            </option>
          ))}
        </select>
      </label>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <AsyncState
        isLoading={refunds.isLoading}
        error={refunds.error}
        onRetry={() => void refunds.mutate()}
        isEmpty={rows.length === 0}
        emptyText={t.common.none}
      >
        <table className={`${styles.table} ${cards.cardsWhenNarrow}`}>
          <thead>
            <tr>
              <th scope="col">{r.child}</th>
              <th scope="col" className={styles.number}>
                {r.amount}
              </th>
              <th scope="col">{r.reason}</th>
              <th scope="col">{r.asked}</th>
              <th scope="col">{r.state}</th>
              <th scope="col">{r.remark}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((refund) => (
              <RefundRow key={refund.id} refund={refund} onDecide={decide} />
            ))}
          </tbody>
        </table>
      </AsyncState>
    </section>
  );
}

function RefundRow({
  refund,
  onDecide,
}: {
  refund: Refund;
  onDecide: (refund: Refund, approve: boolean, remark: string) => void;
}) {
  const r = consoleMessages().refunds;
  const [remark, setRemark] = useState('');
  const ask = { child: refund.userName, amount: yuan(refund.amount) };
  const label = format(r.remarkFor, ask);
  return (
    <tr>
      <th scope="row">{refund.userName}</th>
      <td className={styles.number} data-label={r.amount}>
        {yuan(refund.amount)}
      </td>
      <td data-label={r.reason}>{refund.reason}</td>
      <td data-label={r.asked}>{dayjs(refund.createdAt).format('YYYY-MM-DD HH:mm')}</td>
      <td data-label={r.state}>{r.statuses[refund.status]}</td>
      <td className={cards.cardActions} data-label={r.remark}>
        {refund.status === 'ToAudit' ? (
          <div className={styles.toolbar}>
            <input
              aria-label={label}
              value={remark}
              maxLength={200}
              onChange={(event) => setRemark(event.target.value)}
            />
            {/* Money leaves the family's balance: each decision names the child and the amount. */}
            <ConfirmButton
              primary
              text={r.approve}
              label={`${r.approve} ${label}`}
              question={format(r.approveAsk, ask)}
              onConfirm={() => onDecide(refund, true, remark)}
            />
            <ConfirmButton
              text={r.reject}
              label={`${r.reject} ${label}`}
              question={format(r.rejectAsk, ask)}
              onConfirm={() => onDecide(refund, false, remark)}
            />
          </div>
        ) : (
          (refund.handledRemark ?? '')
        )}
      </td>
    </tr>
  );
}
