'use client';

import { useOrder } from '@/lib/api/order';
import { messages } from '@/lib/i18n';
import { formatFen } from '@/lib/money/fen';
import { useRoute } from '@/lib/router/useRoute';
import { Page } from '@/components/Page';
import { dayStateLabel, diningLabel, kindLabel } from '@/lib/order/labels';
import styles from '../../components/order/order.module.css';
import { Row } from './parts/Row';
import { orderMessages } from '@/lib/i18n/areas/order';

/** One meal of an order: its date, dining type, kind, price and whether it stands. */
export default function OrderMealDetailScreen() {
  const t = messages();
  const { id, date } = useRoute('orderMealDetail').query;
  const { data: order, isLoading } = useOrder(id);
  const day = order?.dayOrderDetails.find((entry) => entry.mealsDate === date);
  if (!order || !day) {
    return (
      <Page title={t.routes.orderMealDetail}>
        <div className={styles.content}>
          <p className={styles.hint}>{isLoading ? t.common.loading : t.common.empty}</p>
        </div>
      </Page>
    );
  }
  return (
    <Page title={t.routes.orderMealDetail}>
      <div className={styles.content}>
        <section className={styles.card}>
          <h2 className={styles.cardHead}>{`${day.mealsDate} ${diningLabel(day.diningType)}`}</h2>
          <dl>
            <Row label={orderMessages().orderNoLabel}>{order.orderId}</Row>
            <Row label={orderMessages().mealKind}>{kindLabel(day.mealKind)}</Row>
            <Row label={orderMessages().price}>{formatFen(day.price)}</Row>
            <Row label={orderMessages().mealDetail}>{dayStateLabel(day.state)}</Row>
          </dl>
        </section>
      </div>
    </Page>
  );
}
