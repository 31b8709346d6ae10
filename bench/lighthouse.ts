// `npm run bench:lighthouse`: Lighthouse (the npm package, in Debian's Chromium) on the home page,
// a consultant page, a company page and a search results page of the production build with the
// demo data; performance, accessibility, best practices and SEO, for the mobile (Lighthouse's
// default: simulated slow 4G and a 4× slower CPU) and the desktop settings.
//
//   npm run bench:lighthouse            # report into docs/lighthouse.md
//   LIGHTHOUSE_OUT=-                    # print only
//   CHROMIUM_PATH=/usr/bin/chromium     # the browser
//
// Goals (issue 34): performance 98 on mobile, accessibility, best practices and SEO 100; LCP and total
// blocking time listed for each page.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import pg from "pg";
import { createPrismaClient } from "@/lib/db/create-client";
import { migrate } from "@/lib/db/migrate";
import { ensureBuild, startAppServer } from "./support/app-server";
import { resolveDatabase } from "./support/database";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const GOALS: Record<(typeof CATEGORIES)[number], number> = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3230);
// A Swiss German visitor: the pages are measured at the address they answer, in German. Lighthouse's own
// Chrome asks for English, which sends every unprefixed address through the locale redirect to /en/…
// first (a round trip no German visitor makes, and a page that the warm-up below did not render).
const VISITOR = { "Accept-Language": "de-CH,de;q=0.9" };

type Row = { page: string; path: string; preset: string; scores: Record<string, number>; lcpMs: number; tbtMs: number; failing: string[] };

async function main() {
  const startedAt = new Date();
  const database = await resolveDatabase("beraterwahl_lighthouse");
  await migrate(database.url);
  const ids = await demoIds(database.url);
  ensureBuild();
  // Pages in the page cache on disk may come from another database (npm run bench's): measure this one's.
  rmSync(`${process.env.NEXT_DIST_DIR || ".next"}/server/route-cache`, { recursive: true, force: true });
  const server = await startAppServer({ databaseUrl: database.url, port: PORT });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const pages = [
    { page: "Home", path: "/" },
    { page: "Consultant page", path: `/consultants/${ids.consultant}` },
    { page: "Company page", path: `/companies/${ids.company}` },
    { page: "Search results", path: "/?type=perimeter&postalCode=8001&perimeter=50" },
  ];
  const rows: Row[] = [];
  try {
    // What a visitor gets: each page rendered once and stored before it is measured (a search results page
    // is cached per normalised query too), so that no score depends on which page happened to be measured first.
    for (const p of pages) for (let pass = 0; pass < 2; pass++) await fetch(`${server.url}${p.path}`, { headers: VISITOR }).then((r) => r.arrayBuffer());
    for (const preset of ["mobile", "desktop"] as const) {
      for (const p of pages) {
        const result = await lighthouse(
          `${server.url}${p.path}`,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES], extraHeaders: VISITOR },
          preset === "desktop" ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${p.path}`);
        const { lhr } = result;
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
        // The audits that cost points, so the report says what to fix.
        const failing = CATEGORIES.flatMap((c) =>
          (lhr.categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
            .map((ref) => `${ref.id}${c === "performance" ? ` (${lhr.audits[ref.id]?.displayValue ?? ""})` : ""}`),
        );
        const lcpMs = lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN;
        const tbtMs = lhr.audits["total-blocking-time"]?.numericValue ?? NaN;
        rows.push({ ...p, preset, scores, lcpMs, tbtMs, failing });
        console.log(
          `${preset.padEnd(8)} ${p.page.padEnd(16)} ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join("  ")}  LCP ${Math.round(lcpMs)} ms  TBT ${Math.round(tbtMs)} ms${failing.length ? `  [${failing.join(", ")}]` : ""}`,
        );
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
    await database.stop();
  }

  const report = render(startedAt, rows);
  console.log(`\n${report}`);
  const out = process.env.LIGHTHOUSE_OUT ?? "docs/lighthouse.md";
  if (out !== "-") {
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, report);
    console.log(`written to ${out}`);
  }
}

/** A consultant and a company with published ratings, from the demo data (seeded here if absent). */
async function demoIds(url: string): Promise<{ consultant: number; company: number }> {
  const query = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const c = await client.query<{ id: number }>(`SELECT "id" FROM "Consultant" WHERE "state" = 'active' ORDER BY "ratingCount" DESC, "id" LIMIT 1`);
      const co = await client.query<{ id: number }>(`SELECT "id" FROM "Company" ORDER BY "ratingCount" DESC, "id" LIMIT 1`);
      return c.rows[0] && co.rows[0] ? { consultant: c.rows[0].id, company: co.rows[0].id } : null;
    } finally {
      await client.end();
    }
  };
  const found = await query();
  if (found) return found;
  const { seedAll } = await import("@/prisma/seed");
  const db = createPrismaClient(url, 2);
  await seedAll(db);
  await db.$disconnect();
  return (await query())!;
}

function render(startedAt: Date, rows: Row[]): string {
  const cpus = os.cpus();
  const cell = (c: (typeof CATEGORIES)[number], v: number) => (v >= GOALS[c] ? `${v}` : `**${v}**`);
  return [
    "# Lighthouse",
    "",
    `Measured ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC by \`npm run bench:lighthouse\` (Lighthouse ${lighthouseVersion()}, Debian's Chromium) on ${cpus.length} × ${cpus[0]?.model ?? "CPU"}, Node.js ${process.version}; production build, demo data. Bold: below the goal (performance 98, the others 100).`,
    "",
    "| Settings | Page | Performance | Accessibility | Best practices | SEO | LCP | Total blocking time | Audits below 0.9 |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.preset} | ${r.page} (\`${r.path}\`) | ${CATEGORIES.map((c) => cell(c, r.scores[c]!)).join(" | ")} | ${(r.lcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.failing.join(", ") || "none"} |`,
    ),
    "",
  ].join("\n");
}

function lighthouseVersion(): string {
  try {
    return (JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")) as { version: string }).version;
  } catch {
    return "";
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
