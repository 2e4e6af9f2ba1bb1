import { defineConfig } from 'drizzle-kit';

// One schema, one migration history, applied at start-up by drizzle's migrator for PGlite or pg.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/domains/schema.ts',
  out: './server/core/db/migrations',
});
