import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMigrations, migrate } from "@/lib/db/migrate";
import { dropDatabase, urlFor, withAdmin } from "@/tests/support/postgres";

// Runs against an empty database of its own (not the template), to see migrations from scratch.
const name = `bw_migrate_${process.pid}_${Date.now().toString(36)}`;
const url = urlFor(name);

async function query<T extends pg.QueryResultRow>(sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("the migration step", () => {
  beforeAll(async () => {
    await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
  });
  afterAll(async () => dropDatabase(name));

  it("applies every migration once and keeps Prisma's bookkeeping with sha256 checksums", async () => {
    const first = await migrate(url);
    expect(first.applied).toEqual(listMigrations().map((m) => m.name));
    const rows = await query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => [r.migration_name, r.checksum])).toEqual(listMigrations().map((m) => [m.name, m.checksum]));
    expect(rows.every((r) => r.finished_at !== null)).toBe(true);

    const second = await migrate(url);
    expect(second.applied).toEqual([]);
  });

  it("rolls a failing migration back completely and records nothing", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bw-migrations-"));
    for (const m of listMigrations()) {
      mkdirSync(path.join(dir, m.name));
      writeFileSync(path.join(dir, m.name, "migration.sql"), m.sql);
    }
    mkdirSync(path.join(dir, "29991231000000_broken"));
    writeFileSync(path.join(dir, "29991231000000_broken", "migration.sql"), `CREATE TABLE "Half" (id int); SELECT * FROM "does_not_exist";`);
    await expect(migrate(url, dir)).rejects.toThrow(/29991231000000_broken failed/);
    expect(await query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'Half'`)).toEqual([]);
    expect(await query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '29991231000000_broken'`)).toEqual([]);
  });
});
