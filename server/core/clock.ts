/** Time is injected so tests can move it (SMS expiry, cooldowns, lockouts, token expiry). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Demo mode only (DEMO_CLOCK_OFFSET_SECONDS): the server's clock runs this far ahead of the
 * machine's, so a browser test can let a cut-off pass without waiting for it (decision 027).
 */
export function offsetClock(seconds: number): Clock {
  return { now: () => new Date(Date.now() + seconds * 1000) };
}
