import { exportAccount } from "@/lib/account/export-account";
import { createRouteHandler, json } from "@/lib/http/route";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

export const dynamic = "force-dynamic";

// GET /api/account/export – all the signed-in consultant's data as a JSON download
export const GET = createRouteHandler({ auth: "user", rateLimit: RATE_LIMITS.accountExport }, async ({ actor }) => {
  const data = await exportAccount(actor);
  return json(data, {
    headers: { "Content-Disposition": `attachment; filename="beraterwahl-export-${data.profile.number}.json"`, "Cache-Control": "no-store" },
  });
});
