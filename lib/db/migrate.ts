// Applies prisma/migrations/*/migration.sql in order, each in its own transaction, and keeps
// Prisma's `_prisma_migrations` bookkeeping (same table, same sha256 checksum) so that
// `prisma migrate deploy|status` agree with it wherever Prisma's schema engine is available.
// We need our own step because that engine cannot be downloaded on our machines.
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export type MigrationResult = { applied: string[]; alreadyApplied: number };

const BOOKKEEPING = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

// Any constant works; it only has to be the same for every app server that migrates.
const MIGRATION_LOCK_KEY = 7_240_190_523;

export function listMigrations(dir = defaultMigrationsDir()) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

export function defaultMigrationsDir() {
  return path.join(process.cwd(), "prisma", "migrations");
}

export async function migrate(connectionString: string, dir?: string): Promise<MigrationResult> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    // Several app servers may start at once: one migrates, the others wait and find nothing to do.
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await client.query(BOOKKEEPING);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r]));
    const applied: string[] = [];
    for (const m of listMigrations(dir)) {
      const previous = done.get(m.name);
      if (previous?.finished_at) {
        if (previous.checksum !== m.checksum) {
          console.warn(`warning: migration ${m.name} was changed after it was applied`);
        }
        continue;
      }
      if (previous) {
        throw new Error(`migration ${m.name} started earlier but never finished; resolve it by hand`);
      }
      await client.query("BEGIN");
      try {
        await client.query(m.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), m.checksum, m.name],
        );
        await client.query("COMMIT");
        applied.push(m.name);
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`migration ${m.name} failed: ${(error as Error).message}`);
      }
    }
    return { applied, alreadyApplied: done.size };
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
