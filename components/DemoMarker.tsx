'use client';

import { useDemoMode } from '@/lib/api/demo';
import { messages } from '@/lib/i18n';
import styles from './DemoMarker.module.css';

/**
 * A small, always-visible badge while the server runs in demo mode (sandbox payments, demo
 * school): nobody should mistake it for the real thing. Nothing in production.
 */
export function DemoMarker() {
  const demo = useDemoMode();
  if (!demo) return null;
  const t = messages();
  return (
    // A landmark of its own: it sits beside the app shell, outside the page's regions.
    <aside className={styles.marker} aria-label={t.common.demoModeHint}>
      {t.common.demoMode}
    </aside>
  );
}
