// Builds a Prisma client for a connection string. Used by the app (lib/db/client.ts),
// the seeds, the scripts and the tests, which each bring their own database.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/client";

export type Db = PrismaClient;

export function createPrismaClient(connectionString: string, max = Number(process.env.DATABASE_POOL_SIZE ?? 10)): Db {
  const adapter = new PrismaPg({
    connectionString,
    max,
    // Fail fast when the database is unreachable: the caller answers 503 instead of hanging.
    connectionTimeoutMillis: 3000,
    // Many short queries at once: starting parallel workers costs a query of a few milliseconds
    // more than it saves (measured on the search's counts: 16–21 ms parallel, 8 ms alone), so
    // only queries estimated ten times costlier than PostgreSQL's default threshold use them.
    options: "-c parallel_setup_cost=10000",
  });
  // Interactive transactions: Prisma's defaults (2 s to get a connection, 5 s to finish) failed
  // rating submissions with a 500 when two cores served 16 clients and a restarting database
  // (npm run bench:load). A write that is merely slow should still land; one that cannot start or
  // finish even so is answered 503 with Retry-After (lib/db/unavailable.ts), never 500.
  return new PrismaClient({ adapter, transactionOptions: { maxWait: 10_000, timeout: 20_000 } });
}
