// The namespace of every key this deployment writes to the shared cache (cache-handler.mjs for the
// page cache, use-cache-handler.mjs for 'use cache' entries): the build and the runtime
// configuration the pages show. A new deployment, or servers started with another APP_URL, never
// serve a page or a cached part rendered by another build or configuration; servers that must share
// their cache must therefore be started with the same configuration (README, "Many servers").
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/** The variables of lib/config.ts whose values end up in rendered pages. */
const RENDERED_CONFIGURATION = [
  "APP_URL",
  "ANALYTICS_SCRIPT_URL",
  "BOOKING_WIDGET_URL",
  "DEMO_BOOKING_URL",
  "TRIAL_DAYS",
  "BETA_START",
  "BETA_END",
  "RANKING_PRIOR_WEIGHT",
  "RANKING_MIN_RATINGS",
  "DEPLOYMENT_ENV",
];

/** `beraterwahl:{build id}:{digest of the rendered configuration}:` */
export function keyPrefix(buildId, env = process.env) {
  const configuration = createHash("sha256")
    .update(RENDERED_CONFIGURATION.map((name) => `${name}=${env[name] ?? ""}`).join("\n"))
    .digest("hex")
    .slice(0, 12);
  return `beraterwahl:${(buildId ?? "dev").trim()}:${configuration}:`;
}

/** The build id of the build this server runs (Next hands it to the page cache handler, not to 'use cache' handlers). */
export function currentBuildId() {
  try {
    return readFileSync(path.resolve(process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"), "utf8").trim();
  } catch {
    return "dev";
  }
}
