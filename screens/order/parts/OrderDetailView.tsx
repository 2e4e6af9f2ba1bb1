'use client';

import { useCallback } from 'react';
import { Page } from '@/components/Page';
import { PayOptions } from '@/components/order/PayOptions';
import { Receipt } from '@/components/order/Receipt';
import { useOrder } from '@/lib/api/order';
import type { Order } from '@/lib/contract/order';
import { format, messages } from '@/lib/i18n';
import { unsubscribed } from '@/lib/order/list';
import { orderActions } from '@/lib/order/list';
import { formatFen } from '@/lib/money/fen';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import {
  dayStateLabel,
  diningLabel,
  formatInstant,
  kindLabel,
  typeLabel,
} from '@/lib/order/labels';
import styles from '../../../components/order/order.module.css';
import { Row } from './Row';
import { StatusTag } from './StatusTag';
import { useOrderActions } from './useOrderActions';
import { orderMessages } from '@/lib/i18n/areas/order';

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
  const { data: order, mutate, isLoading } = useOrder(orderId);
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
  const actions = useOrderActions('orderOrangebank', onCancelled);

  if (!order)
    return (
      <Page title={title}>
        <div className={styles.content}>
          {isLoading ? (
            <p className={styles.hint}>{t.common.loading}</p>
          ) : (
            <p className={styles.empty}>{t.common.empty}</p>
          )}
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
              >{`${order.monthOrderDetail.month} · ${format(orderMessages().dayCount, { count: order.monthOrderDetail.days })}`}</Row>
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
        <section className={styles.card} aria-label={orderMessages().days}>
          <h2 className={styles.cardHead}>{orderMessages().days}</h2>
          <ul>
            {order.dayOrderDetails.map((day) => (
              <li key={day.id}>
                <button
                  type="button"
                  className={`${styles.link} ${styles.row}`}
                  onClick={() =>
                    void navigateTo({
                      url: route('orderMealDetail', { id: order.id, date: day.mealsDate }),
                    })
                  }
                >
                  <span>{`${day.mealsDate} ${diningLabel(day.diningType)}`}</span>
                  <span>{`${formatFen(day.price)} · ${dayStateLabel(day.state)}`}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Page>
  );
}
