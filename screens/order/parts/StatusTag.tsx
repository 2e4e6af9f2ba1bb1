import type { OrderStatus } from '@/lib/contract/enums';
import { statusLabel } from '@/lib/order/labels';
import styles from '../../../components/order/order.module.css';

const tone: Record<OrderStatus, string> = {
  UnPay: styles.tagUnPay ?? '',
  Pay: styles.tagPay ?? '',
  Unsubscribe: '',
};

export function StatusTag({ status }: { status: OrderStatus }) {
  return <span className={`${styles.tag} ${tone[status]}`}>{statusLabel(status)}</span>;
}
