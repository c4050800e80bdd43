import type { Database } from './shared';

// Each database (the pool's, or an open transaction's) keeps the statements prepared on it, built once.
const preparedByDb = new WeakMap<Database, Map<string, unknown>>();

/**
 * A Drizzle prepared statement `build` makes on `db`, made the first time it is asked for on that database
 * and kept: a page that runs the same statement on every render skips building its SQL again, and
 * PostgreSQL parses it once per connection (a named statement). `name` is the statement's one name in the
 * whole site, PostgreSQL's too: two statements under one name would share a kept statement and a parse.
 * the bench/README.md entry of commit ab6975f.
 */
export function prepared<T>(db: Database, name: string, build: (db: Database, name: string) => T): T {
  let statements = preparedByDb.get(db);
  if (!statements) {
    statements = new Map();
    preparedByDb.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    statements.set(name, statement);
  }
  return statement;
}
