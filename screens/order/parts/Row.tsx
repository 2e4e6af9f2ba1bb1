import type { ReactNode } from 'react';
import styles from '../../../components/order/order.module.css';

/** One labelled value of a card (inside a `<dl>`). */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
