// Where the tests find a PostgreSQL server: TEST_DATABASE_ADMIN_URL (scripts/test.ts sets it to
// the machine's server or to an embedded one), else the local server on 5432.
import pg from "pg";

export function adminUrl(): string {
  return process.env.TEST_DATABASE_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
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
