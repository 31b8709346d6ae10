// To a consultant: the company accepted their membership request.
import "server-only";
import { appLink } from "@/lib/email/links";
import { enqueueEmail } from "@/lib/email/outbox";
import { emailTranslator } from "@/lib/email/translator";
import type { OutboxTx, Recipient } from "./recipient";

export async function sendRequestAcceptedEmail(tx: OutboxTx, to: Recipient, details: { companyName: string }): Promise<string> {
  const t = emailTranslator(to.locale);
  return enqueueEmail(tx, {
    recipientEmail: to.email,
    recipientName: to.name ?? null,
    templateName: "DefaultCallToAction",
    locale: to.locale,
    purpose: "membershipAccepted",
    values: {
      subject: t("membership.requestAccepted.subject", details),
      headline: t("membership.requestAccepted.headline", details),
      text: t("membership.requestAccepted.text", details),
      callToActionLabel: t("membership.requestAccepted.ctaLabel"),
      callToActionUrl: appLink(to.locale, "/account/profile"),
    },
  });
}
