// Fixed-window rate limiting shared by every app server: one atomic upsert per request on
// RateLimitBucket, so counters survive across processes and machines (decisions.md: scale).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

export type RateLimitResult = { count: number; limit: number; resetAt: Date };

/**
 * Counts one hit for `key` in the current window of `windowSeconds`; throws
 * AppError("rate_limited") with retryAfterSeconds once more than `limit` hits fell in it.
 */
export async function consumeRateLimit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const rows = await db().$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimitBucket" ("key", "windowStart", "count")
    VALUES (${key.slice(0, 200)}, to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}::int) * ${windowSeconds}::int), 1)
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitBucket"."count" + 1
    RETURNING "count", "windowStart" + make_interval(secs => ${windowSeconds}::int) AS "resetAt"`;
  const { count, resetAt } = rows[0];
  if (count > limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    throw new AppError("rate_limited", "Too many requests, please try again later.", { retryAfterSeconds });
  }
  return { count, limit, resetAt };
}

/**
 * The client's address: the last x-forwarded-for hop. Next.js fills the header with the socket's
 * address when it is absent, and a reverse proxy in front of us appends the address it saw, so the
 * last hop is the one a client cannot choose; the first hop is whatever the client sent, and keying
 * limits on it would let anybody dodge them by sending a new value with every request.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  if (forwarded) {
    const last = forwarded.split(",").at(-1)?.trim();
    if (last) return last;
  }
  return request.headers.get("x-real-ip")?.trim() || "unknown";
}

/** purpose + signed-in user (so one office behind one IP is not throttled together), else IP. */
export function rateLimitKey(purpose: string, request: Request, actor?: Actor): string {
  const who = actor && actor.kind === "user" ? `user:${actor.userId}` : `ip:${clientIp(request)}`;
  return `${purpose}:${who}`;
}

/** Drops windows that ended long ago; called by the jobs endpoint or a cron. */
export async function pruneRateLimitBuckets(olderThanSeconds = 86_400): Promise<number> {
  return db().$executeRaw`DELETE FROM "RateLimitBucket" WHERE "windowStart" < now() - make_interval(secs => ${olderThanSeconds}::int)`;
}
