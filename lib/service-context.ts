// The one way a service is given its database and its clock: an options object, last argument, with `db` and
// `now` (a clock function), alongside any options of the service itself (`ServiceContext & { policy?: … }`).
// Production code passes neither: the app's database (DATABASE_URL, lib/db/client.ts) and the real time. Tests
// pass a database of their own and a fixed clock; nothing swaps a global.
import "server-only";
import { db as appDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/create-client";

export type ServiceContext = { db?: Db; now?: () => Date };

/** The database and the one instant a call works with (read once, so a whole use case sees the same time). */
export function resolveContext(context: ServiceContext = {}): { db: Db; now: Date } {
  return { db: context.db ?? appDb(), now: context.now ? context.now() : new Date() };
}
