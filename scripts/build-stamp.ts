// Whether `npm start` has to build before it serves. A build is only as new as the sources it was made
// from: after a pull, a branch switch or an edit, serving the old one would show yesterday's pages
// (and its server actions would no longer match the code). So every build made through `npm start`
// or `npm run build` leaves a digest of its inputs beside Next's BUILD_ID, and a start compares it
// with the sources as they are now.
// The digest hashes contents, not modification times: git gives every file it writes the time of the
// checkout, and a file saved unchanged should not cost a two-minute build. Hashing these few
// megabytes takes well under a second.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What `next build` reads: the code, texts, static files and fonts, and the build's configuration. */
export const BUILD_INPUTS = [
  "app",
  "components",
  "lib",
  "messages",
  "public",
  "assets",
  "prisma/schema.prisma",
  "proxy.ts",
  "instrumentation.ts",
  "instrumentation-client.ts",
  "next.config.mjs",
  "cache-handler.mjs",
  "redis-page-handler.mjs",
  "use-cache-handler.mjs",
  "cache-keys.mjs",
  "postcss.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

/** The file, inside the build's folder, that names the sources the build was made from. */
export const STAMP_FILE = "SOURCE_DIGEST";

/** A sha256 over the path and content of every file under `inputs` (missing ones are skipped). */
export function sourceDigest(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash("sha256");
  const add = (relative: string) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full).sort()) {
        if (entry !== "node_modules") add(path.posix.join(relative, entry));
      }
      return;
    }
    const content = readFileSync(full);
    hash.update(`${relative}\0${content.length}\0`).update(content);
  };
  for (const input of inputs) add(input);
  return hash.digest("hex");
}

export type BuildState = {
  /** `--rebuild` was given. */
  forced: boolean;
  /** The folder holds a finished build (its BUILD_ID). */
  built: boolean;
  /** The digest that build recorded, if any. */
  builtFrom: string | undefined;
  /** The digest of the sources now. */
  sources: string;
};

/** Why a build is needed before serving, or null when the existing build is of the current sources. */
export function reasonToBuild(state: BuildState): string | null {
  if (state.forced) return "--rebuild";
  if (!state.built) return "no build yet";
  // A build made by `next build` alone (CI, or before builds were stamped) cannot say what it is of.
  if (state.builtFrom === undefined) return "the build does not record its sources";
  if (state.builtFrom !== state.sources) return "the sources changed since the last build";
  return null;
}

/** The state of `distDir` (relative to `root`) and of the sources. */
export function readBuildState(root: string, distDir: string, forced: boolean): BuildState {
  const dir = path.resolve(root, distDir);
  const stamp = path.join(dir, STAMP_FILE);
  return {
    forced,
    built: existsSync(path.join(dir, "BUILD_ID")),
    builtFrom: existsSync(stamp) ? readFileSync(stamp, "utf8").trim() : undefined,
    sources: sourceDigest(root),
  };
}

/**
 * Runs `next build` and, when it succeeds, stamps the build. The digest is taken afterwards because
 * Next itself may rewrite tsconfig.json during the build.
 */
export function buildAndStamp(root: string, distDir: string, env: NodeJS.ProcessEnv): boolean {
  const build = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], { stdio: "inherit", env, cwd: root });
  if (build.status !== 0) return false;
  writeFileSync(path.resolve(root, distDir, STAMP_FILE), `${sourceDigest(root)}\n`);
  return true;
}
