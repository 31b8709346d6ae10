// What every evaluation service may be given: the database (default: the app's client) and the
// clock (default: now). Tests inject both; production code passes neither.
import "server-only";
import { db as appDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/create-client";

export type ServiceOptions = { db?: Db; now?: () => Date };

export function deps(options: ServiceOptions = {}): { db: Db; now: Date } {
  return { db: options.db ?? appDb(), now: options.now ? options.now() : new Date() };
}
