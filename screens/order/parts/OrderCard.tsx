import type { Order } from '@/lib/contract/order';
import { format } from '@/lib/i18n';
import { orderActions } from '@/lib/order/list';
import { formatFen } from '@/lib/money/fen';
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
}

export function OrderCard({ order, onOpen, onPay, onCancel, paying, cancelling }: OrderCardProps) {
  const t = orderMessages();
  const allowed = orderActions(order);
  const title = `${typeLabel(order)} · ${order.userName} · ${diningLabel(order.diningType)}`;
  return (
    <article className={styles.card} aria-label={format(t.orderNo, { no: order.orderId })}>
      <button type="button" className={styles.link} onClick={() => onOpen(order)}>
        <h2 className={styles.cardHead}>
          <span>{title}</span>
          <StatusTag status={order.orderStatus} />
        </h2>
        <dl>
          <Row label={t.orderNoLabel}>{order.orderId}</Row>
          <Row label={t.createdAt}>{formatInstant(order.createdAt)}</Row>
          {order.refundedAmount > 0 ? (
            <Row label={t.refunded}>{formatFen(order.refundedAmount)}</Row>
          ) : null}
        </dl>
        <Receipt receipt={order.receipt} />
      </button>
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
