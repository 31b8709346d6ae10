// GET /api/health – the application's and the database's status. While the database is unreachable:
// 503 with Retry-After, as every other route and page answers then (lib/server/outage.ts), so that a
// load balancer or a monitor backs off for the same few seconds.
import { checkDatabase } from "@/lib/health/check-database";
import { RETRY_AFTER_SECONDS } from "@/lib/server/outage";

export const dynamic = "force-dynamic";

export async function GET() {
  const database = await checkDatabase();
  const ok = database.status === "ok";
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (!ok) headers["Retry-After"] = String(RETRY_AFTER_SECONDS);
  return Response.json({ status: ok ? "ok" : "degraded", application: "ok", database }, { status: ok ? 200 : 503, headers });
}
