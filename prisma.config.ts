// Prisma CLI configuration. Our own step (lib/db/migrate.ts) applies the migrations;
// this file lets `prisma migrate status|deploy` work the same way where the engine is available.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/beraterwahl" },
});
