import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new migration from the schema; no database is needed for that.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema/index.ts',
  out: './lib/db/migrations',
  strict: true,
  verbose: true,
});
