/**
 * One formatter per kind and time zone: making an Intl.DateTimeFormat costs far more than using
 * one (it was half of a month calendar's time, decision 038).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
export function zoneFormatter(
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

const DATE_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
};

/** `YYYY-MM-DD` of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return zoneFormatter('en-CA', timeZone, DATE_PARTS).format(instant);
}

/** `YYYY-MM-DD HH:mm` of an instant in a time zone (a cut-off named in a refusal). */
export function localDateTime(instant: Date, timeZone: string): string {
  const time = zoneFormatter('en-GB', timeZone, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${localDate(instant, timeZone)} ${time}`;
}

/** Calendar arithmetic on `YYYY-MM-DD` (no time zone involved). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

const OFFSET_PARTS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

/** Milliseconds the zone is ahead of UTC at `instant`. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = zoneFormatter('en-US', timeZone, OFFSET_PARTS).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return (
    Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) -
    instant
  );
}

/** The instant of a local date and `HH:mm` in a time zone (cut-offs, serving times). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const guess = Date.parse(`${date}T${time}:00Z`);
  return new Date(guess - zoneOffset(guess, timeZone));
}
