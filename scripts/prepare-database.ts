// Settles which database the app uses, then migrates and seeds it.
// Without DATABASE_URL: the embedded PostgreSQL under DATA_DIR, with the demo data.
// With DATABASE_URL: that server, migrated, with the reference data (demo data only if SEED_DEMO=true).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadConfig, type Config } from "@/lib/config";
import { checkConnection, describeUrl } from "@/lib/db/check-connection";
import { createPrismaClient } from "@/lib/db/create-client";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";
import { seedReference } from "@/prisma/seed/reference";
import { seedDemo } from "@/prisma/seed/demo";

export type PreparedDatabase = { url: string; embedded?: EmbeddedDatabase; config: Config };

export async function prepareDatabase(log: (line: string) => void = console.log): Promise<PreparedDatabase> {
  const config = loadConfig();
  let url = config.DATABASE_URL;
  let embedded: EmbeddedDatabase | undefined;
  if (!url) {
    log(`no DATABASE_URL: using the embedded PostgreSQL in ${path.resolve(config.DATA_DIR, "postgres")}`);
    embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, database: "beraterwahl" });
    url = embedded.url;
  }
  const problem = await checkConnection(url);
  if (problem) {
    throw new StartError(`cannot reach the database at ${describeUrl(url)}: ${problem}\nCheck DATABASE_URL, or unset it to use the embedded database.`);
  }
  const { applied } = await migrate(url);
  log(applied.length ? `applied migrations: ${applied.join(", ")}` : "database schema is up to date");

  const db = createPrismaClient(url, 2);
  try {
    await seedReference(db);
    const wantDemo = embedded !== undefined || process.env.SEED_DEMO === "true";
    if (wantDemo && (await db.consultant.count()) === 0) {
      log("seeding the demo data …");
      await seedDemo(db);
    }
  } finally {
    await db.$disconnect();
  }
  return { url, embedded, config };
}

/** Outside production a missing NEXTAUTH_SECRET is generated once and kept in the data folder. */
export function ensureAuthSecret(config: Config): string {
  if (config.NEXTAUTH_SECRET) return config.NEXTAUTH_SECRET;
  const file = path.resolve(config.DATA_DIR, "nextauth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export class StartError extends Error {}
