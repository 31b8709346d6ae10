// Our server never sends one header value twice (lib/server/app-server.ts, appendEachValueOnce): Next's
// first render of a cached redirect sets `location` and then appends the cache entry's copy of it.
// Here Next is a stub that does the same; the raw header lines are read off the socket.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppServer } from "@/lib/server/app-server";
import { parseTrustedProxies } from "@/lib/server/client-address";

let url = "";
const server = createAppServer({
  trustedProxies: parseTrustedProxies(undefined),
  headers: { "X-Content-Type-Options": "nosniff" },
  handle: (_req, res) => {
    res.statusCode = 307;
    // While rendering: the redirect's address and a cookie.
    res.setHeader("location", "/en");
    res.setHeader("set-cookie", ["a=1; Path=/"]);
    // Then the headers of the page-cache entry, appended one by one.
    res.appendHeader("location", "/en");
    res.appendHeader("set-cookie", ["a=1; Path=/", "b=2; Path=/"]);
    res.appendHeader("vary", "rsc");
    res.appendHeader("vary", ["rsc", "Accept-Encoding"]);
    res.end();
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/en/consultants/7`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Every header line as sent, in order (Node's rawHeaders joins nothing). */
function rawLines(): Promise<[string, string][]> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const lines: [string, string][] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) lines.push([response.rawHeaders[i]!.toLowerCase(), response.rawHeaders[i + 1]!]);
        response.resume();
        response.on("end", () => resolve(lines));
      })
      .on("error", reject);
  });
}

describe("header lines of our server", () => {
  it("carry a value once however often it was set and appended, and keep distinct values", async () => {
    const lines = await rawLines();
    const values = (name: string) => lines.filter(([n]) => n === name).map(([, v]) => v);
    expect(values("location")).toEqual(["/en"]);
    expect(values("set-cookie")).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(values("vary")).toEqual(["rsc", "Accept-Encoding"]);
    expect(values("x-content-type-options")).toEqual(["nosniff"]);
  });
});
