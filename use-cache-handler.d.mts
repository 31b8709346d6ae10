// Types of use-cache-handler.mjs (plain JavaScript: Next loads it outside its bundle).
import type { CacheHandler } from "next/dist/server/lib/cache-handlers/types";
import type { createClient } from "redis";

export declare function createRedisUseCacheHandler(client: ReturnType<typeof createClient>, prefix: string, clock?: () => number): CacheHandler;
declare const handler: CacheHandler;
export default handler;
