// Money is integer fen everywhere; this module alone turns fen into the yuan people read and the
// yuan people type back into fen. Shared by the client and the server, so it imports nothing and
// never goes through floating point: a typed '0.1' is 10 fen, not 10.000000000000002.

/** The most yuan a person may type (seven digits): every amount stays a safe integer of fen. */
const TYPED_YUAN = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

/**
 * Integer fen -> yuan with two decimals: 1234 -> '12.34', -7 -> '-0.07'. `short` leaves the
 * decimals off whole yuan (5000 -> '50'), for a field a person edits.
 */
export function yuanOf(fen: number, options: { short?: boolean } = {}): string {
  const whole = Math.trunc(fen);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const cents = abs % 100;
  const yuan = (abs - cents) / 100;
  if (options.short && cents === 0) return `${sign}${yuan}`;
  return `${sign}${yuan}.${String(cents).padStart(2, '0')}`;
}

/** Integer fen -> '¥12.50' ('-¥0.07' for a debit); money stays integer until it is shown. */
export function formatFen(fen: number): string {
  const shown = yuanOf(fen);
  return shown.startsWith('-') ? `-¥${shown.slice(1)}` : `¥${shown}`;
}

/** A percentage of an amount, rounded to the fen: what a parent pays for `creditFen` of balance. */
export function payableOf(creditFen: number, discountRate: number): number {
  return Math.round((creditFen * discountRate) / 100);
}

/**
 * Yuan typed by a person -> fen: '12.5' -> 1250, '19.99' -> 1999. Undefined for anything else:
 * empty, negative, more than two decimals ('1.005'), exponents, spaces inside, words.
 */
export function fenOfYuan(text: string): number | undefined {
  const match = TYPED_YUAN.exec(text.trim());
  if (!match) return undefined;
  const [, whole = '0', part = ''] = match;
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}
