// The one Prisma client of the application, on node-postgres through @prisma/adapter-pg.
// Next.js reloads modules in development; the global keeps one pool per process.
import "server-only";
import { createPrismaClient, type Db } from "./create-client";

const globalForDb = globalThis as unknown as { db?: Db };

export function db(): Db {
  globalForDb.db ??= createPrismaClient(requireDatabaseUrl());
  return globalForDb.db;
}

function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // scripts/start.ts sets it (embedded database) before the server starts.
    throw new Error("DATABASE_URL is not set: start the app with `npm start`");
  }
  return url;
}
