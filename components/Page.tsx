'use client';

import type { ReactNode } from 'react';
import ArrowLeft from '@react-vant/icons/es/ArrowLeft';
import { messages } from '@/lib/i18n';
import { getCurrentRoute, historyIndex } from '@/lib/router/location';
import { navigateBack } from '@/lib/router/navigation';
import { areaHomeOf } from '@/lib/router/routes';
import { OfflineBanner } from './OfflineBanner';
import styles from './Page.module.css';

export interface PageProps {
  /** The route's title (lib/i18n `routes`), shown as the page's one h1. */
  title: string;
  /**
   * A back button, on by default: an installed app (display standalone) has no browser back.
   * Tab pages have none; the tab bar takes its place.
   */
  back?: boolean;
  /** When the data on screen was produced; the offline banner shows it. */
  dataTime?: string | null;
  /** Content set in a 12 px padded column of cards, instead of full-width cell groups. */
  padded?: boolean;
  children: ReactNode;
}

/** The frame of every signed-in screen: a titled bar with back, the offline banner, the content. */
export function Page({
  title,
  back: wantsBack = true,
  dataTime,
  padded = false,
  children,
}: PageProps) {
  const t = messages();
  // Nothing behind, and already at the start of its area (a teacher's class list opened after
  // sign-in): a back arrow would lead out of the area, so there is none.
  const back = wantsBack && !atAreaStart();
  return (
    <main className={back ? styles.page : `${styles.page} ${styles.tabPage}`} aria-label={title}>
      <header className={styles.bar}>
        {back ? (
          <button
            type="button"
            className={styles.back}
            aria-label={t.common.back}
            onClick={() => void navigateBack()}
          >
            <ArrowLeft aria-hidden />
          </button>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
      </header>
      <OfflineBanner dataTime={dataTime} />
      {padded ? <div className={styles.body}>{children}</div> : children}
    </main>
  );
}

function atAreaStart(): boolean {
  if (typeof window === 'undefined') return false;
  const { path } = getCurrentRoute();
  return historyIndex() === 0 && areaHomeOf(path) === path;
}
