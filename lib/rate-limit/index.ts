export { consumeRateLimit, consumeRateLimitFor, clientIp, clientKey } from "./consume-rate-limit";
