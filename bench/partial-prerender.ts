// What a request costs under Cache Components (partial prerendering) with this project's Next.js and
// React, measured on a page of the home page's shape instead of assumed (issue 34): a frame of 50
// sections (about 100 kB with its RSC payload, like the home page's sections) and 20 result cards (about
// 45 kB) that depend on the query. Every variant is built into one app (`.data/ppr-probe-app`, git-ignored) with
// `cacheComponents: true`, served by `next start` and loaded with autocannon, each request a query
// not asked before:
//
//   /static          a small static page (the "static route" of npm run bench)
//   /frame           the frame alone, static (a page from the cache)
//   /one-line        a Suspense hole of one line reading the query: Next's fixed cost of a per-request render
//   /results         the results alone in a hole
//   /shell           the frame as the static shell, the results in a hole (what the switch would give a search)
//   /shell-cached    the same with the frame in a 'use cache' component
//   /whole           frame and results rendered per request (`instant = false`: today's first render)
//
// It also counts how often the frame's server component runs while /shell answers requests.
//
//   npx tsx bench/partial-prerender.ts      # PPR_PORT (3313), PPR_DURATION (8 s), PPR_CONNECTIONS (32)
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";

const NEXT = path.resolve("node_modules/next/dist/bin/next");
const DIR = path.resolve(".data/ppr-probe-app");
const PORT = Number(process.env.PPR_PORT ?? 3313);
const DURATION = Number(process.env.PPR_DURATION ?? 8);
const CONNECTIONS = Number(process.env.PPR_CONNECTIONS ?? 32);
const BASE = `http://127.0.0.1:${PORT}`;

const CONTENT = `
// The frame counts its renders in a global the /count route reads (same server process).
const counter = globalThis as unknown as { frameRenders?: number };

export function Frame() {
  counter.frameRenders = (counter.frameRenders ?? 0) + 1;
  return (
    <div className="mx-auto max-w-7xl px-4">
      <header className="flex items-center justify-between border-b py-4"><a href="/">Home</a><nav className="flex gap-4"><a href="/a">For consultants</a><a href="/b">About us</a></nav></header>
      {Array.from({ length: 50 }, (_, i) => (
        <section key={i} className="my-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-xl font-semibold text-slate-900">Section heading number {i}</h2>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">Finding a trustworthy consultant in Switzerland takes time. Compare ratings from real customers, read their comments and contact the right person directly. Item {i}.</p>
          <ul className="mt-3 flex flex-wrap gap-2"><li className="rounded-full bg-slate-100 px-3 py-1 text-xs">Insurance</li><li className="rounded-full bg-slate-100 px-3 py-1 text-xs">Pension</li><li className="rounded-full bg-slate-100 px-3 py-1 text-xs">Mortgage</li></ul>
          <a className="mt-4 inline-block text-sm font-medium text-blue-700 underline" href={"/consultants/" + i}>Read more about topic {i}</a>
        </section>
      ))}
    </div>
  );
}

export function Results({ q }: { q: string }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2">
      {Array.from({ length: 20 }, (_, i) => (
        <li key={i} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <a className="flex items-start gap-3" href={"/consultants/" + q + "-" + i}>
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-blue-100 text-blue-800">AB</span>
            <span className="flex flex-col"><strong className="text-base text-slate-900">Consultant {q} {i}</strong><span className="text-sm text-slate-600">Example Insurance AG, Bahnhofstrasse 1, 8001 Zürich, 2.34 km</span>
            <span className="mt-1 flex gap-1 text-amber-500" aria-label="4.5 of 5 stars">★★★★☆ <span className="text-slate-500">4.5 (23 ratings)</span></span>
            <span className="mt-2 flex flex-wrap gap-1"><em className="rounded bg-slate-100 px-2 text-xs">#pension</em><em className="rounded bg-slate-100 px-2 text-xs">#mortgage</em><em className="rounded bg-slate-100 px-2 text-xs">#tax</em></span></span>
          </a>
        </li>
      ))}
    </ol>
  );
}

export async function ResultsHole({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  const { q = "x" } = await searchParams;
  return <Results q={q} />;
}
`;

