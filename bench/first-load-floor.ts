// The framework's floor of the first-load JS goal: an empty Next.js App Router page (a root layout and
// a page that says "Hello", no library of ours), built with this project's Next.js and React and
// measured like the public pages (bench/support/first-load-js.ts). What a page of ours loads above
// this figure is ours to shrink; below it no Next.js page can go.
//
//   npx tsx bench/first-load-floor.ts        # builds .data/floor-app (git-ignored) and measures "/"
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { measureFirstLoadJs, type FirstLoad } from "./support/first-load-js";

const NEXT = path.resolve("node_modules/next/dist/bin/next");
const DIR = path.resolve(".data/floor-app");
const PORT = Number(process.env.FLOOR_PORT ?? 3312);

/** Builds the empty page and measures its first load; `npm run bench` sets the public pages' budget from it. */
export async function measureFirstLoadFloor(port = PORT): Promise<FirstLoad> {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(path.join(DIR, "app"), { recursive: true });
  writeFileSync(
    path.join(DIR, "app/layout.tsx"),
    'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  );
  writeFileSync(path.join(DIR, "app/page.tsx"), "export default function Page() {\n  return <p>Hello</p>;\n}\n");
  // Turbopack resolves modules inside its root only: the project's, whose node_modules it uses.
  writeFileSync(path.join(DIR, "next.config.mjs"), `export default { turbopack: { root: ${JSON.stringify(process.cwd())} } };\n`);
  console.log(`building an empty Next.js page in ${path.relative(process.cwd(), DIR)} …`);
  const built = spawnSync(process.execPath, [NEXT, "build", DIR], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (built.status !== 0) throw new Error("next build of the empty page failed");
  const server = spawn(process.execPath, [NEXT, "start", DIR, "-p", String(port)], { stdio: "ignore" });
  try {
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if (
        await fetch(url).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 100) throw new Error("the empty page's server did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
    const [floor] = await measureFirstLoadJs(url, ["/"], () => {});
    if (!floor) throw new Error("nothing measured");
    return floor;
  } finally {
    server.kill();
  }
}

async function main() {
  const floor = await measureFirstLoadFloor();
  console.log(
    `first-load JS of an empty Next.js page (gzip level 9): ${floor.gzipKb.toFixed(1)} kB in ${floor.scripts} scripts (+ ${floor.noModuleKb.toFixed(1)} kB noModule, not loaded)`,
  );
}

// Run directly (`npx tsx bench/first-load-floor.ts`), not when `npm run bench` imports it.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("bench/first-load-floor.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
