// Runs `prisma generate` on machines without internet access.
// The Prisma CLI downloads its schema engine at start even though generate never uses it;
// pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing file skips the download.
// Machines that already have an engine (or internet) behave as usual.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const env = { ...process.env };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = fileURLToPath(import.meta.url);
}
if (!existsSync("prisma/schema.prisma")) process.exit(0);
const result = spawnSync("npx", ["prisma", "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