const SEARCH_PROPS = "{ searchParams }: { searchParams: Promise<{ q?: string }> }";
const FILES: Record<string, string> = {
  "app/layout.tsx":
    'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  "app/content.tsx": CONTENT,
  "app/static/page.tsx": "export default function Page() {\n  return <p>Forbidden</p>;\n}\n",
  "app/frame/page.tsx": 'import { Frame } from "../content";\nexport default function Page() {\n  return <Frame />;\n}\n',
  "app/one-line/page.tsx": `import { Suspense } from "react";
async function Line(${SEARCH_PROPS}) {
  const { q = "x" } = await searchParams;
  return <p>Result {q}</p>;
}
export default function Page(${SEARCH_PROPS}) {
  return <Suspense fallback={<p>…</p>}><Line searchParams={searchParams} /></Suspense>;
}
`,
  "app/results/page.tsx": `import { Suspense } from "react";
import { ResultsHole } from "../content";
export default function Page(${SEARCH_PROPS}) {
  return <Suspense fallback={<p>…</p>}><ResultsHole searchParams={searchParams} /></Suspense>;
}
`,
  "app/shell/page.tsx": `import { Suspense } from "react";
import { Frame, ResultsHole } from "../content";
export default function Page(${SEARCH_PROPS}) {
  return <><Frame /><Suspense fallback={<p>…</p>}><ResultsHole searchParams={searchParams} /></Suspense></>;
}
`,
  "app/shell-cached/page.tsx": `import { Suspense } from "react";
import { Frame, ResultsHole } from "../content";
async function CachedFrame() {
  "use cache";
  return <Frame />;
}
export default function Page(${SEARCH_PROPS}) {
  return <><CachedFrame /><Suspense fallback={<p>…</p>}><ResultsHole searchParams={searchParams} /></Suspense></>;
}
`,
  "app/whole/page.tsx": `import { Frame, Results } from "../content";
export const instant = false;
export default async function Page(${SEARCH_PROPS}) {
  const { q = "x" } = await searchParams;
  return <><Frame /><Results q={q} /></>;
}
`,
  "app/count/route.ts": `import { connection } from "next/server";
export async function GET() {
  await connection();
  return Response.json({ frameRenders: (globalThis as unknown as { frameRenders?: number }).frameRenders ?? 0 });
}
`,
  // Turbopack resolves modules inside its root only: the project's, whose node_modules it uses.
  "next.config.mjs": `export default { cacheComponents: true, partialPrefetching: false, generateEtags: false, turbopack: { root: ${JSON.stringify(process.cwd())} } };\n`,
};

type Run = { route: string; reqPerSec: number; p50: number; p97: number; bytes: number; non2xx: number };

let query = 0;
function load(route: string, perQuery: boolean): Promise<Run> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: BASE,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: perQuery ? `${route}?q=${query++}` : route }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          route,
          reqPerSec: result.requests.total / (result.duration || DURATION),
          p50: result.latency.p50,
          p97: result.latency.p97_5,
          bytes: result.throughput.total / Math.max(1, result.requests.total),
          non2xx: result.non2xx,
        });
      },
    );
  });
}

const frameRenders = async () => ((await (await fetch(`${BASE}/count`)).json()) as { frameRenders: number }).frameRenders;

async function main() {
  rmSync(DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(DIR, file)), { recursive: true });
    writeFileSync(path.join(DIR, file), text);
  }
  console.log(`building the probe in ${path.relative(process.cwd(), DIR)} (cacheComponents: true) …`);
  const built = spawnSync(process.execPath, [NEXT, "build", DIR], { encoding: "utf8", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (built.status !== 0) throw new Error(`next build of the probe failed:\n${built.stdout}\n${built.stderr}`);
  // The build's own verdict per route: ○ static, ◐ partially prerendered, ƒ per request.
  for (const line of built.stdout.split("\n")) if (/^[┌├└] /.test(line)) console.log(`  ${line}`);

  const server = spawn(process.execPath, [NEXT, "start", DIR, "-p", String(PORT)], { stdio: "ignore", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  try {
    for (
      let i = 0;
      !(await fetch(`${BASE}/static`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    ) {
      if (i > 100) throw new Error("the probe's server did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
    // Warm every route (module loading, the 'use cache' entry of the frame).
    for (const route of ["/static", "/frame", "/one-line", "/results", "/shell", "/shell-cached", "/whole"])
      for (let i = 0; i < 20; i++) await fetch(`${BASE}${route}?q=warm${i}`).then((r) => r.arrayBuffer());

    const before = await frameRenders();
    const shellRequests = 50;
    for (let i = 0; i < shellRequests; i++) await fetch(`${BASE}/shell?q=count${i}`).then((r) => r.arrayBuffer());
    const rendersPerShellRequest = ((await frameRenders()) - before) / shellRequests;

    const runs: Run[] = [];
    for (const [route, perQuery] of [
      ["/static", false],
      ["/frame", false],
      ["/one-line", true],
      ["/results", true],
      ["/shell", true],
      ["/shell-cached", true],
      ["/whole", true],
    ] as const) {
      const run = await load(route, perQuery);
      runs.push(run);
      console.log(`  ${route.padEnd(14)} ${run.reqPerSec.toFixed(0).padStart(6)} req/s`);
    }
    const base = runs[0]!.reqPerSec;
    const whole = runs.at(-1)!.reqPerSec;
    console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, every request of a hole a query not asked before\n`);
    console.log("| Route | req/s | p50 | p97.5 | bytes | of /static | of /whole | non-2xx |");
    console.log("|---|---|---|---|---|---|---|---|");
    for (const r of runs)
      console.log(
        `| ${r.route} | ${r.reqPerSec.toFixed(0)} | ${r.p50} ms | ${r.p97} ms | ${(r.bytes / 1024).toFixed(1)} kB | ${((100 * r.reqPerSec) / base).toFixed(1)} % | ${((100 * r.reqPerSec) / whole).toFixed(0)} % | ${r.non2xx} |`,
      );
    console.log(
      `\nThe frame's server component ran ${rendersPerShellRequest.toFixed(2)} times per request of /shell (0 would mean the shell is not rendered again).`,
    );
  } finally {
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
