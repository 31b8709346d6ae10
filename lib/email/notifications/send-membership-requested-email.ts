// To a company administrator: a consultant asks to be listed as a member of the company.
import "server-only";
import { appLink } from "@/lib/email/links";
import { enqueueEmail } from "@/lib/email/outbox";
import { emailTranslator } from "@/lib/email/translator";
import type { OutboxTx, Recipient } from "./recipient";

export async function sendMembershipRequestedEmail(
  tx: OutboxTx,
  to: Recipient,
  details: { consultantName: string; companyName: string },
): Promise<string> {
  const t = emailTranslator(to.locale);
  return enqueueEmail(tx, {
    recipientEmail: to.email,
    recipientName: to.name ?? null,
    templateName: "DefaultCallToAction",
    locale: to.locale,
    purpose: "membershipRequested",
    values: {
      subject: t("membership.requested.subject", details),
      headline: t("membership.requested.headline", details),
      text: t("membership.requested.text", details),
      callToActionLabel: t("membership.requested.ctaLabel"),
      callToActionUrl: appLink(to.locale, "/account/company"),
    },
  });
}
