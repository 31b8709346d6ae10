// `npm start`: one command from a fresh clone to the running product.
// Prepares the database (embedded by default), builds when there is no build of the current sources
// (scripts/build-stamp.ts), then serves on PORT (3000) through scripts/serve.ts.
//   --dev       Next's development server (inside the same server) instead of the production build
//   --rebuild   build even when the build is current
import { spawn } from "node:child_process";
import { ConfigError } from "@/lib/config";
import { buildAndStamp, readBuildState, reasonToBuild } from "./build-stamp";
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
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const reason = args.has("--dev") ? null : reasonToBuild(readBuildState(process.cwd(), distDir, args.has("--rebuild")));
  if (reason) {
    console.log(`building the application (${reason}) …`);
    if (!buildAndStamp(process.cwd(), distDir, env)) throw new StartError("the build failed");
  }
  // Our own server around Next's handler (scripts/serve.ts): it knows the TCP peer, so rate limits key
  // on an address the client cannot choose (TRUSTED_PROXIES), and it sets the security headers.
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts", ...(args.has("--dev") ? ["--dev"] : [])], {
    stdio: "inherit",
    env: { ...env, PORT: port },
  });
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
