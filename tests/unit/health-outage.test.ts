// GET /api/health while PostgreSQL is unreachable (a port nobody listens on): 503 with Retry-After,
// like every other route and page in an outage (issue 29), and the body still says what is down.
import { vi } from "vitest";

vi.hoisted(() => {
  process.env.DATABASE_URL = "postgresql://nobody@127.0.0.1:9/unreachable?connect_timeout=1";
});

import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { RETRY_AFTER_SECONDS } from "@/lib/server/outage";

describe("GET /api/health without a database", () => {
  it("answers 503 with Retry-After and no-store, and names the database as unreachable", async () => {
    const started = performance.now();
    const response = await GET();
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "degraded", application: "ok", database: { status: "unreachable" } });
    // The check gives up after its own timeout rather than hanging with the pool.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
