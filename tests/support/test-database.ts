// A fresh database for one integration test file, cloned from the run's migrated template.
import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { createPrismaClient, type Db } from "@/lib/db/create-client";
import { dropDatabase, urlFor, withAdmin } from "./postgres";

export type TestDatabase = { name: string; url: string; db: Db; drop: () => Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject("templateDatabase");
  const name = `${template}_${randomBytes(4).toString("hex")}`;
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const url = urlFor(name);
  const db = createPrismaClient(url, 4);
  return {
    name,
    url,
    db,
    drop: async () => {
      await db.$disconnect();
      await dropDatabase(name);
    },
  };
}
