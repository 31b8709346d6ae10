// Where the tests find a PostgreSQL server: TEST_DATABASE_ADMIN_URL (scripts/test.ts sets it to
// the machine's server or to an embedded one), else the local server on 5432. The test runner and the
// benchmarks (bench/support/database.ts) look for the local server the same way.
import pg from "pg";

/** The machine's own PostgreSQL server, as its administrator. */
export const LOCAL_ADMIN_URL = "postgresql://postgres@127.0.0.1:5432/postgres";

function adminUrl(): string {
  return process.env.TEST_DATABASE_ADMIN_URL ?? LOCAL_ADMIN_URL;
}

/** Whether a PostgreSQL server answers at `url` within 2 s. */
export async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export function urlFor(database: string, base = adminUrl()): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(name: string) {
  await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
