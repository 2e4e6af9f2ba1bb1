// Which failures mean "the database cannot be reached right now" (decision 036): the request
// answers 503 in the envelope and the client may try again; nothing was applied, since every
// write is one transaction that PostgreSQL rolls back when its connection goes. The pool makes
// new connections on the next request, so the server comes back by itself.

/** SQLSTATE classes and codes of a database going away or not there yet. */
const UNAVAILABLE_SQLSTATE = /^(08\w{3}|57P0[1-4]|53300)$/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed|Cannot use a pool after calling end|terminating connection|the database system is (starting up|shutting down|in recovery mode)/i;

type Faulty = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/**
 * An outside service's client failing (an HTTP client's error, an object store's): the same
 * ECONNREFUSED or ETIMEDOUT as the database's, but not the database (decision 064).
 */
function fromOutsideService(error: object): boolean {
  return (
    (error as { isAxiosError?: unknown }).isAxiosError === true ||
    '$metadata' in error ||
    (error as { name?: unknown }).name === 'WebPushError'
  );
}

/** True when the error, or one it wraps (drizzle wraps the driver's), is the database being away. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  if (fromOutsideService(error)) return false;
  const { code, message, cause, errors } = error as Faulty;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)))
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  // An AggregateError (a connect to every address of a host) carries its causes in `errors`.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** How long a client is asked to wait before trying again (the Retry-After header, seconds). */
export const RETRY_AFTER_SECONDS = 5;
