import { assertPlatformAdmin } from "@/lib/auth/platform-admin";
import { createRouteHandler, json, noContent } from "@/lib/http/route";
import { removeRegistration } from "@/lib/registrations/remove-registration";
import { updateRegistration } from "@/lib/registrations/update-registration";
import { registerBadgeParams, registerBadgeSchema } from "@/lib/registrations/schema";
import { adminRegisterBadgeResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// PUT /api/consultant/{id}/registration/{registrationId} – correct a register badge or record a new check (platform administrators)
export const PUT = createRouteHandler(
  {
    doc: { summary: "Correct a register badge or record a newer check of it", tag: "consultants", response: adminRegisterBadgeResponse },
    auth: "platformAdmin",
    params: registerBadgeParams,
    authorize: (actor) => void assertPlatformAdmin(actor),
    body: registerBadgeSchema,
  },
  async ({ actor, params, body }) => json(await updateRegistration(actor, params.id, params.registrationId, body)),
);

// DELETE /api/consultant/{id}/registration/{registrationId} – remove a register badge (platform administrators)
export const DELETE = createRouteHandler(
  {
    doc: { summary: "Remove a register badge", tag: "consultants", success: { status: 204, description: "Removed" } },
    auth: "platformAdmin",
    params: registerBadgeParams,
    authorize: (actor) => void assertPlatformAdmin(actor),
  },
  async ({ actor, params }) => {
    await removeRegistration(actor, params.id, params.registrationId);
    return noContent();
  },
);
