// Types of redis-page-handler.mjs (plain JavaScript: Next loads it outside its bundle).
import type { createClient } from "redis";

/** A page-cache entry as @fortedigital/nextjs-cache-handler's CacheHandler hands it to its stores. */
export type PageCacheEntry = {
  lastModified: number;
  lifespan: { expireAt: number; lastModifiedAt?: number; staleAt?: number } | null;
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
/** A stored entry: a JSON line, then the page's raw bytes. */
export declare function encodePageEntry(entry: PageCacheEntry): Buffer;
export declare function decodePageEntry(stored: Buffer): PageCacheEntry;
export declare function createRedisPageHandler(options: {
  client: ReturnType<typeof createClient>;
  keyPrefix: string;
  timeoutMs?: number;
  clock?: () => number;
}): RedisPageHandler;
