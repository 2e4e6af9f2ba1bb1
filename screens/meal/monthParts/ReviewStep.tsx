'use client';

import { useReducer, useRef, useState } from 'react';
import { Choices } from '@/components/order/Choices';
import { MoneyOfflineNote } from '@/components/order/MoneyOfflineNote';
import { hasPayChoice, usePayChoices } from '@/components/order/PayOptions';
import type { DiningType, MealKind, PayMode } from '@/lib/contract/enums';
import type { Order } from '@/lib/contract/order';
import { format } from '@/lib/i18n';
import { orderMessages } from '@/lib/i18n/areas/order';
import { dateWithWeekday } from '@/lib/meal/ordering';
import { formatFen } from '@/lib/money/fen';
import { diningLabel, kindLabel } from '@/lib/order/labels';
import { initialOrderMealState, orderMealReducer } from '@/lib/order/state';
import { useOnline } from '@/lib/platform/online';
import { PayStep } from '@/screens/meal/orderParts/PayStep';
import { submitOrder } from '@/screens/meal/orderParts/submit';
import orderStyles from '../../../components/order/order.module.css';
import styles from './ordering.module.css';

/** What the calendar is about to order: its days (a month order's are the server's open ones). */
export type CalendarOrder =
  | { kind: 'Day'; dates: string[]; price: number; mealKind: MealKind }
  | { kind: 'Month'; month: string; dates: string[]; price: number; mealKind: MealKind };

/**
 * The one step between the calendar and the payment: the days with their weekdays, the total and
 * how to pay, the button in the flow of the page (no fixed bar to hide the payment choice under).
 */
export function ReviewStep({
  order,
  associatedUserId,
  childName,
  diningType,
  onBack,
  onSwitchKind,
}: {
  order: CalendarOrder;
  associatedUserId: number;
  childName: string;
  diningType: DiningType;
  onBack: () => void;
  onSwitchKind: (kind: MealKind) => void;
}) {
  const t = orderMessages();
  const cal = t.cal;
  const online = useOnline();
  const [payMode, setPayMode] = useState<PayMode>('Online');
  const [state, dispatch] = useReducer(orderMealReducer, initialOrderMealState);
  const [submitting, setSubmitting] = useState(false);
  const [placed, setPlaced] = useState<Order | null>(null);
  const running = useRef(false);
  const payChoices = usePayChoices();
  const total = order.price * order.dates.length;

  const submit = async () => {
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    try {
      const base = { associatedUserId, diningType, mealKind: order.mealKind, payMode };
      const toPay = await submitOrder(
        order.kind === 'Month'
          ? { ...base, orderType: 'Month', month: order.month }
          : { ...base, orderType: 'Day', dates: order.dates },
        dispatch,
        (placedOrder) => hasPayChoice(payChoices, placedOrder.amount),
        { childName, switchKind: onSwitchKind },
      );
      setPlaced(toPay);
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };

  if (placed) return <PayStep order={placed} dispatch={dispatch} />;

  return (
    <div>
      <MoneyOfflineNote />
      <section className={orderStyles.card} aria-label={cal.review}>
        <h2 className={orderStyles.cardHead}>
          {[childName, diningLabel(diningType), kindLabel(order.mealKind)]
            .filter(Boolean)
            .join(' · ')}
        </h2>
        <p className={styles.reviewKind}>
          {order.kind === 'Month'
            ? `${t.monthOrder} · ${order.month} · ${format(t.dayCount, { count: order.dates.length })}`
            : `${t.dayOrder} · ${format(t.dayCount, { count: order.dates.length })}`}
        </p>
        <h3 className={styles.reviewHead}>{cal.dates}</h3>
        <ul className={styles.reviewDates}>
          {order.dates.map((date) => (
            <li key={date}>{dateWithWeekday(date)}</li>
          ))}
        </ul>
        <dl>
          <div className={orderStyles.row}>
            <dt>{t.price}</dt>
            <dd>{formatFen(order.price)}</dd>
          </div>
          <div className={orderStyles.row}>
            <dt>{t.total}</dt>
            <dd className={orderStyles.amount}>{formatFen(total)}</dd>
          </div>
        </dl>
      </section>
      <section className={orderStyles.card}>
        <Choices
          legend={t.payMode}
          name="payMode"
          value={payMode}
          onChange={setPayMode}
          options={[
            { value: 'Online', label: t.payOnline },
            { value: 'Offline', label: t.payOffline },
          ]}
        />
        {state.error.submit ? (
          <p className={orderStyles.error} role="alert">
            {state.error.submit}
          </p>
        ) : null}
        <div className={orderStyles.actions}>
          <button type="button" className={orderStyles.button} onClick={onBack}>
            {cal.back}
          </button>
          <button
            type="button"
            className={`${orderStyles.button} ${orderStyles.primary}`}
            disabled={submitting || !online}
            onClick={() => void submit()}
          >
            {t.submit}
          </button>
        </div>
      </section>
    </div>
  );
}
