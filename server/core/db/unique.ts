/** A PostgreSQL unique violation (23505), as pg and PGlite report it, however wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error as { code?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505') return true;
  }
  return false;
}
