export { consumeRateLimit, consumeRateLimitFor, clientKey } from "./consume-rate-limit";
