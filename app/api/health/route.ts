// GET /api/health – the application's and the database's status (503 when the database is unreachable).
import { checkDatabase } from "@/lib/health/check-database";

export const dynamic = "force-dynamic";

export async function GET() {
  const database = await checkDatabase();
  const ok = database.status === "ok";
  return Response.json({ status: ok ? "ok" : "degraded", application: "ok", database }, { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
