import type { OrderStatus } from '@/lib/contract/enums';
import { statusLabel } from '@/lib/order/labels';
import styles from '../../../components/order/order.module.css';

const tone: Record<OrderStatus, string> = {
  UnPay: styles.tagUnPay ?? '',
  Pay: styles.tagPay ?? '',
  Unsubscribe: '',
};

/** The order's status word; `label` says it otherwise (an unpaid order cancelled: 已取消). */
export function StatusTag({ status, label }: { status: OrderStatus; label?: string }) {
  return <span className={`${styles.tag} ${tone[status]}`}>{label ?? statusLabel(status)}</span>;
}
