// GET /api/health – the application's and the database's status. While the database is unreachable:
// 503 with Retry-After, as every other route and page answers then (lib/server/outage.ts), so that a
// load balancer or a monitor backs off for the same few seconds.
import { checkDatabase } from "@/lib/health/check-database";
import { documented } from "@/lib/http/route-contract";
import { healthResponse } from "@/lib/openapi/responses";
import { RETRY_AFTER_SECONDS } from "@/lib/server/outage";

export const dynamic = "force-dynamic";

// Not the route wrapper: a status probe reads no session and no input; documented() gives it its entry in the document.
async function health(): Promise<Response> {
  const database = await checkDatabase();
  const ok = database.status === "ok";
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (!ok) headers["Retry-After"] = String(RETRY_AFTER_SECONDS);
  return Response.json({ status: ok ? "ok" : "degraded", application: "ok", database }, { status: ok ? 200 : 503, headers });
}

export const GET = documented(health, {
  doc: { summary: "Application and database status (503 when the database is unreachable)", tag: "meta", access: "anyone", response: healthResponse },
});
