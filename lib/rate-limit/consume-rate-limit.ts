// Rate limiting shared by every app server: GCRA (a token bucket kept as one timestamp per key) in
// PostgreSQL, one atomic upsert per request, so counters survive across processes and machines
// (docs/product-rules.md#rate-limits) and have no window edge at which a client could spend its budget twice.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { singleRow } from "@/lib/db/single-row";
import type { ServiceContext } from "@/lib/service-context";
import { db as appDb } from "@/lib/db/client";
import { clientIp } from "@/lib/server/client-address";
import { clientBudgetKey } from "@/lib/server/ip-network";
import type { RateLimit } from "./limits";

export type RateLimitResult = { allowed: true; limit: number; resetAt: Date };

/**
 * Counts one request on `key`: up to `limit` in a burst, then one more every `windowSeconds / limit`
 * seconds. Throws AppError("rate_limited") with retryAfterSeconds (until the next request is allowed)
 * when the budget is spent; a refused request spends nothing.
 */
export async function consumeRateLimit(key: string, limit: number, windowSeconds: number, context: ServiceContext = {}): Promise<RateLimitResult> {
  const intervalMs = Math.max(1, Math.round((windowSeconds * 1000) / limit));
  // How far ahead of now "tat" may already be for one more request to fit.
  const toleranceMs = windowSeconds * 1000 - intervalMs;
  // Without a clock passed in, the instant is the database's clock (shared by every server), not this process's.
  const now = context.now ? context.now() : null;
  const rows = await (context.db ?? appDb()).$queryRaw<{ tat: Date; lastAllowed: boolean; now: Date }[]>`
    WITH clock AS (SELECT COALESCE(${now}::timestamptz, clock_timestamp()) AS now)
    INSERT INTO "RateLimitBucket" AS b ("key", "tat", "lastAllowed")
    SELECT ${key.slice(0, 200)}, clock.now + make_interval(secs => ${intervalMs}::int / 1000.0), true FROM clock
    ON CONFLICT ("key") DO UPDATE SET
      "tat" = CASE WHEN b."tat" - (SELECT now FROM clock) <= make_interval(secs => ${toleranceMs}::int / 1000.0)
        THEN GREATEST(b."tat", (SELECT now FROM clock)) + make_interval(secs => ${intervalMs}::int / 1000.0)
        ELSE b."tat" END,
      "lastAllowed" = b."tat" - (SELECT now FROM clock) <= make_interval(secs => ${toleranceMs}::int / 1000.0)
    RETURNING "tat", "lastAllowed", (SELECT now FROM clock) AS "now"`;
  const { tat, lastAllowed, now: at } = singleRow(rows);
  if (!lastAllowed) {
    const retryAfterSeconds = Math.max(1, Math.ceil((tat.getTime() - toleranceMs - at.getTime()) / 1000));
    throw new AppError("rate_limited", "problems.detail.rateLimited", { retryAfterSeconds });
  }
  return { allowed: true, limit, resetAt: tat };
}

/** Counts one on `rate`'s budget for `subject` (a reporter's address, an evaluation, a profile): a service's own budget beside its route's per-client one. */
export function consumeRateLimitFor(rate: RateLimit, subject: string, context: ServiceContext = {}): Promise<RateLimitResult> {
  return consumeRateLimit(`${rate.purpose}:${subject}`, rate.limit, rate.windowSeconds, context);
}

/** "ip:203.0.113.7", or "ip:2001:0db8:0001:0001::/64" for every address of that IPv6 /64 (one client). */
export function clientKey(address: string): string {
  return `ip:${clientBudgetKey(address)}`;
}

/** purpose + signed-in user (so one office behind one IP is not throttled together), else the client's address. */
export function rateLimitKey(purpose: string, request: Request, actor?: Actor): string {
  const who = actor && actor.kind === "user" ? `user:${actor.userId}` : clientKey(clientIp(request));
  return `${purpose}:${who}`;
}

/** Drops buckets whose budget is whole again (no row means the same); the jobs endpoint calls it on every run. */
export async function pruneRateLimitBuckets(context: ServiceContext = {}): Promise<number> {
  return (context.db ?? appDb()).$executeRaw`DELETE FROM "RateLimitBucket" WHERE "tat" < now()`;
}
