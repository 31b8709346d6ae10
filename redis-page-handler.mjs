// The page cache's store in Redis (cache-handler.mjs plugs it into @fortedigital/nextjs-cache-handler's
// CacheHandler, which computes each entry's lifespan and hands over its tags). Written here because the
// package's own redis-strings handler expires a tag by reading the tags of every page in the cache:
// two HSCANs of hashes that hold one field per page ever stored, then a JSON.parse per field, on the
// server that saved the edit. With 100,000 cached pages that is about 0.7 s per tag, and an edit expires
// three or four tags (docs/benchmarks.md, "Page cache in Redis: expiring a tag"); under load its
// 1 s timeouts then dropped the expiry, so another server kept the old page until its revalidate time.
//
// Here a tag's expiry is one key, `page-tag-expired:{tag}`, holding the time (ms) it was expired:
//  - revalidateTag writes that key: one SET, whatever the size of the cache;
//  - get reads the entry, then the expiry times of its tags and of the route's implicit tags (one
//    MGET), and answers a miss when any of them was expired after the entry was written;
//  - an entry is one Redis string (a JSON line, then the page's raw bytes: encodePageEntry) that Redis
//    drops at the entry's `expireAt` (at most a week), so nothing is kept per page besides the page
//    itself, and a tag's key outlives every entry it covers.
// Under a memory limit (`allkeys-lru`, docker-compose.yml) a tag's key is read with every page that carries it, so
// Redis evicts the pages before it; should its sampling evict the key first, a page written before the expiry is
// served until its revalidate time (at most a minute for pages with data), as without a shared cache.
// Redis errors and slow answers never fail a page: a read that fails or takes longer than `timeoutMs`
// is a miss (the page renders), a write that fails is dropped. A tag expiry that fails is logged: it
// is an edit that other servers show only after their pages' revalidate time.
// Keys are namespaced by build and rendered configuration (cache-keys.mjs), as for 'use cache'.

import { RESP_TYPES } from "redis";

/**
 * Redis keeps a page this long at most, whatever its lifespan says (a page without revalidate lives a year);
 * cache-handler.mjs gives every page this lifespan, so that a page past its revalidate time is served once more
 * while it renders anew (as on one server), instead of having left Redis.
 */
export const MAX_ENTRY_SECONDS = 7 * 24 * 3600;
/** A tag's expiry must outlive every entry written before it. */
const TAG_SECONDS = MAX_ENTRY_SECONDS + 3600;
/** Writing a tag's expiry may wait longer than a page read: losing it leaves old pages on other servers. */
const TAG_TIMEOUT_MS = 10_000;

function warn(what, error) {
  console.warn(`[cache] page cache ${what}: ${error instanceof Error ? error.message : String(error)}`);
}

/** Rejects when `promise` has not settled within `ms` (the command itself still completes in Redis). */
function within(ms, promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A stored entry: one line of JSON (everything but the page's bytes, with their lengths), then the bytes
 * themselves: the HTML, the RSC payload and its segments of a page, or a route's body. Kept raw rather
 * than as base64 inside JSON, a read of a 180 kB page costs a few slices instead of parsing and decoding
 * a third more text (JSON.stringify escapes newlines, so the first one ends the line).
 */
export function encodePageEntry(entry) {
  const parts = [];
  const value = entry.value;
  let meta = value;
  if (value?.kind === "APP_PAGE") {
    const { html, rscData, segmentData, ...rest } = value;
    const htmlBytes = typeof html === "string" ? Buffer.from(html) : undefined;
    const segments = segmentData ? [...segmentData] : undefined;
    for (const bytes of [htmlBytes, rscData, ...(segments ?? []).map(([, v]) => v)]) if (bytes) parts.push(bytes);
    meta = { ...rest, html: htmlBytes?.length, rscData: rscData?.length, segmentData: segments?.map(([k, v]) => [k, v.length]) };
  } else if (value?.kind === "APP_ROUTE" && value.body) {
    parts.push(value.body);
    meta = { ...value, body: value.body.length };
  }
  return Buffer.concat([Buffer.from(`${JSON.stringify({ ...entry, value: meta })}\n`), ...parts]);
}

export function decodePageEntry(stored) {
  const newline = stored.indexOf(10);
  const entry = JSON.parse(stored.subarray(0, newline).toString("utf8"));
  let at = newline + 1;
  const take = (length) => stored.subarray(at, (at += length));
  const value = entry.value;
  if (value?.kind === "APP_PAGE") {
    if (value.html !== undefined) value.html = take(value.html).toString("utf8");
    if (value.rscData !== undefined) value.rscData = take(value.rscData);
    if (value.segmentData !== undefined) value.segmentData = new Map(value.segmentData.map(([k, length]) => [k, take(length)]));
  } else if (value?.kind === "APP_ROUTE" && value.body !== undefined) {
    value.body = take(value.body);
  }
  return entry;
}

/**
 * The handler on a connected node-redis client, in the shape CacheHandler's `handlers` take.
 * `keyPrefix` namespaces every key (cache-keys.mjs); `clock` is there for the tests.
 */
export function createRedisPageHandler({ client, keyPrefix, timeoutMs = 1_000, clock = () => Date.now() }) {
  const bytes = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  const entryKey = (key) => `${keyPrefix}page:${key}`;
  const tagKey = (tag) => `${keyPrefix}page-tag-expired:${tag}`;

  return {
    name: "redis-pages",

    async get(key, { implicitTags = [] } = {}) {
      try {
        const stored = await within(timeoutMs, bytes.get(entryKey(key)));
        if (!stored) return null;
        const entry = decodePageEntry(stored);
        const tags = [...new Set([...(entry.tags ?? []), ...implicitTags])];
        if (tags.length > 0) {
          const expired = await within(timeoutMs, client.mGet(tags.map(tagKey)));
          // At the same millisecond the render may have read the data before the edit: a miss.
          if (expired.some((at) => at !== null && Number(at) >= entry.lastModified)) return null;
        }
        return entry;
      } catch (error) {
        warn("read failed, rendering instead", error);
        return null;
      }
    },

    async set(key, entry, ctx) {
      const expireAt = entry.lifespan?.expireAt ?? Infinity;
      const seconds = Math.min(MAX_ENTRY_SECONDS, Math.ceil(expireAt - clock() / 1000));
      if (seconds <= 0) return;
      try {
        const options = { expiration: { type: "EX", value: seconds }, ...(ctx?.setOnlyIfNotExists ? { condition: "NX" } : {}) };
        await within(timeoutMs, client.set(entryKey(key), encodePageEntry(entry), options));
      } catch (error) {
        // The next request renders the page again.
        warn("write dropped", error);
      }
    },

    async revalidateTag(tag) {
      try {
        await within(TAG_TIMEOUT_MS, client.set(tagKey(tag), String(clock()), { expiration: { type: "EX", value: TAG_SECONDS } }));
      } catch (error) {
        warn(`expiry of ${tag} not shared`, error);
        throw error;
      }
    },

    async delete(key) {
      try {
        await within(timeoutMs, client.unlink(entryKey(key)));
      } catch (error) {
        warn("delete failed", error);
      }
    },
  };
}
