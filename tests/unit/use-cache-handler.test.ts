// The 'use cache' handler of many servers (use-cache-handler.mjs) on a real Redis: what one server
// stores, another serves; a tag expired through one server makes the entry a miss on every other at
// its next read; a stale tag asks for a background refresh; build and configuration namespace the
// keys; and a Redis that fails makes a miss, never an error (a Redis of the test's own).
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyPrefix } from "@/cache-keys.mjs";
import { createRedisUseCacheHandler } from "@/use-cache-handler.mjs";
import { startRedisServer, type RedisServer } from "@/tests/support/redis-server";

type Entry = { value: ReadableStream<Uint8Array>; tags: string[]; stale: number; timestamp: number; expire: number; revalidate: number };
type Handler = {
  get(key: string, softTags?: string[]): Promise<Entry | undefined>;
  set(key: string, entry: Promise<Entry>): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
};

let redis: RedisServer;
let url = "";
const clients: ReturnType<typeof createClient>[] = [];

/** A server's handler: its own connection, like another app server. */
async function server(prefix = keyPrefix("build-1", { APP_URL: "https://beraterwahl.ch" }), clock = () => Date.now()): Promise<Handler> {
  const client = createClient({ url });
  await client.connect();
  clients.push(client);
  return createRedisUseCacheHandler(client, prefix, clock) as Handler;
}

const text = (s: string) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new TextEncoder().encode(s));
      c.close();
    },
  });
const read = async (entry: Entry | undefined) => (entry ? await new Response(entry.value).text() : undefined);
const entry = (value: string, tags: string[], at = Date.now(), revalidate = 60, expire = 300): Promise<Entry> =>
  Promise.resolve({ value: text(value), tags, stale: 30, timestamp: at, revalidate, expire });

beforeAll(async () => {
  redis = await startRedisServer();
  url = redis.url;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.quit().catch(() => {})));
  await redis?.stop();
});

describe("'use cache' entries shared in Redis", () => {
  it("what server A stores, server B serves, byte for byte, with its lifetimes", async () => {
    const [a, b] = [await server(), await server()];
    const bytes = "résultat\n\u0000{}\n".repeat(1000);
    await a.set("search:8001", entry(bytes, ["search", "consultant:7"]));
    const got = await b.get("search:8001", []);
    expect(await read(got)).toBe(bytes);
    expect(got).toMatchObject({ tags: ["search", "consultant:7"], revalidate: 60, expire: 300, stale: 30 });
    // Every read gets a stream of its own.
    expect(await read(await b.get("search:8001", []))).toBe(bytes);
    // "Forever" survives the way through JSON.
    await a.set("forever", entry("f", [], Date.now(), Infinity, Infinity));
    expect(await read(await b.get("forever"))).toBe("f");
  });

  it("a tag expired through server A is a miss on server B at its next read", async () => {
    const [a, b] = [await server(), await server()];
    await b.set("profile:9", entry("profile 9", ["consultant:9"], Date.now() - 10));
    expect(await read(await b.get("profile:9"))).toBe("profile 9");
    await a.updateTags(["consultant:9"]);
    expect(await b.get("profile:9")).toBeUndefined();
    expect(await b.getExpiration(["consultant:9", "other"])).toBeGreaterThan(0);
    // Written after the expiry: served again.
    await b.set("profile:9", entry("profile 9 new", ["consultant:9"], Date.now() + 5));
    expect(await read(await a.get("profile:9"))).toBe("profile 9 new");
  });

  it("a soft tag (the route's path) expires the entry too", async () => {
    const [a, b] = [await server(), await server()];
    await a.set("page:x", entry("x", [], Date.now() - 10));
    await b.updateTags(["_N_T_/en/consultants/5"]);
    expect(await a.get("page:x", ["_N_T_/en/consultants/5"])).toBeUndefined();
    expect(await read(await a.get("page:x", ["_N_T_/en"]))).toBe("x");
  });

  it("a tag made stale with a profile is served once more with a background refresh, then expires", async () => {
    let t = Date.now();
    const [a, b] = [await server(undefined, () => t), await server(undefined, () => t)];
    await a.set("lists", entry("lists", ["lists"], t - 10));
    await b.updateTags(["lists"], { expire: 60 });
    expect(await a.get("lists")).toMatchObject({ revalidate: -1 });
    t += 61_000;
    expect(await a.get("lists")).toBeUndefined();
  });

  it("an entry past its expire time is a miss; Redis drops it by itself", async () => {
    const a = await server();
    await a.set("old", entry("old", [], Date.now() - 301_000, 60, 300));
    expect(await a.get("old")).toBeUndefined();
    await a.set("per-request", entry("per request", [], Date.now(), 0, 0));
    expect(await a.get("per-request")).toBeUndefined();
    const probe = createClient({ url });
    await probe.connect();
    clients.push(probe);
    const keys = await probe.keys("*uc:old");
    expect(await probe.ttl(keys[0]!)).toBeLessThanOrEqual(300);
    expect(await probe.ttl(keys[0]!)).toBeGreaterThan(0);
  });

  it("another build or another APP_URL never serves this one's entries, nor sees its tag expiries", async () => {
    const a = await server(keyPrefix("build-1", { APP_URL: "https://beraterwahl.ch" }));
    const otherUrl = await server(keyPrefix("build-1", { APP_URL: "https://staging.beraterwahl.ch" }));
    const otherBuild = await server(keyPrefix("build-2", { APP_URL: "https://beraterwahl.ch" }));
    await a.set("k", entry("v", ["t"]));
    expect(await otherUrl.get("k")).toBeUndefined();
    expect(await otherBuild.get("k")).toBeUndefined();
    await otherBuild.updateTags(["t"]);
    expect(await read(await a.get("k"))).toBe("v");
  });

  it("a Redis that fails makes a miss and a dropped write, never an error", async () => {
    const client = createClient({ url });
    await client.connect();
    const handler = createRedisUseCacheHandler(client, "p:") as Handler;
    await client.quit();
    expect(await handler.get("k")).toBeUndefined();
    await expect(handler.set("k", entry("v", ["t"]))).resolves.toBeUndefined();
    await expect(handler.updateTags(["t"])).resolves.toBeUndefined();
    expect(await handler.getExpiration(["t"])).toBe(0);
  });
});
