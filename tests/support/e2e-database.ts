// Direct reads and writes of the end-to-end tests' seeded database (E2E_DATABASE_URL, prepared by
// scripts/test.ts): expectations computed independently of the pages under test, and set-up that no
// page offers.
import pg from "pg";

export async function sql<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** The first row of a query that must find one: the test fails with the query when it finds none. */
export async function sqlRow<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await sql<T>(text, params);
  if (!row) throw new Error(`no row for: ${text}`);
  return row;
}
