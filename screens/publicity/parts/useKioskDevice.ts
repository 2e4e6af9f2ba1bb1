'use client';
import { useEffect, useSyncExternalStore } from 'react';
import {
  applyUpdate,
  checkForUpdate,
  isUpdateWaiting,
  subscribeUpdate,
} from '@/lib/platform/serviceWorker';
import { KIOSK_UPDATE_CHECK_MS } from '@/lib/publicity/kiosk';

// What a wall screen needs from its browser that a person would otherwise do (decision 025):
// keep the screen on and take a new release.

type WakeLockSentinelLike = { release: () => Promise<void> };

/** Keeps the screen on where the browser allows it (Wake Lock API); re-asks when shown again. */
export function useWakeLock(): void {
  useEffect(() => {
    let sentinel: WakeLockSentinelLike | null = null;
    const nav = navigator as Navigator & {
      wakeLock?: { request: (type: 'screen') => Promise<WakeLockSentinelLike> };
    };
    const acquire = () => {
      if (!nav.wakeLock || document.visibilityState !== 'visible') return;
      nav.wakeLock.request('screen').then(
        (lock) => (sentinel = lock),
        () => undefined,
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
}

/** A new release waiting: take it at once (nobody is there to press "reload"). */
export function useSelfUpdate(): void {
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, () => false);
  useEffect(() => {
    if (waiting) applyUpdate();
  }, [waiting]);
  useEffect(() => {
    void checkForUpdate();
    const timer = window.setInterval(() => void checkForUpdate(), KIOSK_UPDATE_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
}
