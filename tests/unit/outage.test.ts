// While PostgreSQL is unreachable a page answers 503 with Retry-After and the outage page in the
// visitor's language (lib/server/outage.ts), decided by our server from a note the application keeps,
// never by asking the database. Here the note is switched by hand and Next is a stub that fails.
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppServer } from "@/lib/server/app-server";
import { parseTrustedProxies } from "@/lib/server/client-address";
import { loadOutagePages } from "@/lib/server/outage";
import { databaseRecentlyUnavailable, noteDatabaseUnavailable, OUTAGE_MEMORY_MS } from "@/lib/server/outage-note";

let down = false;
let url = "";
const server = createAppServer({
  trustedProxies: parseTrustedProxies(undefined),
  headers: { "Content-Security-Policy": "default-src 'self'" },
  outagePages: loadOutagePages(),
  databaseUnavailable: () => down,
  handle: (req, res) => {
    // What Next does for a page whose render threw: status first, headers, then the body in pieces.
    res.statusCode = req.url?.includes("fine") ? 200 : 500;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "private, no-cache");
    res.write("<html>Internal Server Error");
    res.end("</html>");
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("pages while the database is unreachable", () => {
  it("answer 503 with Retry-After and the page in the path's language", async () => {
    down = true;
    const expected = {
      "/": "Vorübergehend nicht verfügbar",
      "/consultants/7": "Vorübergehend nicht verfügbar",
      "/en/companies": "Temporarily unavailable",
      "/fr": "Temporairement indisponible",
      "/it/consultants": "Temporaneamente non disponibile",
    };
    for (const [path, title] of Object.entries(expected)) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-security-policy")).toBe("default-src 'self'");
      const html = await response.text();
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).not.toContain("Internal Server Error");
    }
  });

  it("leave the API's own answers, good pages and real errors outside an outage alone", async () => {
    down = true;
    expect((await fetch(`${url}/api/consultant`)).status).toBe(500);
    expect((await fetch(`${url}/fine`)).status).toBe(200);
    down = false;
    expect((await fetch(`${url}/`)).status).toBe(500);
  });

  it("remember a failed query for a short while only", () => {
    noteDatabaseUnavailable(1_000_000);
    expect(databaseRecentlyUnavailable(1_000_000 + OUTAGE_MEMORY_MS - 1)).toBe(true);
    expect(databaseRecentlyUnavailable(1_000_000 + OUTAGE_MEMORY_MS)).toBe(false);
  });
});

describe("the outage page's texts", () => {
  it("exist in all four languages and differ", () => {
    const pages = loadOutagePages();
    const titles = Object.values(pages).map((html) => /<h1>(.*?)<\/h1>/.exec(html)?.[1]);
    expect(new Set(titles).size).toBe(4);
  });
});
