'use client';
import type { ReactNode } from 'react';
import ArrowLeft from '@react-vant/icons/es/ArrowLeft';
import { NavBar } from 'react-vant/es/nav-bar';
import './vantStyles';
import { messages } from '../../lib/i18n';
import { navigateBack } from '../../lib/router/navigation';
import { useOnline } from './useOnline';
import styles from './account.module.css';

export interface AccountPageProps {
  title: string;
  /** Tab pages have no back arrow. */
  back?: boolean;
  children: ReactNode;
}

/** The frame of the account screens: a titled nav bar, an offline notice, the content. */
export function AccountPage({ title, back = true, children }: AccountPageProps) {
  const online = useOnline();
  const t = messages();
  return (
    <main className={back ? styles.page : `${styles.page} ${styles.tabPage}`} aria-label={title}>
      <NavBar
        title={<h1 style={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>{title}</h1>}
        leftArrow={false}
        leftText={
          back ? (
            <button
              type="button"
              className={styles.back}
              aria-label={t.common.back}
              onClick={() => void navigateBack()}
            >
              <ArrowLeft aria-hidden />
            </button>
          ) : undefined
        }
        safeAreaInsetTop
      />
      {online ? null : (
        <p className={styles.offline} role="status">
          {t.common.offline}
        </p>
      )}
      {children}
    </main>
  );
}
