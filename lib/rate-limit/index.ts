export { consumeRateLimit, clientIp, clientKey, rateLimitKey, pruneRateLimitBuckets, type RateLimitResult } from "./consume-rate-limit";
