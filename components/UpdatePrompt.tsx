'use client';

import { useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { messages } from '@/lib/i18n';
import {
  applyUpdate,
  isUpdateWaiting,
  registerServiceWorker,
  subscribeUpdate,
} from '@/lib/platform/serviceWorker';

const TAB_BAR_HEIGHT = 50;

const barStyle: CSSProperties = {
  position: 'fixed',
  left: 12,
  right: 12,
  bottom: `calc(${TAB_BAR_HEIGHT + 12}px + env(safe-area-inset-bottom))`,
  zIndex: 3000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: '10px 12px 10px 16px',
  borderRadius: 8,
  background: 'rgba(51, 51, 51, 0.94)',
  color: '#ffffff',
  fontSize: 14,
  lineHeight: '20px',
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.2)',
};

const buttonStyle: CSSProperties = {
  flex: 'none',
  minHeight: 32,
  padding: '0 14px',
  border: 'none',
  borderRadius: 16,
  background: '#ff915e',
  color: '#ffffff',
  fontSize: 14,
  cursor: 'pointer',
};

/**
 * Registers the service worker and, once a new version is waiting, offers to reload into it.
 * Mount once at the app root.
 */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, () => false);

  useEffect(() => {
    void registerServiceWorker();
  }, []);

  if (!waiting) return null;
  const text = messages().sw;
  return (
    <div role="status" aria-live="polite" style={barStyle}>
      <span>{text.updateAvailable}</span>
      <button type="button" style={buttonStyle} onClick={applyUpdate}>
        {text.reload}
      </button>
    </div>
  );
}
