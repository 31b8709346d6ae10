import { AppError } from "@/lib/errors";
import { createRouteHandler, idParams } from "@/lib/http/route";
import { makeQrCard } from "@/lib/qr-card/make-qr-card";
import { qrCardQuerySchema } from "@/lib/qr-card/schema";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

export const dynamic = "force-dynamic";

// GET /api/consultant/{id}/qr-card?size=a6|card&lang=…&code=… – the consultant's printable rating card (PDF)
export const GET = createRouteHandler(
  {
    doc: {
      summary:
        "A printable PDF card (A6 or 85 × 55 mm business card) with name, photo, company and the vector QR code of the common rating link, or of a verified link when code names an unspent verification code of the consultant (422 otherwise)",
      tag: "consultants",
      access: "the consultant",
      success: { status: 200, description: "The PDF (attachment)", contentType: "application/pdf" },
    },
    auth: "user",
    params: idParams,
    query: qrCardQuerySchema,
    rateLimit: RATE_LIMITS.qrCard,
    authorize: (actor, params) => {
      if (actor.kind !== "user" || actor.consultantId !== params.id) throw new AppError("not_found", "consultant not found");
    },
  },
  async ({ actor, params, query }) => {
    const pdf = await makeQrCard(actor, params.id, query);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="beraterwahl-card-${query.size}.pdf"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
