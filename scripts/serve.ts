// The production (or, with --dev, development) server: Next.js's request handler inside the project's
// own HTTP server (lib/server/app-server.ts), which supplies the client address from the TCP peer and
// TRUSTED_PROXIES, refuses malformed targets and sets the security headers. `npm start` runs it after
// preparing the database; the end-to-end tests, the benchmarks and docker-compose run it directly.
// Environment: PORT (3000, on every interface), NEXT_DIST_DIR, and lib/config.ts's variables.
import next from "next";
import { ConfigError, loadConfig } from "@/lib/config";
import { createAppServer } from "@/lib/server/app-server";
import { parseTrustedProxies } from "@/lib/server/client-address";
import { loadOutagePages } from "@/lib/server/outage";
import { frameableSecurityHeaders, securityHeaders } from "@/lib/server/security-headers";

async function main() {
  const dev = process.argv.includes("--dev");
  // What `next start` and `next dev` set themselves; React and Next read it for their mode.
  (process.env as Record<string, string>).NODE_ENV ??= dev ? "development" : "production";
  const port = Number(process.env.PORT ?? 3000);
  const config = loadConfig();
  const app = next({ dev, dir: process.cwd(), port });
  await app.prepare();
  const headerOptions = { appUrl: config.APP_URL, bookingWidgetUrl: config.BOOKING_WIDGET_URL, analyticsScriptUrl: config.ANALYTICS_SCRIPT_URL, dev };
  const server = createAppServer({
    handle: app.getRequestHandler(),
    trustedProxies: parseTrustedProxies(config.TRUSTED_PROXIES),
    outagePages: loadOutagePages(),
    headers: securityHeaders(headerOptions),
    frameableHeaders: frameableSecurityHeaders(headerOptions),
  });
  // Like `next start`: slow clients are cut off rather than holding sockets forever.
  server.headersTimeout = 60_000;
  server.requestTimeout = 300_000;
  server.listen(port, () => {
    console.log(`  ready on port ${port}${dev ? " (development)" : ""}`);
  });
  const stop = () => {
    server.close();
    // Profile views counted in the last second (lib/insight-counters/counter-buffer.ts) are written before the exit.
    const flushInsights = (globalThis as { __beraterwahlFlushInsights?: () => Promise<unknown> }).__beraterwahlFlushInsights;
    void Promise.resolve(flushInsights?.())
      .catch(() => {})
      .finally(() => void app.close().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error(`\nCannot start: ${error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
