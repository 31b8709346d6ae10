// The page-cache figures of `npm run bench` (issue 18): a crawler walking the sitemap, and two app
// servers sharing their cache in Redis behind a proxy against one server behind the same proxy.
import http from "node:http";
import net from "node:net";
import autocannon from "autocannon";
import { startAppServer, type AppServer } from "./support/app-server";
import { summarize } from "./support/stats";
import { startRedisServer } from "@/tests/support/redis-server";

export type CrawlFigures = { pages: number; seconds: number; pagesPerSecond: number; p50: number; p95: number; non2xx: number; connections: number };

/**
 * Fetches the profile URLs in sitemap order (the sitemap index, then its files) and requests them
 * `connections` at a time for `seconds`, like a search engine's crawler: almost every page is one
 * nobody opened before, so this measures first renders.
 */
export async function measureCrawl(server: AppServer, options: { connections: number; seconds: number; skip: number }): Promise<CrawlFigures> {
  const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const urls: string[] = [];
  for (const file of files) {
    const xml = await (await fetch(`${server.url}${file}`)).text();
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const p = new URL(m[1]!).pathname;
      if (p.includes("/consultants/")) urls.push(p);
    }
    if (urls.length > options.skip + 20_000) break;
  }
  // Skips the start of the sitemap, whose pages an earlier run may have rendered already.
  const queue = urls.slice(options.skip);
  const latencies: number[] = [];
  let next = 0;
  let non2xx = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline && next < queue.length) {
        const url = queue[next++];
        const t = performance.now();
        const response = await fetch(`${server.url}${url}`, { redirect: "manual" });
        await response.arrayBuffer();
        latencies.push(performance.now() - t);
        if (response.status >= 300) non2xx += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const summary = summarize(latencies);
  return {
    pages: latencies.length,
    seconds,
    pagesPerSecond: latencies.length / seconds,
    p50: summary.p50,
    p95: summary.p95,
    non2xx,
    connections: options.connections,
  };
}

export type ScaleFigures = { oneServer: number; twoServers: number; p95One: number; p95Two: number; paths: number };

/** A round-robin reverse proxy in this process that sets X-Forwarded-For, like the compose file's Caddy. */
function startProxy(upstreams: string[]): Promise<{ url: string; close: () => Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let turn = 0;
  const server = http.createServer((req, res) => {
    const target = new URL(upstreams[turn++ % upstreams.length]!);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        agent,
        headers: { ...req.headers, "x-forwarded-for": req.socket.remoteAddress ?? "127.0.0.1" },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.statusCode = 502;
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) });
    }),
  );
}

async function run(url: string, paths: string[], connections: number, seconds: number): Promise<{ reqPerSec: number; p95: number }> {
  const latencies: number[] = [];
  let i = 0;
  const result = await new Promise<{ requests: { total: number }; duration: number }>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, method: "GET", path: paths[i++ % paths.length] }) }],
      },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
    instance.on("response", (_c: unknown, _s: number, _b: number, ms: number) => latencies.push(ms));
  });
  return { reqPerSec: result.requests.total / (result.duration || seconds), p95: summarize(latencies).p95 };
}

/**
 * The same mixed load of cached public pages through a proxy: to one server, then to two servers
 * that share their page cache in a Redis of their own (Debian's redis-server, temporary directory).
 */
export async function measureScale(options: {
  databaseUrl: string;
  basePort: number;
  paths: string[];
  connections: number;
  seconds: number;
}): Promise<ScaleFigures> {
  const redis = await startRedisServer();
  // One public address for both servers, as behind a load balancer: the cache keys carry it.
  const appUrl = `http://127.0.0.1:${options.basePort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    REDIS_URL: redis.url,
    TRUSTED_PROXIES: "127.0.0.1, ::1",
    APP_URL: appUrl,
    NEXTAUTH_URL: appUrl,
  };
  const servers: AppServer[] = [];
  try {
    servers.push(await startAppServer({ databaseUrl: options.databaseUrl, port: options.basePort, env }));
    servers.push(await startAppServer({ databaseUrl: options.databaseUrl, port: options.basePort + 1, env }));
    // Every page rendered once (into the shared cache), through each server.
    for (const s of servers) for (const p of options.paths) await fetch(`${s.url}${p}`).then((r) => r.arrayBuffer());
    const one = await startProxy([servers[0]!.url]);
    const a = await run(one.url, options.paths, options.connections, options.seconds);
    await one.close();
    const two = await startProxy(servers.map((s) => s.url));
    const b = await run(two.url, options.paths, options.connections, options.seconds);
    await two.close();
    return { oneServer: a.reqPerSec, twoServers: b.reqPerSec, p95One: a.p95, p95Two: b.p95, paths: options.paths.length };
  } finally {
    for (const s of servers) await s.stop();
    await redis.stop();
  }
}
