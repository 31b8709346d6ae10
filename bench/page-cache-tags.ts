// `npm run bench:page-cache`: what expiring one tag and reading one page cost in the shared page cache
// (REDIS_URL) as the cache grows, for our store (redis-page-handler.mjs) and, for comparison, the
// redis-strings store of @fortedigital/nextjs-cache-handler that it replaced. Each size fills a Redis
// of its own (tests/support/redis-server.ts) with cached profile pages, as CacheHandler stores
// them (6 kB each: the size does not change what a tag costs), then times 20 tag expiries and 200 page reads. Prints a table; docs/benchmarks.md keeps it.
import { createClient } from "redis";
import createRedisStringsHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createRedisPageHandler, type PageCacheEntry } from "@/redis-page-handler.mjs";
import { startRedisServer } from "@/tests/support/redis-server";

const SIZES = (process.env.BENCH_PAGES ?? "1000,10000,100000").split(",").map(Number);
const EXPIRIES = 20;
const READS = 200;
const HTML = "<p>profile</p>".repeat(400);

type Store = {
  get(key: string, meta: { implicitTags: string[] }): Promise<unknown>;
  set(key: string, entry: PageCacheEntry): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
};

function page(id: number): PageCacheEntry {
  const tags = [`consultant:${id}`, `company-members:${id % 500}`, "public"];
  return {
    lastModified: Date.now(),
    lifespan: { expireAt: Math.floor(Date.now() / 1000) + 3600 },
    tags,
    value: { kind: "APP_PAGE", html: HTML, rscData: Buffer.from(HTML), headers: { "x-next-cache-tags": tags.join(",") }, status: 200 },
  };
}

const IMPLICIT = ["_N_T_/layout", "_N_T_/[locale]/layout", "_N_T_/[locale]/(public)/consultants/[id]/page"];

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(name: string, pages: number, make: (client: ReturnType<typeof createClient>) => Store): Promise<string> {
  const redis = await startRedisServer();
  const client = createClient({ url: redis.url });
  await client.connect();
  try {
    const store = make(client);
    for (let i = 0; i < pages; i += 200) {
      await Promise.all(Array.from({ length: Math.min(200, pages - i) }, (_, j) => store.set(`/en/consultants/${i + j}`, page(i + j))));
    }
    const expiries: number[] = [];
    for (let i = 0; i < EXPIRIES; i++) {
      const t = performance.now();
      await store.revalidateTag(`consultant:${(i * 7919) % pages}`);
      expiries.push(performance.now() - t);
    }
    const reads: number[] = [];
    for (let i = 0; i < READS; i++) {
      const t = performance.now();
      await store.get(`/en/consultants/${(i * 104729) % pages}`, { implicitTags: IMPLICIT });
      reads.push(performance.now() - t);
    }
    const ms = (v: number) => `${v.toFixed(2)} ms`;
    return `| ${name} | ${pages.toLocaleString("en")} | ${ms(percentile(expiries, 50))} | ${ms(percentile(expiries, 95))} | ${ms(percentile(reads, 50))} | ${ms(percentile(reads, 95))} |`;
  } finally {
    await client.quit().catch(() => {});
    await redis.stop();
  }
}

async function main(): Promise<void> {
  const rows = ["| Store | Cached pages | Tag expiry p50 | p95 | Page read p50 | p95 |", "|---|---|---|---|---|---|"];
  for (const pages of SIZES) {
    rows.push(await measure("ours (redis-page-handler.mjs)", pages, (client) => createRedisPageHandler({ client, keyPrefix: "bench:" }) as Store));
    console.log(rows.at(-1));
    rows.push(
      await measure(
        "@fortedigital redis-strings",
        pages,
        (client) => createRedisStringsHandler({ client: client as never, keyPrefix: "bench:", timeoutMs: 60_000 }) as unknown as Store,
      ),
    );
    console.log(rows.at(-1));
  }
  console.log(`\n${rows.join("\n")}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
