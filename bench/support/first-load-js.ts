// First-load JS of a page as a first visit pays it: every /_next/ script the server-rendered HTML
// loads, gzipped at level 9 (what a CDN serves at best). Shared by `npm run bench` and
// bench/first-load-js.ts.
//
// `<script noModule>` (Next's legacy polyfills, about 39 kB) is reported apart and not counted:
// every browser that can run the application's modules skips it without downloading it, and a
// browser that would run it cannot run the rest of the page's scripts anyway.
import { gzipSync } from "node:zlib";

export type FirstLoad = {
  path: string;
  scripts: number;
  gzipKb: number;
  /** noModule scripts: listed in the HTML, fetched by no module-capable browser. */
  noModuleKb: number;
  files: { src: string; gzipKb: number; noModule: boolean }[];
};

/** The public routes the first-load goal (110 kB) applies to, with one consultant and one company. */
export function publicRoutes(ids: { consultant: number; company: number }): string[] {
  return [
    "/en",
    "/en?type=perimeter&postalCode=8001&perimeter=50",
    `/en/consultants/${ids.consultant}`,
    `/en/consultants/${ids.consultant}/questionnaire`,
    "/en/consultants",
    "/en/companies",
    `/en/companies/${ids.company}`,
    "/en/for-consultants",
    "/en/about-us",
  ];
}

/** The /_next/ scripts of a page's HTML, each once, in document order. */
function scriptsOf(html: string): { src: string; noModule: boolean }[] {
  const seen = new Map<string, boolean>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc="([^"]+\.js[^"]*)"/.exec(tag)?.[1];
    if (!src?.startsWith("/_next/") || seen.has(src)) continue;
    seen.set(src, /\snomodule\b/i.test(tag));
  }
  return [...seen].map(([src, noModule]) => ({ src, noModule }));
}

/** Measures each route on the server at `baseUrl`; each distinct script is fetched once. */
export async function measureFirstLoadJs(baseUrl: string, routes: string[], log: (line: string) => void = console.log): Promise<FirstLoad[]> {
  const sizes = new Map<string, number>();
  const out: FirstLoad[] = [];
  for (const route of routes) {
    const response = await fetch(`${baseUrl}${route}`);
    if (!response.ok) throw new Error(`${route} answered ${response.status}`);
    const scripts = scriptsOf(await response.text());
    let total = 0;
    let noModule = 0;
    const files: FirstLoad["files"] = [];
    for (const script of scripts) {
      if (!sizes.has(script.src)) {
        const body = Buffer.from(await (await fetch(`${baseUrl}${script.src}`)).arrayBuffer());
        sizes.set(script.src, gzipSync(body, { level: 9 }).length);
      }
      const size = sizes.get(script.src)!;
      if (script.noModule) noModule += size;
      else total += size;
      files.push({ src: script.src, gzipKb: size / 1024, noModule: script.noModule });
    }
    const loaded = scripts.filter((s) => !s.noModule).length;
    out.push({ path: route, scripts: loaded, gzipKb: total / 1024, noModuleKb: noModule / 1024, files });
    log(
      `  ${route.padEnd(56)} ${String(loaded).padStart(3)} scripts  ${(total / 1024).toFixed(1).padStart(6)} kB  (+ ${(noModule / 1024).toFixed(1)} kB noModule)`,
    );
  }
  return out;
}
