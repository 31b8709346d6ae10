export { consumeRateLimit, clientIp, rateLimitKey, pruneRateLimitBuckets, type RateLimitResult } from "./consume-rate-limit";
