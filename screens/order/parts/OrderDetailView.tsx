'use client';

import { useCallback } from 'react';
import { Page } from '@/components/Page';
import { PayOptions } from '@/components/order/PayOptions';
import { Receipt } from '@/components/order/Receipt';
import { useOrder } from '@/lib/api/order';
import type { CancelDayResult, Order } from '@/lib/contract/order';
import { AsyncState } from '@/components/AsyncState';
import { format, messages } from '@/lib/i18n';
import { unsubscribed } from '@/lib/order/list';
import { orderActions } from '@/lib/order/list';
import { formatFen } from '@/lib/money/fen';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { diningLabel, formatInstant, kindLabel, typeLabel } from '@/lib/order/labels';
import styles from '../../../components/order/order.module.css';
import { Row } from './Row';
import { StatusTag } from './StatusTag';
import { useOrderActions } from './useOrderActions';
import { OrderDays } from './OrderDays';
import { orderMessages } from '@/lib/i18n/areas/order';
import { monthOfYear } from '@/lib/i18n/months';

/** A day or month order with its meals; pay and cancel as on the list. */
export function OrderDetailView({
  title,
  orderId,
}: {
  /** The route's title: day and month orders have their own. */
  title: string;
  orderId: number | undefined;
}) {
  const t = messages();
  const { data: order, mutate, isLoading, error } = useOrder(orderId);
  const onCancelled = useCallback(
    (_: number, result: { order: Order | null; deleted: boolean }) => {
      if (result.deleted) void navigateTo({ url: route('orders') }).catch(() => undefined);
      else
        void mutate(result.order ?? (order ? unsubscribed(order) : undefined), {
          revalidate: false,
        });
    },
    [mutate, order],
  );
  const onDayCancelled = useCallback(
    (result: CancelDayResult) => void mutate(result.order, { revalidate: false }),
    [mutate],
  );
  const actions = useOrderActions('orderOrangebank', onCancelled, onDayCancelled);

  if (!order)
    return (
      <Page title={title}>
        <div className={styles.content}>
          <AsyncState
            isLoading={isLoading}
            error={error}
            onRetry={() => void mutate()}
            isEmpty
            emptyText={t.common.empty}
          >
            {null}
          </AsyncState>
        </div>
      </Page>
    );
  const allowed = orderActions(order);
  return (
    <Page title={title}>
      <div className={styles.content}>
        <section className={styles.card}>
          <h2 className={styles.cardHead}>
            <span>{`${typeLabel(order)} · ${order.userName}`}</span>
            <StatusTag status={order.orderStatus} />
          </h2>
          <dl>
            <Row label={orderMessages().orderNoLabel}>{order.orderId}</Row>
            <Row label={orderMessages().diningType}>{diningLabel(order.diningType)}</Row>
            <Row label={orderMessages().mealKind}>{kindLabel(order.mealKind)}</Row>
            {order.monthOrderDetail ? (
              <Row
                label={orderMessages().chooseMonth}
              >{`${monthOfYear(order.monthOrderDetail.month)} · ${format(orderMessages().dayCount, { count: order.monthOrderDetail.days })}`}</Row>
            ) : null}
            {order.receipt.method ? null : (
              <Row label={orderMessages().payMode}>
                {order.payMode === 'Online'
                  ? orderMessages().payOnline
                  : orderMessages().payOffline}
              </Row>
            )}
            <Row label={orderMessages().createdAt}>{formatInstant(order.createdAt)}</Row>
            {order.refundedAmount > 0 ? (
              <Row label={orderMessages().refunded}>{formatFen(order.refundedAmount)}</Row>
            ) : null}
          </dl>
          <Receipt receipt={order.receipt} />
          <div className={styles.actions}>
            {allowed.cancel ? (
              <button
                type="button"
                className={styles.button}
                disabled={actions.cancelling(order.id)}
                onClick={() => void actions.cancel(order)}
              >
                {orderMessages().cancel}
              </button>
            ) : null}
          </div>
          {allowed.pay ? (
            <PayOptions
              order={order}
              paying={actions.paying(order.id)}
              onPay={(choice) => void actions.pay(order, choice)}
            />
          ) : null}
        </section>
        <OrderDays
          order={order}
          onCancelDay={(day) => void actions.cancelDay(order, day)}
          cancelling={actions.cancellingDay}
        />
      </div>
    </Page>
  );
}
