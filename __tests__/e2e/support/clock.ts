/**
 * The instant a browser-test file lives at. The server's demo clock and the browser's clock both
 * start there, and the browser runs in the school's time zone, so a test passes whatever the
 * machine's date, hour and zone (decision 061). `E2E_INSTANT` (an ISO instant with its offset)
 * chooses another instant; `.ci/run` runs the clock-sensitive files at several.
 */
/**
 * A Thursday 14:35 in Shanghai: after lunch is served and the day's leave closed, before the
 * day-order cut-off (the instant CI first failed at).
 */
export const DEFAULT_INSTANT = '2026-11-26T14:35:00+08:00';
export const INSTANT = process.env.E2E_INSTANT || DEFAULT_INSTANT;
/** The demo school's zone, and so the browser's. */
export const SCHOOL_TIME_ZONE = 'Asia/Shanghai';

const instantMs = Date.parse(INSTANT);
if (!Number.isFinite(instantMs)) throw new Error(`E2E_INSTANT is not an instant: ${INSTANT}`);

/**
 * How far the test world runs ahead of (or behind) the machine, in whole seconds, fixed once per
 * file: the server takes it as its demo clock offset and the browser's clock is installed from it,
 * so both read the same time while they run.
 */
export const OFFSET_SECONDS = Math.round((instantMs - Date.now()) / 1000);

/** Now in the test world (the machine's time plus the offset). */
export function testNow(): Date {
  return new Date(Date.now() + OFFSET_SECONDS * 1000);
}

/** The server's environment for a demo clock at the test instant, `aheadSeconds` further on. */
export function demoClockEnv(aheadSeconds = 0): Record<string, string> {
  return { DEMO_CLOCK_OFFSET_SECONDS: String(OFFSET_SECONDS + Math.round(aheadSeconds)) };
}

/**
 * The same for a production-mode server (DEMO=0 refuses the demo clock): TEST_CLOCK_OFFSET_SECONDS,
 * which the server takes in any mode and warns about at every start (decision 071).
 */
export function testClockEnv(aheadSeconds = 0): Record<string, string> {
  return { TEST_CLOCK_OFFSET_SECONDS: String(OFFSET_SECONDS + Math.round(aheadSeconds)) };
}

/** `date` (a Date) as the school's calendar day, YYYY-MM-DD. */
export function schoolDate(date: Date = testNow()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE }).format(date);
}
