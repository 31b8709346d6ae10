// The entries of `'use cache'` functions and components (Cache Components) in Redis, shared by every
// app server, when REDIS_URL is set (next.config.mjs names this file as `cacheHandlers.default` and
// `.remote` only then; without it Next keeps them in each server's memory). The page cache (the
// prerendered shells) stays with cache-handler.mjs, on the same Redis.
//
// Next's interface (docs: next.config.js `cacheHandlers`): get, set, refreshTags, getExpiration,
// updateTags. Written here on the `redis` client we already use rather than taken from a package
// (docs/architecture.md, "Many servers", says why):
//  - an entry is one Redis string: a line of JSON (tags, timestamps, lifetimes) and the raw bytes of
//    the value, with a Redis expiry from the entry's own `expire`, so Redis evicts what nobody reads;
//  - a tag's expiry is two plain keys (`expired` and `stale` times in ms). `get` reads the entry and
//    the times of its tags and of the route's soft tags in two round trips, so an expiry written by
//    one server (lib/cache/invalidate.ts → revalidateTag → updateTags) counts on every server at its
//    next read; nothing is kept in this process's memory, and `refreshTags` has nothing to do;
//  - an entry past its `revalidate` time is still served (Next renders a new one in the background)
//    until `expire`; a tag expired after the entry was written makes it a miss, a stale one a
//    background refresh (`revalidate: -1`), as in Next's own handler;
//  - Redis errors never fail a page: a read that fails is a miss, a write that fails is dropped, and
//    a Redis that is unreachable at start leaves this server with Next's in-memory handler (logged).
// Keys are namespaced by build and rendered configuration (cache-keys.mjs), like the page cache.
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { createDefaultCacheHandler } from "next/dist/server/lib/cache-handlers/default.js";
import { createClient, RESP_TYPES } from "redis";
import { currentBuildId, keyPrefix } from "./cache-keys.mjs";

/** Redis keeps an entry at most this long, whatever its profile says ('max' is a year). */
const MAX_ENTRY_SECONDS = 7 * 24 * 3600;
/** A tag's expiry must outlive every entry written before it. */
const TAG_SECONDS = MAX_ENTRY_SECONDS + 3600;
/** Next's INFINITE_CACHE, the lifetime of cacheLife("max") and of an entry without one. */
const FOREVER_SECONDS = 0xfffffffe;
/** Next's in-memory default for the fallback (its own default size). */
const MEMORY_BYTES = 50 * 1024 * 1024;

const now = () => Date.now();

function warn(what, error) {
  console.warn(`[cache] 'use cache' ${what}: ${error instanceof Error ? error.message : String(error)}`);
}

async function bytesOf(stream) {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      controller.close();
    },
  });
}

/** `{json}\n{bytes}`: the metadata line never holds a newline (JSON.stringify escapes them). */
export function encodeEntry(entry, bytes) {
  const { value: _value, ...meta } = entry;
  // JSON has no Infinity (it would come back as null and make the entry look expired): Next's own "forever".
  const json = JSON.stringify(meta, (_key, v) => (v === Infinity ? FOREVER_SECONDS : v));
  return Buffer.concat([Buffer.from(`${json}\n`), bytes]);
}

export function decodeEntry(stored) {
  const newline = stored.indexOf(10);
  if (newline < 0) return undefined;
  const meta = JSON.parse(stored.subarray(0, newline).toString("utf8"));
  return { ...meta, value: streamOf(stored.subarray(newline + 1)) };
}

/**
 * The handler on a connected client. `prefix` namespaces every key (cache-keys.mjs); `clock`
 * is there for the tests.
 */
