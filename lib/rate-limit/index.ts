export { consumeRateLimit, clientIp, clientKey } from "./consume-rate-limit";
