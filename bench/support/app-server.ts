// The production server (scripts/serve.ts, what `npm start` runs) as the benchmark, load and Lighthouse scripts run it:
// built once if needed, on a port of its own, against the database they name.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const NEXT = "node_modules/next/dist/bin/next";

export type AppServer = {
  url: string;
  pid: number;
  /** Resident memory of the server process in MiB (Linux /proc). */
  rssMiB: () => number | null;
  /** Everything the server printed, for the log checks. */
  output: () => string;
  stop: () => Promise<void>;
};

/** Builds the app into distDir unless a build is there (REBUILD=1 forces one). */
export function ensureBuild(distDir = process.env.NEXT_DIST_DIR || ".next"): void {
  if (process.env.REBUILD !== "1" && existsSync(`${distDir}/BUILD_ID`)) return;
  console.log(`building the application into ${distDir} …`);
  const result = spawnSync(process.execPath, [NEXT, "build"], { stdio: "inherit", env: { ...process.env, NEXT_DIST_DIR: distDir } });
  if (result.status !== 0) throw new Error("next build failed");
}

export async function startAppServer(options: { databaseUrl: string; port: number; env?: NodeJS.ProcessEnv }): Promise<AppServer> {
  const url = `http://127.0.0.1:${options.port}`;
  // `--import tsx` keeps the server in this one process, so rssMiB() measures the server itself.
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    env: {
      ...process.env,
      // Production mode: what a real deployment serves (no development sign-in, real secrets required).
      DEPLOYMENT_ENV: "production",
      NODE_ENV: "production",
      DATABASE_URL: options.databaseUrl,
      APP_URL: url,
      NEXTAUTH_URL: url,
      NEXTAUTH_SECRET: "bench-secret-bench-secret-bench-secret-0",
      JOBS_SECRET: "bench-jobs-secret-0123456789",
      LOCAL_SIGN_IN: "",
      PORT: String(options.port),
      // The load generators stand for many clients by sending X-Forwarded-For from loopback, as a
      // proxy of ours would.
      TRUSTED_PROXIES: "127.0.0.1, ::1",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not become healthy within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }

  return {
    url,
    pid: child.pid ?? -1,
    rssMiB: () => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
        return Number.isFinite(kb) ? kb / 1024 : null;
      } catch {
        return null;
      }
    },
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
