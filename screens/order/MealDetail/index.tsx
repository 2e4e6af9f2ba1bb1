'use client';

import { useOrder } from '@/lib/api/order';
import { format, messages } from '@/lib/i18n';
import { formatFen } from '@/lib/money/fen';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { Page } from '@/components/Page';
import { dayStateLabel, diningLabel, kindLabel } from '@/lib/order/labels';
import styles from '../../../components/order/order.module.css';
import { Row } from '@/screens/order/parts/Row';
import { orderMessages } from '@/lib/i18n/areas/order';
import { MealOfOrder } from './MealOfOrder';

/**
 * One meal of an order: its date, dining type, kind, price and whether it stands; then the meal
 * itself (dishes, allergens, rate or leave) and the way to its day and to the whole order, where
 * the order is cancelled.
 */
export default function OrderMealDetailScreen() {
  const t = messages();
  const o = orderMessages();
  const { id, date } = useRoute('orderMealDetail').query;
  const { data: order, isLoading } = useOrder(id);
  const selected = useSelectedChild();
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
  // The meal calls answer for the selected child (its header): another child's meal is read
  // after switching to that child, never shown from the wrong child's calendar.
  const ofSelected = selected.associatedUserId === order.associatedUserId;
  const orderRoute = order.orderType === 'Month' ? 'monthOrderDetail' : 'dayOrderDetail';
  return (
    <Page title={t.routes.orderMealDetail}>
      <div className={styles.content}>
        <section className={styles.card}>
          <h2 className={styles.cardHead}>{`${day.mealsDate} ${diningLabel(day.diningType)}`}</h2>
          <dl>
            <Row label={o.orderNoLabel}>{order.orderId}</Row>
            <Row label={o.mealKind}>{kindLabel(day.mealKind)}</Row>
            <Row label={o.price}>{formatFen(day.price)}</Row>
            <Row label={o.mealDetail}>{dayStateLabel(day.state)}</Row>
          </dl>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.button}
              onClick={() => void navigateTo({ url: route(orderRoute, { id: order.id }) })}
            >
              {o.viewOrder}
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.primary}`}
              onClick={() =>
                void navigateTo({
                  url: route('mealDay', { date: day.mealsDate, diningType: day.diningType }),
                })
              }
            >
              {o.openDay}
            </button>
          </div>
        </section>
        <section className={styles.card} aria-label={o.theMeal}>
          <h2 className={styles.cardHead}>{o.theMeal}</h2>
          {ofSelected ? (
            <MealOfOrder meal={day} child={order.associatedUserId} childName={order.userName} />
          ) : (
            <p className={styles.hint}>{format(o.otherChild, { name: order.userName })}</p>
          )}
        </section>
      </div>
    </Page>
  );
}
