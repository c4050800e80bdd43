import pg from 'pg';

/** The same server address with another database name. */
export function withDatabaseName(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

export function databaseNameOf(connectionString: string): string {
  return decodeURIComponent(new URL(connectionString).pathname.slice(1));
}

const SAFE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function quoteName(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`Refusing unusual database name: ${name}`);
  return `"${name}"`;
}

async function withAdminClient<T>(connectionString: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  // The maintenance database exists on every PostgreSQL server.
  const client = new pg.Client({
    connectionString: withDatabaseName(connectionString, 'postgres'),
    connectionTimeoutMillis: 10_000,
  });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Create the database named in the URL when it does not exist yet. */
export async function ensureDatabase(connectionString: string): Promise<void> {
  const name = databaseNameOf(connectionString);
  await withAdminClient(connectionString, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${quoteName(name)}`);
  });
}

/** Create `name` as a copy of `template` (a file copy: much faster than migrating again). */
export async function cloneDatabase(connectionString: string, template: string, name: string): Promise<string> {
  await withAdminClient(connectionString, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteName(name)} WITH (FORCE)`);
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${quoteName(name)} TEMPLATE ${quoteName(template)}`);
        return;
      } catch (error) {
        // Another clone of the same template running at the same moment: wait and retry.
        const busy = error instanceof Error && /being accessed by other users/.test(error.message);
        if (!busy || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
      }
    }
  });
  return withDatabaseName(connectionString, name);
}

export async function dropDatabase(connectionString: string, name: string): Promise<void> {
  await withAdminClient(connectionString, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteName(name)} WITH (FORCE)`);
  });
}
