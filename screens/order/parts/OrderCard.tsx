import type { Order } from '@/lib/contract/order';
import { format } from '@/lib/i18n';
import { orderActions } from '@/lib/order/list';
import { formatFen } from '@/lib/money/fen';
import { orderDates } from '@/lib/order/dates';
import { diningLabel, formatInstant, typeLabel } from '@/lib/order/labels';
import { PayOptions, type PayChoice } from '@/components/order/PayOptions';
import { Receipt } from '@/components/order/Receipt';
import styles from '../../../components/order/order.module.css';
import { Row } from './Row';
import { StatusTag } from './StatusTag';
import { orderMessages } from '@/lib/i18n/areas/order';

export interface OrderCardProps {
  order: Order;
  onOpen: (order: Order) => void;
  onPay: (order: Order, choice: PayChoice) => void;
  onCancel: (order: Order) => void;
  paying: boolean;
  cancelling: boolean;
  /** An unpaid order just cancelled: the server deleted it; shown cancelled until a refresh. */
  dropped?: boolean;
}

export function OrderCard({
  order,
  onOpen,
  onPay,
  onCancel,
  paying,
  cancelling,
  dropped = false,
}: OrderCardProps) {
  const t = orderMessages();
  const allowed = orderActions(order);
  // The child first: the tab lists every child's orders together (decision 087).
  const title = `${order.userName} · ${typeLabel(order)} · ${diningLabel(order.diningType)}`;
  return (
    <article className={styles.card} aria-label={format(t.orderNo, { no: order.orderId })}>
      <button type="button" className={styles.link} onClick={() => onOpen(order)}>
        <h2 className={styles.cardHead}>
          <span>{title}</span>
          <StatusTag status={order.orderStatus} label={dropped ? t.statusDropped : undefined} />
        </h2>
        <dl>
          <Row label={t.datesLabel}>{orderDates(order)}</Row>
          <Row label={t.orderNoLabel}>{order.orderId}</Row>
          <Row label={t.createdAt}>{formatInstant(order.createdAt)}</Row>
          {order.refundedAmount > 0 ? (
            <Row label={t.refunded}>{formatFen(order.refundedAmount)}</Row>
          ) : null}
        </dl>
        <Receipt receipt={order.receipt} />
      </button>
      {dropped ? (
        <p className={styles.hint} role="status">
          {t.dropped}
        </p>
      ) : null}
      {allowed.cancel ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.button}
            disabled={cancelling}
            onClick={() => onCancel(order)}
          >
            {t.cancel}
          </button>
        </div>
      ) : null}
      {/* The same choice as on the order detail: a coupon, the balance or the online checkout. */}
      {allowed.pay ? (
        <PayOptions order={order} paying={paying} onPay={(choice) => onPay(order, choice)} />
      ) : null}
    </article>
  );
}
