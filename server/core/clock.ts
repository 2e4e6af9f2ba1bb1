/** Time is injected so tests can move it (SMS expiry, cooldowns, lockouts, token expiry). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The server's clock this far ahead of the machine's, so a browser test can let a cut-off pass
 * without waiting for it (decision 027): DEMO_CLOCK_OFFSET_SECONDS in demo mode,
 * TEST_CLOCK_OFFSET_SECONDS in any mode (decision 071).
 */
export function offsetClock(seconds: number): Clock {
  return { now: () => new Date(Date.now() + seconds * 1000) };
}

/** Printed at every start of a server whose clock TEST_CLOCK_OFFSET_SECONDS moved (decision 071). */
export const TEST_CLOCK_WARNING =
  '*** TEST CLOCK (TEST_CLOCK_OFFSET_SECONDS): the clock is moved for tests: not for real use. ***';
