import "server-only";
import { db } from "@/lib/db/client";

const TIMEOUT_MS = 2000;

export type DatabaseHealth = { status: "ok"; latencyMs: number } | { status: "unreachable" };

export async function checkDatabase(): Promise<DatabaseHealth> {
  const started = performance.now();
  try {
    await Promise.race([db().$queryRaw`SELECT 1`, new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), TIMEOUT_MS))]);
    return { status: "ok", latencyMs: Math.round(performance.now() - started) };
  } catch {
    return { status: "unreachable" };
  }
}
