// Types of redis-page-handler.mjs (plain JavaScript: Next loads it outside its bundle).
import type { createClient } from "redis";

/** A page-cache entry as @fortedigital/nextjs-cache-handler's CacheHandler hands it to its stores. */
export type PageCacheEntry = {
  lastModified: number;
  lifespan: { expireAt: number } | null;
  tags: readonly string[];
  value: Record<string, unknown> | null;
};

export type RedisPageHandler = {
  name: string;
  get(key: string, meta?: { implicitTags?: string[] }): Promise<PageCacheEntry | null>;
  set(key: string, entry: PageCacheEntry, ctx?: { setOnlyIfNotExists?: boolean }): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  delete(key: string): Promise<void>;
};

export declare const MAX_ENTRY_SECONDS: number;
export declare function createRedisPageHandler(options: {
  client: ReturnType<typeof createClient>;
  keyPrefix: string;
  timeoutMs?: number;
  clock?: () => number;
}): RedisPageHandler;
