import { exportAccount } from "@/lib/account/export-account";
import { createRouteHandler, json } from "@/lib/http/route";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { accountExportResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// GET /api/account/export – all the signed-in consultant's data as a JSON download
export const GET = createRouteHandler(
  {
    doc: {
      summary: "Everything stored about the caller's profile (revFADP data export)",
      tag: "account",
      access: "the consultant",
      success: { status: 200, description: "JSON download" },
      response: accountExportResponse,
    },
    auth: "user",
    rateLimit: RATE_LIMITS.accountExport,
  },
  async ({ actor }) => {
    const data = await exportAccount(actor);
    return json(data, {
      headers: { "Content-Disposition": `attachment; filename="beraterwahl-export-${data.profile.number}.json"`, "Cache-Control": "no-store" },
    });
  },
);
