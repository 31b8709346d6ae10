// A consultant e-mails a customer the link to rate them.
//
// Abuse risk: here the recipient address IS chosen by the user, so this is the one place where
// our sender name could carry unsolicited mail. What keeps it harmless:
//  - only a signed-in, active consultant can send, and only for their own profile;
//  - the content is fixed: neutral wording from messages (emails.reviewRequest), the consultant's
//    name and the consultant's own public rating link; no free text, no other link;
//  - rate limits in PostgreSQL (lib/email/rate-limits.ts): a daily cap per consultant and one
//    message per recipient address and consultant per week (keyed by a hash, not the address);
//  - the e-mail says why it arrived and that the address is not used for anything else.
import "server-only";
import { createHash } from "node:crypto";
import { isUser, type Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import type { Db } from "@/lib/db/create-client";
import { notFound, unauthenticated } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit";
import { appLink } from "./links";
import { enqueueEmail } from "./outbox";
import { REVIEW_REQUEST_LIMITS } from "./rate-limits";
import { reviewRequestSchema, type ReviewRequestInput } from "./review-request-schema";
import { emailTranslator } from "./translator";

export async function sendReviewRequest(
  actor: Actor,
  consultantId: number,
  input: ReviewRequestInput,
  options: { database?: Db } = {},
): Promise<{ id: string }> {
  if (!isUser(actor)) throw unauthenticated();
  // Not even platform administrators send in a consultant's name.
  if (actor.consultantId !== consultantId) throw notFound("consultant");
  const request = reviewRequestSchema.parse(input);
  const database = options.database ?? db();

  const consultant = await database.consultant.findFirst({
    where: { id: consultantId, state: "active" },
    select: { givenName: true, familyName: true, title: true },
  });
  if (!consultant) throw notFound("consultant");

  const { perConsultant, perRecipient } = REVIEW_REQUEST_LIMITS;
  await consumeRateLimit(`review-request:consultant:${consultantId}`, perConsultant.limit, perConsultant.windowSeconds);
  const recipientHash = createHash("sha256").update(request.recipientEmail.toLowerCase()).digest("hex").slice(0, 32);
  await consumeRateLimit(`review-request:${consultantId}:${recipientHash}`, perRecipient.limit, perRecipient.windowSeconds);

  const consultantName = [consultant.title, consultant.givenName, consultant.familyName].filter(Boolean).join(" ");
  const t = emailTranslator(request.locale);
  const id = await database.$transaction((tx) =>
    enqueueEmail(tx, {
      recipientEmail: request.recipientEmail,
      recipientName: request.recipientName ?? null,
      templateName: "DefaultCallToAction",
      locale: request.locale,
      purpose: "reviewRequest",
      values: {
        subject: t("reviewRequest.subject", { consultantName }),
        headline: t("reviewRequest.headline"),
        text: t("reviewRequest.text", { consultantName }),
        callToActionLabel: t("reviewRequest.ctaLabel", { consultantName }),
        callToActionUrl: appLink(request.locale, `/consultants/${consultantId}/questionnaire`),
        closingText: t("reviewRequest.closing", { consultantName }),
      },
    }),
  );
  return { id };
}
