// The page cache's store of many servers (redis-page-handler.mjs) on a real Redis of the test's own:
// a page one server stores, another serves with its bytes; a tag expired through one server makes
// the page a miss on every other at its next read, and costs one write however many pages are cached;
// build and configuration namespace the keys; Redis drops a page at its expiry; and a Redis that fails
// or stalls makes a miss, never an error or a wait.
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyPrefix } from "@/cache-keys.mjs";
import { createRedisPageHandler, type PageCacheEntry } from "@/redis-page-handler.mjs";
import { startRedisServer, type RedisServer } from "@/tests/support/redis-server";

let redis: RedisServer;
const clients: ReturnType<typeof createClient>[] = [];
const PREFIX = keyPrefix("build-1", { APP_URL: "https://beraterwahl.ch" });

async function connect(): Promise<ReturnType<typeof createClient>> {
  const client = createClient({ url: redis.url });
  await client.connect();
  clients.push(client);
  return client;
}

/** A server's store: its own connection, like another app server. */
async function server(prefix = PREFIX, clock?: () => number) {
  return createRedisPageHandler({ client: await connect(), keyPrefix: prefix, clock });
}

/** A page as Next stores it: HTML, the RSC payload and its segments as bytes. */
function page(html: string, tags: string[], lastModified = Date.now(), expireAt = Math.floor(Date.now() / 1000) + 90): PageCacheEntry {
  return {
    lastModified,
    lifespan: { expireAt },
    tags,
    value: {
      kind: "APP_PAGE",
      html,
      rscData: Buffer.from(`0:rsc ${html}\u0000\u00ff`),
      segmentData: new Map([["/_index", Buffer.from([0, 1, 2, 255])]]),
      headers: { "x-next-cache-tags": tags.join(",") },
      status: 200,
    },
  };
}

beforeAll(async () => {
  redis = await startRedisServer();
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.quit().catch(() => {})));
  await redis?.stop();
});

