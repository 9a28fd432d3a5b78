import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are written to db/migrations, committed, and
// applied by the app itself at start-up (db/migrate.ts), on PGlite and on Postgres alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './db/migrations',
});
