// Shared helpers of the public-site end-to-end tests: direct reads of the seeded database, so that
// the expectations are computed independently of the pages under test.
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