describe("the page cache shared in Redis", () => {
  it("a page server A stores, server B serves with the same HTML, RSC bytes and segments", async () => {
    const [a, b] = [await server(), await server()];
    const stored = page("<p>Zürich\n</p>", ["consultant:7", "public"]);
    await a.set("/en/consultants/7", stored);
    const got = await b.get("/en/consultants/7", { implicitTags: ["_N_T_/layout"] });
    expect(got).toMatchObject({
      lastModified: stored.lastModified,
      tags: ["consultant:7", "public"],
      value: { kind: "APP_PAGE", html: "<p>Zürich\n</p>", status: 200 },
    });
    expect(got?.value?.rscData).toEqual(stored.value?.rscData);
    expect(got?.value?.segmentData).toEqual(stored.value?.segmentData);
    expect(await b.get("/en/consultants/8")).toBeNull();
  });

  it("a route's body and an unstable_cache entry come back as they were stored", async () => {
    const [a, b] = [await server(), await server()];
    const body = Buffer.from([0x3c, 0x0a, 0x00, 0xff, 0x0a]);
    const route: PageCacheEntry = { lastModified: Date.now(), lifespan: null, tags: [], value: { kind: "APP_ROUTE", body, status: 200, headers: {} } };
    await a.set("/sitemap.xml", route);
    expect((await b.get("/sitemap.xml"))?.value?.body).toEqual(body);
    const data: PageCacheEntry = {
      lastModified: Date.now(),
      lifespan: null,
      tags: ["lists"],
      value: { kind: "FETCH", data: { body: "[1,2]\n", status: 200 }, revalidate: 60 },
    };
    await a.set("fetch-key", data);
    expect(await b.get("fetch-key")).toEqual(data);
  });

  it("a tag expired through server A makes the page a miss on server B at its next read; a page stored after it is served", async () => {
    const [a, b] = [await server(), await server()];
    await b.set("/en/consultants/9", page("old", ["consultant:9"], Date.now() - 10));
    await b.set("/en/consultants/10", page("other", ["consultant:10"], Date.now() - 10));
    await a.revalidateTag("consultant:9");
    expect(await b.get("/en/consultants/9")).toBeNull();
    expect(await b.get("/en/consultants/10")).toMatchObject({ value: { html: "other" } });
    await b.set("/en/consultants/9", page("new", ["consultant:9"], Date.now() + 5));
    expect(await a.get("/en/consultants/9")).toMatchObject({ value: { html: "new" } });
  });

  it("an implicit tag (the route's path) expires the page too", async () => {
    const [a, b] = [await server(), await server()];
    await a.set("/en", page("home", ["lists"], Date.now() - 10));
    await b.revalidateTag("_N_T_/en/page");
    expect(await a.get("/en", { implicitTags: ["_N_T_/en/page"] })).toBeNull();
    expect(await a.get("/en", { implicitTags: ["_N_T_/fr/page"] })).toMatchObject({ value: { html: "home" } });
  });

  it("expiring a tag writes one key, however many pages the cache holds", async () => {
    const prefix = keyPrefix("build-many", {});
    const a = await server(prefix);
    for (let i = 0; i < 500; i++) await a.set(`/en/consultants/${i}`, page(`p${i}`, [`consultant:${i}`, "public"], Date.now() - 10));
    const probe = await connect();
    const before = await probe.dbSize();
    await a.revalidateTag("consultant:3");
    expect(await probe.dbSize()).toBe(before + 1);
    expect(await probe.keys(`${prefix}page-tag-expired:*`)).toEqual([`${prefix}page-tag-expired:consultant:3`]);
    expect(await a.get("/en/consultants/3")).toBeNull();
    expect(await a.get("/en/consultants/4")).toMatchObject({ value: { html: "p4" } });
  });

  it("Redis drops a page at its expiry, at the latest after a week, and a past one is not stored", async () => {
    const prefix = keyPrefix("build-ttl", {});
    const a = await server(prefix);
    const probe = await connect();
    const now = Math.floor(Date.now() / 1000);
    await a.set("/en/about-us", page("about", [], Date.now(), now + 5400));
    const ttl = await probe.ttl(`${prefix}page:/en/about-us`);
    expect(ttl).toBeGreaterThan(5300);
    expect(ttl).toBeLessThanOrEqual(5400);
    await a.set("/en/year", page("year", [], Date.now(), now + 365 * 24 * 3600));
    expect(await probe.ttl(`${prefix}page:/en/year`)).toBeLessThanOrEqual(7 * 24 * 3600);
    await a.set("/en/past", page("past", [], Date.now() - 100_000, now - 10));
    expect(await probe.exists(`${prefix}page:/en/past`)).toBe(0);
  });

  it("another build or another APP_URL never serves this one's pages, nor sees its tag expiries", async () => {
    const a = await server(PREFIX);
    const otherUrl = await server(keyPrefix("build-1", { APP_URL: "https://staging.beraterwahl.ch" }));
    const otherBuild = await server(keyPrefix("build-2", { APP_URL: "https://beraterwahl.ch" }));
    await a.set("/en/companies/1", page("company", ["company:1"], Date.now() - 10));
    expect(await otherUrl.get("/en/companies/1")).toBeNull();
    expect(await otherBuild.get("/en/companies/1")).toBeNull();
    await otherBuild.revalidateTag("company:1");
    expect(await a.get("/en/companies/1")).toMatchObject({ value: { html: "company" } });
  });

  it("a Redis that fails makes a miss and a dropped write; a lost tag expiry is reported", async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    const handler = createRedisPageHandler({ client, keyPrefix: "p:" });
    await client.quit();
    expect(await handler.get("/en")).toBeNull();
    await expect(handler.set("/en", page("home", []))).resolves.toBeUndefined();
    await expect(handler.delete("/en")).resolves.toBeUndefined();
    await expect(handler.revalidateTag("lists")).rejects.toThrow();
  });

  it("a Redis that does not answer makes a miss within the timeout, not a stalled page", async () => {
    const client = await connect();
    const stalled = await connect();
    const handler = createRedisPageHandler({ client: stalled, keyPrefix: "stall:", timeoutMs: 200 });
    // CLIENT PAUSE holds every client's commands for 3 s: the read gives up long before Redis answers.
    await client.sendCommand(["CLIENT", "PAUSE", "3000", "ALL"]);
    const started = performance.now();
    expect(await handler.get("/en")).toBeNull();
    expect(performance.now() - started).toBeLessThan(2_500);
  });
});
