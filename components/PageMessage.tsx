import type { ReactNode } from 'react';
import styles from './PageMessage.module.css';

export interface PageMessageProps {
  title: string;
  message: string;
  /** The page's way on: retry, back, home. */
  actions?: ReactNode;
  role?: 'alert' | 'status';
}

/** A whole-page message: not found, a screen that failed to load. */
export function PageMessage({ title, message, actions, role = 'status' }: PageMessageProps) {
  return (
    <main className={styles.page}>
      <section className={styles.box} role={role} aria-labelledby="page-message-title">
        <h1 id="page-message-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.message}>{message}</p>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </section>
    </main>
  );
}
