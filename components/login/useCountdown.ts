'use client';
import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before the SMS code may be sent again; `start()` begins a new wait. Counted from a
 * deadline, not by ticks, so a throttled background tab still shows the right number.
 */
export function useCountdown(seconds: number): { left: number; start: () => void } {
  const [until, setUntil] = useState(0);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (until === 0) return;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) setUntil(0);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const start = useCallback(() => setUntil(Date.now() + seconds * 1000), [seconds]);
  return { left, start };
}
