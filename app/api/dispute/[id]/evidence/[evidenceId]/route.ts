import { z } from "zod";
import { getDisputeEvidence } from "@/lib/disputes/read-dispute";
import { createRouteHandler } from "@/lib/http/route";
import { recordIdParam } from "@/lib/http/record-id";

export const dynamic = "force-dynamic";

const params = z.object({ id: recordIdParam, evidenceId: recordIdParam });

// GET /api/dispute/{id}/evidence/{evidenceId} – one of the reviewer's evidence files (platform administrators only; 404 for anybody else signed in), as a download
export const GET = createRouteHandler(
  {
    doc: {
      summary: "One of the reviewer's evidence files, as a download; 404 for anybody but platform administrators",
      tag: "moderation",
      access: "platform administrators",
      success: { status: 200, description: "The file (attachment)", contentType: "application/octet-stream" },
    },
    auth: "user",
    params,
  },
  async ({ actor, params }) => {
    const file = await getDisputeEvidence(actor, params.id, params.evidenceId);
    return new Response(new Uint8Array(file.data), {
      headers: {
        "Content-Type": file.mediaType,
        // A download, never rendered in our origin; the name is ASCII-safe (decodeEvidence strips quotes and controls).
        "Content-Disposition": `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
      },
    });
  },
);
