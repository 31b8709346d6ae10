// `npm start`: one command from a fresh clone to the running product.
// Prepares the database (embedded by default), builds once if needed, then serves on PORT (3000)
// through scripts/serve.ts.
//   --dev       Next's development server (inside the same server) instead of the production build
//   --rebuild   build even when a build exists
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ConfigError } from "../lib/config";
import { ensureAuthSecret, prepareDatabase, StartError } from "./prepare-database";

const args = new Set(process.argv.slice(2));
const port = process.env.PORT ?? "3000";

async function main() {
  const { url, embedded, config } = await prepareDatabase();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url,
    NEXTAUTH_SECRET: ensureAuthSecret(config),
    NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? config.APP_URL,
    // The embedded database means a local demo: the development sign-in is on unless said otherwise.
    ...(embedded && process.env.LOCAL_SIGN_IN === undefined ? { LOCAL_SIGN_IN: "true" } : {}),
  };
  const next = "node_modules/next/dist/bin/next";
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!args.has("--dev") && (args.has("--rebuild") || !existsSync(`${distDir}/BUILD_ID`))) {
    console.log("building the application (first start only) …");
    const build = spawnSync(process.execPath, [next, "build"], { stdio: "inherit", env });
    if (build.status !== 0) throw new StartError("the build failed");
  }
  // Our own server around Next's handler (scripts/serve.ts): it knows the TCP peer, so rate limits key
  // on an address the client cannot choose (TRUSTED_PROXIES), and it sets the security headers.
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts", ...(args.has("--dev") ? ["--dev"] : [])], { stdio: "inherit", env: { ...env, PORT: port } });
  console.log(`\n  Beraterwahl: http://localhost:${port}  (en: /en, fr: /fr, it: /it)\n`);
  const stop = async (code: number) => {
    await embedded?.stop().catch(() => {});
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on("exit", (code) => void stop(code ?? 0));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartError) {
    console.error(`\nCannot start: ${error.message}\n`);
  } else {
    console.error("\nCannot start:", error instanceof Error ? error.message : error, "\n");
  }
  process.exit(1);
});
