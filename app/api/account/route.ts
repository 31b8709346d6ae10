import { deleteAccount } from "@/lib/account/delete-account";
import { registerConsultant } from "@/lib/account/register-consultant";
import { deleteAccountSchema, registrationSchema } from "@/lib/account/schema";
import { createRouteHandler, json, noContent } from "@/lib/http/route";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

export const dynamic = "force-dynamic";

// POST /api/account – register the signed-in user as a consultant (claim an unclaimed profile or create one)
export const POST = createRouteHandler({ auth: "user", body: registrationSchema, rateLimit: RATE_LIMITS.accountRegister }, async ({ actor, body }) =>
  json(await registerConsultant(actor, body), { status: 201 }),
);

// DELETE /api/account – erase the signed-in consultant's account (body { confirmEmail })
export const DELETE = createRouteHandler({ auth: "user", body: deleteAccountSchema }, async ({ actor, body }) => {
  await deleteAccount(actor, body);
  return noContent();
});
