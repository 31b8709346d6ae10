// The job endpoints are called by an outside cron with `Authorization: Bearer $JOBS_SECRET`.
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";

export function authorizeJobRequest(request: Request, secret: string | null = config().JOBS_SECRET ?? null): void {
  if (!secret) throw new AppError("not_configured", "The job endpoint is off: JOBS_SECRET is not configured.");
  const header = request.headers.get("authorization") ?? "";
  // "Bearer", whitespace, the token: read by position, not by a pattern whose two runs could trade spaces.
  const token = header.slice(6).trim();
  if (header.slice(0, 6).toLowerCase() !== "bearer" || !/^\s/.test(header.slice(6)) || !token) {
    throw new AppError("unauthenticated", "A bearer token is required.");
  }
  // Compared as digests so that neither the length nor the content leaks through timing.
  const given = createHash("sha256").update(token).digest();
  const expected = createHash("sha256").update(secret).digest();
  if (!timingSafeEqual(given, expected)) throw new AppError("forbidden", "The bearer token is not valid.");
}
