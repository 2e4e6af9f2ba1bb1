import type { FastifyInstance } from 'fastify';

// Rows a sign-in may have written, counted straight from the database (decision 069's tests
// show a refusal writes none of them).

export async function rows(app: FastifyInstance, table: string, where = 'true'): Promise<number> {
  const { sql } = await import('drizzle-orm');
  const result = await app.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table} where ${where}`),
  );
  return Number((result as unknown as { rows: { n: unknown }[] }).rows[0]?.n ?? 0);
}

/** What a sign-in writes: accounts, sessions and chat-app or bank bindings. */
export async function signInRows(app: FastifyInstance) {
  return {
    accounts: await rows(app, 'accounts'),
    tokens: await rows(app, 'tokens'),
    social: await rows(app, 'social_accounts'),
  };
}