export function createRedisUseCacheHandler(client, prefix, clock = now) {
  const buffers = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  const entryKey = (cacheKey) => `${prefix}uc:${cacheKey}`;
  const expiredKey = (tag) => `${prefix}tag-expired:${tag}`;
  const staleKey = (tag) => `${prefix}tag-stale:${tag}`;
  const pending = new Map();

  /** The times (ms) the tags were last expired and last marked stale, 0 for never. */
  async function tagTimes(tags) {
    if (tags.length === 0) return { expired: [], stale: [] };
    const values = await client.mGet([...tags.map(expiredKey), ...tags.map(staleKey)]);
    const times = values.map((v) => (v ? Number(v) : 0));
    return { expired: times.slice(0, tags.length), stale: times.slice(tags.length) };
  }

  return {
    async get(cacheKey, softTags = []) {
      try {
        // A read on this server right after its own write waits for it (as Next's handler does).
        await pending.get(cacheKey);
        const stored = await buffers.get(entryKey(cacheKey));
        if (!stored) return undefined;
        const entry = decodeEntry(stored);
        if (!entry) return undefined;
        const t = clock();
        if (t > entry.timestamp + entry.expire * 1000) return undefined;
        const tags = [...new Set([...entry.tags, ...softTags])];
        const { expired, stale } = await tagTimes(tags);
        if (expired.some((at) => at > entry.timestamp && at <= t)) return undefined;
        const isStale = stale.some((at) => at > entry.timestamp);
        return isStale ? { ...entry, revalidate: -1 } : entry;
      } catch (error) {
        warn("read failed, rendering instead", error);
        return undefined;
      }
    },

    async set(cacheKey, pendingEntry) {
      let done = () => {};
      pending.set(
        cacheKey,
        new Promise((resolve) => {
          done = resolve;
        }),
      );
      try {
        const entry = await pendingEntry;
        const bytes = await bytesOf(entry.value);
        // expire 0: a per-request value that Next never reads back.
        if (entry.expire <= 0) return;
        const seconds = Math.max(1, Math.min(MAX_ENTRY_SECONDS, Math.ceil(entry.expire)));
        await client.set(entryKey(cacheKey), encodeEntry(entry, bytes), { expiration: { type: "EX", value: seconds } });
      } catch (error) {
        // An interrupted render or an unreachable Redis: the next request renders again.
        warn("write dropped", error);
      } finally {
        pending.delete(cacheKey);
        done();
      }
    },

    async refreshTags() {
      // Nothing kept locally: get and getExpiration read the tags' times from Redis.
    },

    async getExpiration(tags) {
      try {
        const t = clock();
        const { expired } = await tagTimes(tags);
        return Math.max(0, ...expired.filter((at) => at <= t));
      } catch (error) {
        warn("tag read failed", error);
        return 0;
      }
    },

    async updateTags(tags, durations) {
      if (tags.length === 0) return;
      const t = clock();
      try {
        const multi = client.multi();
        for (const tag of tags) {
          if (durations) {
            // Stale now (served while a new value renders), expired after the profile's `expire`.
            multi.set(staleKey(tag), String(t), { expiration: { type: "EX", value: TAG_SECONDS } });
            if (durations.expire !== undefined)
              multi.set(expiredKey(tag), String(t + durations.expire * 1000), { expiration: { type: "EX", value: TAG_SECONDS } });
          } else {
            multi.set(expiredKey(tag), String(t), { expiration: { type: "EX", value: TAG_SECONDS } });
          }
        }
        await multi.exec();
      } catch (error) {
        warn(`tag expiry not shared (${tags.join(", ")})`, error);
      }
    },
  };
}

/** The handler Next uses: Redis once connected, Next's in-memory one during the build or without Redis. */
function createHandler() {
  const memory = createDefaultCacheHandler(MEMORY_BYTES);
  const url = process.env.REDIS_URL;
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return memory;
  const ready = (async () => {
    const client = createClient({ url, pingInterval: 10_000, socket: { connectTimeout: 5_000 } });
    // Without a listener an error event would end the process; the handler answers a miss instead.
    client.on("error", (error) => warn("Redis", error));
    try {
      await client.connect();
      return createRedisUseCacheHandler(client, keyPrefix(currentBuildId()));
    } catch (error) {
      console.error(
        `[cache] Redis at REDIS_URL unreachable for 'use cache' (${error instanceof Error ? error.message : String(error)}): this server caches in its own memory`,
      );
      await client.disconnect().catch(() => {});
      return memory;
    }
  })();
  return {
    get: async (...args) => (await ready).get(...args),
    set: async (...args) => (await ready).set(...args),
    refreshTags: async () => (await ready).refreshTags(),
    getExpiration: async (tags) => (await ready).getExpiration(tags),
    updateTags: async (...args) => (await ready).updateTags(...args),
  };
}

/** One handler (and one connection) per process, although Next names this file for two kinds. */
globalThis.__useCacheHandler ??= createHandler();
export default globalThis.__useCacheHandler;
