import { createRouteHandler, json } from "@/lib/http/route";
import { deliverSoon } from "@/lib/email/deliver-soon";
import { PUBLIC_EMAIL_LIMIT } from "@/lib/email/rate-limits";
import { submitEmailRequest } from "@/lib/email/requests";
import { emailRequestSchema } from "@/lib/email/requests-schema";

// POST /api/email – feedback, contact, invitation and corporate requests from the public forms
export const POST = createRouteHandler(
  { body: emailRequestSchema, rateLimit: PUBLIC_EMAIL_LIMIT, maxBodyBytes: 16 * 1024 },
  async ({ body }) => {
    await submitEmailRequest(body);
    deliverSoon();
    return json({ status: "queued" }, { status: 202 });
  },
);
