// To a consultant: a company invites them to be listed as its member.
import "server-only";
import { appLink } from "@/lib/email/links";
import { enqueueEmail } from "@/lib/email/outbox";
import { emailTranslator } from "@/lib/email/translator";
import type { OutboxTx, Recipient } from "./recipient";

export async function sendInvitationReceivedEmail(tx: OutboxTx, to: Recipient, details: { companyName: string }): Promise<string> {
  const t = emailTranslator(to.locale);
  return enqueueEmail(tx, {
    recipientEmail: to.email,
    recipientName: to.name ?? null,
    templateName: "DefaultCallToAction",
    locale: to.locale,
    purpose: "membershipInvitation",
    values: {
      subject: t("membership.invitationReceived.subject", details),
      headline: t("membership.invitationReceived.headline", details),
      text: t("membership.invitationReceived.text", details),
      callToActionLabel: t("membership.invitationReceived.ctaLabel"),
      callToActionUrl: appLink(to.locale, "/account/profile"),
    },
  });
}
