// Creates one migrated template database (with the reference data) per test run;
// every integration test file clones it (CREATE DATABASE … TEMPLATE), which takes milliseconds.
import type { TestProject } from "vitest/node";
import { createPrismaClient } from "@/lib/db/create-client";
import { migrate } from "@/lib/db/migrate";
import { seedReference } from "@/prisma/seed/reference";
import { dropDatabase, urlFor, withAdmin } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const template = `bw_template_${process.pid}_${Date.now().toString(36)}`;
  await withAdmin((c) => c.query(`CREATE DATABASE "${template}"`));
  const url = urlFor(template);
  await migrate(url);
  const db = createPrismaClient(url, 2);
  await seedReference(db);
  await db.$disconnect();
  // A template must have no open connections when it is cloned.
  await withAdmin((c) => c.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [template]));
  project.provide("templateDatabase", template);
  return async () => {
    await dropDatabase(template);
    // Clones left behind by a crashed test file.
    await withAdmin(async (c) => {
      const { rows } = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${template}_%`]);
      for (const row of rows) await c.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    });
  };
}
