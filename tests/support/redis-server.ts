// A Redis of a test's own: Debian's redis-server on a free port in a temporary directory, never the
// machine's own instance, keeping nothing on disk. Used by the cache handlers' tests and the two-server
// end-to-end test.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const REDIS_BINARY = process.env.REDIS_SERVER_PATH ?? "/usr/bin/redis-server";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket.end() && true)).on("error", () => resolve(false));
  });
}

export type RedisServer = { url: string; stop(): Promise<void> };

/** Starts redis-server and resolves once it accepts connections. */
export async function startRedisServer(): Promise<RedisServer> {
  const dir = mkdtempSync(path.join(tmpdir(), "beraterwahl-redis-"));
  const port = await freePort();
  const child = spawn(REDIS_BINARY, ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (await answers(port)) return { url: `redis://127.0.0.1:${port}`, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error("redis-server did not start");
}
