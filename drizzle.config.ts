import { defineConfig } from 'drizzle-kit';

/** One schema and one migrations folder serve both the embedded database and PostgreSQL. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './migrations',
});
