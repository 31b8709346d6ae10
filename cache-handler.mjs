// Next's page cache and unstable_cache data in Redis, shared by every app server, when REDIS_URL is
// set (next.config.mjs names this file only then; without it each server keeps its own cache in
// .next, the single-server default). A tag expired on one server (lib/cache/invalidate.ts) deletes
// the tagged entries in Redis, so every server renders them anew at its next request.
//
// @fortedigital/nextjs-cache-handler's CacheHandler (maintained, supports Next 16's page cache,
// unstable_cache and revalidateTag) with our store, redis-page-handler.mjs: the package's own
// redis-strings store expires a tag by reading the tags of every cached page (that file says why
// and what it costs). The 'use cache' entries of Cache Components have their own handler on the
// same Redis, use-cache-handler.mjs (docs/architecture.md says why our own).
//
// Keys are namespaced by the build and by the runtime configuration the pages show (cache-keys.mjs),
// so that a new deployment or a changed APP_URL never serves a page rendered by another build or configuration.
// If Redis cannot be reached at start, this server falls back to a cache in its own memory and says
// so: the pages stay fast, but an edit through another server shows here only after the pages'
// revalidate time (lib/cache/page-tags.ts).
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { createClient } from "redis";
import { keyPrefix } from "./cache-keys.mjs";
import { createRedisPageHandler, MAX_ENTRY_SECONDS } from "./redis-page-handler.mjs";

/** One connection per process, also when Next asks for the configuration from several places at once. */
const shared = globalThis;

CacheHandler.onCreation(async ({ buildId }) => {
  if (shared.__cacheHandlerConfig) return shared.__cacheHandlerConfig;
  shared.__cacheHandlerConfigPromise ??= (async () => {
    const url = process.env.REDIS_URL;
    if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()] };
    const client = createClient({ url, pingInterval: 10_000, socket: { connectTimeout: 5_000 } });
    // Without a listener an error event would end the process; the handler answers a miss instead.
    client.on("error", (error) => console.warn(`[cache] Redis: ${error instanceof Error ? error.message : String(error)}`));
    try {
      await client.connect();
    } catch (error) {
      console.error(`[cache] Redis at REDIS_URL unreachable (${error instanceof Error ? error.message : String(error)}): this server caches in its own memory`);
      await client.disconnect().catch(() => {});
      return { handlers: [createLruHandler()] };
    }
    return {
      handlers: [createRedisPageHandler({ client, keyPrefix: keyPrefix(buildId), timeoutMs: 1_000 })],
      // The package keeps a page for 1.5 × its revalidate time (90 s for a profile), after which the next
      // visitor waits for a full render. Kept a week, a page past its revalidate time is served once more
      // while it renders anew, as Next does on one server; an edit still expires it at once by its tags.
      ttl: { estimateExpireAge: () => MAX_ENTRY_SECONDS },
    };
  })();
  shared.__cacheHandlerConfig = await shared.__cacheHandlerConfigPromise;
  return shared.__cacheHandlerConfig;
});

export default CacheHandler;
