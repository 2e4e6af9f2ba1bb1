import { defineConfig } from 'drizzle-kit';

// One schema, one migration history, applied at start-up by drizzle's migrator for PGlite or pg.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
