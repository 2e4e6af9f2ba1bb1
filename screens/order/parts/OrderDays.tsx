import type { DayOrderDetail, Order } from '@/lib/contract/order';
import { format } from '@/lib/i18n';
import { leaveDaysMessages } from '@/lib/i18n/areas/leaveDays';
import { orderMessages } from '@/lib/i18n/areas/order';
import { formatFen } from '@/lib/money/fen';
import { dayStateLabel, diningLabel, formatInstant } from '@/lib/order/labels';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import styles from '../../../components/order/order.module.css';
import own from './orderDays.module.css';

/**
 * The order's meals, each opening its detail; a paid day still before its cut-off offers
 * 取消这天 with what it gives back (decision 086).
 */
export function OrderDays({
  order,
  onCancelDay,
  cancelling,
}: {
  order: Order;
  onCancelDay: (day: DayOrderDetail) => void;
  cancelling: (dayId: number) => boolean;
}) {
  const words = leaveDaysMessages().day;
  return (
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
            {day.cancel ? (
              <div className={own.cancelRow}>
                <span className={own.until}>
                  {format(words.until, { time: formatInstant(day.cancel.cutOff) })}
                </span>
                <button
                  type="button"
                  className={styles.button}
                  disabled={cancelling(day.id)}
                  aria-label={format(words.cancelLabel, {
                    date: day.mealsDate,
                    amount: formatFen(day.cancel.credit),
                  })}
                  onClick={() => onCancelDay(day)}
                >
                  {words.cancel}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
