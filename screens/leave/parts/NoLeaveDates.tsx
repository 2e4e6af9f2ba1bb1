import type { DiningType } from '@/lib/contract/enums';
import type { LeaveableDate } from '@/lib/contract/leave';
import { format } from '@/lib/i18n';
import { leaveDaysMessages } from '@/lib/i18n/areas/leaveDays';
import { diningLabel, formatInstant } from '@/lib/order/labels';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import order from '../../../components/order/order.module.css';
import styles from '../leave.module.css';

/**
 * Nothing to take leave for, and why (decision 086): no paid meal ahead, or every paid one past
 * its cut-off (naming the last and when it closed); either way, ordering is the way on.
 */
export function NoLeaveDates({
  closed,
  child,
  diningType,
}: {
  closed: LeaveableDate[];
  child: string;
  diningType: DiningType;
}) {
  const t = leaveDaysMessages().form;
  const dining = diningLabel(diningType);
  const last = closed[closed.length - 1];
  return (
    <div role="status">
      <p className={styles.why}>
        {last
          ? format(t.allClosed, {
              dining,
              date: last.leaveDate,
              time: formatInstant(last.cutOff),
            })
          : format(t.noPaidMeals, { child, dining })}
      </p>
      <button
        type="button"
        className={order.button}
        onClick={() => void navigateTo({ url: route('mealMonth', { diningType }) })}
      >
        {t.orderFirst}
      </button>
    </div>
  );
}
