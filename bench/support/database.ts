// The benchmark's own database: BENCH_DATABASE_URL, else `beraterwahl_bench` on the machine's
// PostgreSQL at 127.0.0.1:5432, else an embedded PostgreSQL under .data/bench (as `npm test` does).
import pg from "pg";
import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { LOCAL_ADMIN_URL, reachable, urlFor } from "@/tests/support/postgres";

export type BenchDatabase = { url: string; name: string; adminUrl: string; kind: string; stop: () => Promise<void> };

/** `url` with the database `name` instead of its own. */
export const withDatabase = (url: string, name: string): string => urlFor(name, url);

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function serverVersion(adminUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version') AS v");
    return `PostgreSQL ${rows[0]!.v}`;
  } finally {
    await client.end();
  }
}

export async function resolveDatabase(defaultName = "beraterwahl_bench"): Promise<BenchDatabase> {
  if (process.env.BENCH_DATABASE_URL) {
    const url = process.env.BENCH_DATABASE_URL;
    const name = decodeURIComponent(new URL(url).pathname.slice(1));
    const adminUrl = withDatabase(url, "postgres");
    await ensure(adminUrl, name);
    return { url, name, adminUrl, kind: await serverVersion(adminUrl), stop: async () => {} };
  }
  if (await reachable(LOCAL_ADMIN_URL)) {
    await ensure(LOCAL_ADMIN_URL, defaultName);
    return {
      url: withDatabase(LOCAL_ADMIN_URL, defaultName),
      name: defaultName,
      adminUrl: LOCAL_ADMIN_URL,
      kind: `${await serverVersion(LOCAL_ADMIN_URL)} on 127.0.0.1:5432`,
      stop: async () => {},
    };
  }
  console.log("no PostgreSQL on 127.0.0.1:5432: starting an embedded one under .data/bench");
  const embedded = await startEmbeddedPostgres({ dataDir: ".data/bench", port: 54340, database: defaultName });
  return { url: embedded.url, name: defaultName, adminUrl: embedded.adminUrl, kind: `embedded ${await serverVersion(embedded.adminUrl)}`, stop: embedded.stop };
}

async function ensure(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${quote(name)}`);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database beside the benchmark's (for runs that write a lot). */
export async function recreateDatabase(database: BenchDatabase, name: string): Promise<string> {
  await dropDatabase(database, name);
  await ensure(database.adminUrl, name);
  return withDatabase(database.url, name);
}

export async function dropDatabase(database: BenchDatabase, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: database.adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
