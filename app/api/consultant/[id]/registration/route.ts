import { assertPlatformAdmin } from "@/lib/auth/platform-admin";
import { createRouteHandler, created, idParams, json } from "@/lib/http/route";
import { listRegistrations } from "@/lib/registrations/list-registrations";
import { recordRegistration } from "@/lib/registrations/record-registration";
import { registerBadgeSchema } from "@/lib/registrations/schema";

export const dynamic = "force-dynamic";

// GET /api/consultant/{id}/registration – the consultant's register badges (with who checked them, for platform administrators)
export const GET = createRouteHandler({ params: idParams }, async ({ actor, params }) => json(await listRegistrations(actor, params.id)));

// POST /api/consultant/{id}/registration – record a register badge (platform administrators)
export const POST = createRouteHandler(
  { auth: "platformAdmin", params: idParams, authorize: (actor) => void assertPlatformAdmin(actor), body: registerBadgeSchema },
  async ({ actor, params, body }) => {
    const registration = await recordRegistration(actor, params.id, body);
    return created(registration, `/api/consultant/${params.id}/registration/${registration.id}`);
  },
);
