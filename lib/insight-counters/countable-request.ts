// Which requests count as a visitor's (issue 32): not a bot, not a prefetch. Decided from the request's
// headers alone and stored nowhere. The User-Agent is looked at by plain substring search over a fixed
// list (linear in its length, no regular expression that could backtrack on a crafted header).
// Pure and dependency-free.

/** Lower-case fragments of crawler, monitor, preview and tool User-Agents. A browser's never contains one. */
const BOT_FRAGMENTS = [
  "bot",
  "crawl",
  "spider",
  "slurp",
  "mediapartners",
  "facebookexternalhit",
  "embedly",
  "preview",
  "lighthouse",
  "headless",
  "phantomjs",
  "pingdom",
  "uptime",
  "monitor",
  "curl/",
  "wget/",
  "python-",
  "python/",
  "go-http-client",
  "java/",
  "okhttp",
  "axios/",
  "node-fetch",
  "undici",
  "libwww",
  "httpclient",
  "scrapy",
  "feedfetcher",
  "whatsapp",
  "telegram",
  "skypeuripreview",
  "validator",
  "archiver",
  "ia_archiver",
] as const;

/** Longer User-Agents are no browser's; also bounds the work per request. */
const MAX_USER_AGENT = 512;

export function isBotUserAgent(userAgent: string | null): boolean {
  if (!userAgent) return true;
  if (userAgent.length > MAX_USER_AGENT) return true;
  const ua = userAgent.toLowerCase();
  // Every browser sends "Mozilla/"; a client that does not is a tool.
  if (!ua.includes("mozilla/")) return true;
  return BOT_FRAGMENTS.some((fragment) => ua.includes(fragment));
}

/** Speculative loads: Chromium's prefetch/prerender (Sec-Purpose, Purpose), Firefox's X-Moz, Next's router prefetch. */
export function isPrefetch(headers: Headers): boolean {
  const purpose =
    `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""} ${headers.get("x-purpose") ?? ""} ${headers.get("x-moz") ?? ""}`.toLowerCase();
  if (purpose.includes("prefetch") || purpose.includes("prerender") || purpose.includes("preview")) return true;
  return headers.has("next-router-prefetch");
}

/** Whether the request is a person's visit that the insights count. */
export function isCountableRequest(headers: Headers): boolean {
  return !isPrefetch(headers) && !isBotUserAgent(headers.get("user-agent"));
}
