import { runMigrations } from '@/lib/db/migrate';

/**
 * Once per integration run: DATABASE_URL (given, or filled in by scripts/with-db.ts) names the
 * template database; it is migrated here and every test file works on its own copy of it.
 */
export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Integration tests need DATABASE_URL: run them with `npm run test:integration`.');
  await runMigrations(url);
}
