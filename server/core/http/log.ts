// What of an error may reach the log (decision 037). A query's parameters can hold a password
// hash, an SMS code or a mobile number, and the database driver copies them into the error it
// throws (drizzle: `Failed query: …\nparams: …`; PostgreSQL: `detail`, `where`, quoted values in
// the message). The log keeps the kind of error, the SQL text with its placeholders, the SQLSTATE
// and the stack frames: enough to find the fault, nothing the caller typed.

export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  /** The SQL text with `$1` placeholders, never the values. */
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** Empty when there is nothing safe to show. */
  stack: string;
  cause?: SafeError;
}

type ErrorLike = Error & {
  code?: unknown;
  statusCode?: unknown;
  query?: unknown;
  params?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  severity?: unknown;
  cause?: unknown;
};

/** PostgreSQL puts values in quotes and in `Key (col)=(value)`; those are cut out. */
function withoutValues(message: string): string {
  return message
    .replace(/\nparams:[\s\S]*$/, '')
    .replace(/\(([^()]*)\)=\([\s\S]*?\)/g, '($1)=(…)')
    .replace(/"[^"\n]*"/g, '"…"')
    .replace(/'[^'\n]*'/g, "'…'");
}

function isDatabaseError(error: ErrorLike): boolean {
  return (
    'params' in error ||
    'query' in error ||
    (typeof error.severity === 'string' && typeof error.code === 'string')
  );
}

/** Only the stack's frames: its first line repeats the message, parameters and all. */
function framesOf(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

export function safeError(value: unknown, depth = 0): SafeError {
  if (!(value instanceof Error))
    return { type: typeof value, message: 'non-error thrown', stack: '' };
  const error = value as ErrorLike;
  const database = isDatabaseError(error);
  const message = String(error.message ?? '');
  const safe: SafeError = {
    type: error.name || error.constructor?.name || 'Error',
    message: database ? withoutValues(message) : message,
    ...(typeof error.code === 'string' && { code: error.code }),
    ...(typeof error.statusCode === 'number' && { statusCode: error.statusCode }),
    ...(typeof error.query === 'string' && { query: error.query }),
    ...(typeof error.constraint === 'string' && { constraint: error.constraint }),
    ...(typeof error.table === 'string' && { table: error.table }),
    ...(typeof error.column === 'string' && { column: error.column }),
    stack: (database ? framesOf(error.stack) : error.stack) ?? '',
  };
  if (error.cause !== undefined && depth < 3) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}

/** Mainland mobile numbers anywhere in a text, masked as 138****0001. */
export function maskMobiles(text: string): string {
  return text.replace(/(?<!\d)(1\d{2})\d{4}(\d{4})(?!\d)/g, '$1****$2');
}

/**
 * A capability in an address (a calendar feed's token, decision 073; any path segment or query
 * value of 32 or more URL-safe characters) is the key itself: whoever reads it in the log could
 * open what it opens, so it is cut out.
 */
export function maskCapabilities(text: string): string {
  return text.replace(/(?<=[/=])[A-Za-z0-9_-]{32,}/g, '…');
}

/** The request as logged: a mobile in the path or query (`/api/associated/user/mobile/…`) masked. */
export function safeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}): Record<string, unknown> {
  return {
    method: request.method,
    url: maskCapabilities(maskMobiles(request.url)),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Percent-encoded digits (`%31%33…`), decoded so an encoded mobile is masked too. */
const ENCODED_DIGIT = /%3([0-9])/gi;

/**
 * The log's destination with every line's mobiles masked, whatever wrote the line: the request
 * serializer, a service, or Fastify's own not-found line, which carries the raw URL (decision 064).
 */
export function maskingStream(target: { write(line: string): unknown }): {
  write(line: string): void;
} {
  return {
    write: (line) =>
      void target.write(maskCapabilities(maskMobiles(line.replace(ENCODED_DIGIT, '$1')))),
  };
}
