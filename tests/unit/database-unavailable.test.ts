// A database that is down answers 503 with Retry-After (the client may retry), not 500; and the
// rate limits key on the address a client cannot choose.
import { describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/db/create-client";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { problemResponse } from "@/lib/http/problem";
import { clientIp } from "@/lib/server/client-address";

async function errorOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

describe("database unavailable", () => {
  // Port 1 on loopback: nothing listens there, the connection is refused at once.
  const unreachable = createPrismaClient("postgresql://postgres@127.0.0.1:1/none", 1);

  it("recognises the errors of an unreachable server from raw and model queries", async () => {
    expect(isDatabaseUnavailable(await errorOf(() => unreachable.$queryRaw`SELECT 1`))).toBe(true);
    expect(isDatabaseUnavailable(await errorOf(() => unreachable.consultant.findFirst()))).toBe(true);
  });

  it("recognises a server that is shutting down or restarting", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("outer", { cause: Object.assign(new Error("x"), { code: "ECONNRESET" }) }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Client has encountered a connection error and is not queryable"))).toBe(true);
  });

  it("leaves other failures alone", () => {
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it("turns into a 503 problem with Retry-After", async () => {
    const error = await errorOf(() => unreachable.consultant.findFirst());
    const response = problemResponse(error, new Request("http://localhost/api/consultant"), "req-1");
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({ status: 503, title: "Dienst vorübergehend nicht verfügbar" });
  });
});

describe("client address for rate limits", () => {
  const request = (xff?: string) => new Request("http://localhost/", { headers: xff ? { "x-forwarded-for": xff } : {} });

  it("reads only the one address our server computed; a list or a name is no address of ours", () => {
    expect(clientIp(request("198.51.100.7"))).toBe("198.51.100.7");
    expect(clientIp(request("2001:DB8::1"))).toBe("2001:db8::1");
    expect(clientIp(request("1.2.3.4, 198.51.100.7"))).toBe("unknown");
    expect(clientIp(request("evil.example"))).toBe("unknown");
    expect(clientIp(request())).toBe("unknown");
  });
});
