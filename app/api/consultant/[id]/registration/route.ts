import { assertPlatformAdmin } from "@/lib/auth/platform-admin";
import { createRouteHandler, created, idParams, json } from "@/lib/http/route";
import { listRegistrations } from "@/lib/registrations/list-registrations";
import { recordRegistration } from "@/lib/registrations/record-registration";
import { registerBadgeSchema } from "@/lib/registrations/schema";
import { z } from "zod";
import { registerBadgeResponse, adminRegisterBadgeResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// GET /api/consultant/{id}/registration – the consultant's register badges (with who checked them, for platform administrators)
export const GET = createRouteHandler(
  {
    doc: {
      summary:
        "Register badges: the public registers (FinSA client adviser register, FINMA insurance intermediary register, FINMA licence, ombudsman, self-regulatory organisation) a platform administrator checked, with the day of the check. Platform administrators also get each badge's id and who recorded it",
      tag: "consultants",
      access: "anyone",
      response: z.union([z.array(registerBadgeResponse), z.array(adminRegisterBadgeResponse)]),
    },
    params: idParams,
  },
  async ({ actor, params }) => json(await listRegistrations(actor, params.id)),
);

// POST /api/consultant/{id}/registration – record a register badge (platform administrators)
export const POST = createRouteHandler(
  {
    doc: {
      summary: "Record a register badge (one per register; 409 when the consultant has one of this register already); who checked is the caller",
      tag: "consultants",
      success: { status: 201, description: "Created: the badge" },
      response: adminRegisterBadgeResponse,
    },
    auth: "platformAdmin",
    params: idParams,
    authorize: (actor) => void assertPlatformAdmin(actor),
    body: registerBadgeSchema,
  },
  async ({ actor, params, body }) => {
    const registration = await recordRegistration(actor, params.id, body);
    return created(registration, `/api/consultant/${params.id}/registration/${registration.id}`);
  },
);
