import { deleteAccount } from "@/lib/account/delete-account";
import { registerConsultant } from "@/lib/account/register-consultant";
import { deleteAccountSchema, registrationSchema } from "@/lib/account/schema";
import { createRouteHandler, json, noContent } from "@/lib/http/route";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { registrationResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// POST /api/account – register the signed-in user as a consultant (claim an unclaimed profile or create one)
export const POST = createRouteHandler(
  {
    doc: {
      summary: "Register one's own consultant profile (or claim the profile one's e-mail owns)",
      tag: "account",
      access: "signed-in users without a profile",
      success: { status: 201, description: "Created: the profile" },
      response: registrationResponse,
    },
    auth: "user",
    body: registrationSchema,
    rateLimit: RATE_LIMITS.accountRegister,
  },
  async ({ actor, body }) => json(await registerConsultant(actor, body), { status: 201 }),
);

// DELETE /api/account – erase the signed-in consultant's account (body { confirmEmail })
export const DELETE = createRouteHandler(
  {
    doc: {
      summary: "Delete one's account (the profile returns to unclaimed; evaluations stay)",
      tag: "account",
      access: "the consultant",
      success: { status: 204, description: "Deleted" },
    },
    auth: "user",
    body: deleteAccountSchema,
  },
  async ({ actor, body }) => {
    await deleteAccount(actor, body);
    return noContent();
  },
);
