// Instants the server sends (ISO, UTC) are shown on the school's clock, whatever zone the phone is
// in, so a message record, a reminder and the order form's cut-off all read the same time
// (docs/product.md, "dates": the school's time zone, Asia/Shanghai by default).

/** The school's zone where the screen does not know the school's own (the unit setting). */
export const SCHOOL_TIME_ZONE = 'Asia/Shanghai';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formats.get(timeZone);
  if (!formatter) {
    // en-CA writes the date as YYYY-MM-DD; hourCycle h23 keeps midnight at 00, not 24.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, formatter);
  }
  return formatter;
}

/** `2026-03-16T06:25:00Z` -> `2026-03-16 14:25` on the school's clock; '' for a non-date. */
export function schoolDateTime(iso: string, timeZone: string = SCHOOL_TIME_ZONE): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Today's date (`YYYY-MM-DD`) on the school's clock, whatever zone the device is in. */
export function schoolToday(now: Date = new Date(), timeZone: string = SCHOOL_TIME_ZONE): string {
  return schoolDateTime(now.toISOString(), timeZone).slice(0, 10);
}
