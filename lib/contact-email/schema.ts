// Inputs of the confirmation routes. Safe for the browser: the account page and the confirmation
// page send exactly these.
import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { locales } from "@/lib/i18n/routing";

const locale = z.enum(locales).optional();

/** POST /api/email/confirm: the token from the link (32 random bytes, base64url). */
export const confirmContactEmailSchema = z.strictObject({
  token: z.string().regex(/^[\w-]{43}$/, { error: "The confirmation token is not valid." }),
  /** The page's language, for the problem's detail. */
  locale,
});

/** POST /api/email/confirmation: send the link again for a consultant's or a company's address. */
export const requestConfirmationSchema = z.union([z.strictObject({ consultantId: recordId, locale }), z.strictObject({ companyId: recordId, locale })]);
export type RequestConfirmationInput = z.infer<typeof requestConfirmationSchema>;
