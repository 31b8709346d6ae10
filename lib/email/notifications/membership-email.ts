// The three membership notifications (request, invitation, acceptance) are one mail: the texts of
// "emails.membership.<kind>" with the company's and consultant's names, and a button to the page
// where the recipient answers.
import "server-only";
import { appLink } from "@/lib/email/links";
import { enqueueEmail } from "@/lib/email/outbox";
import { emailTranslator } from "@/lib/email/translator";
import type { OutboxTx, Recipient } from "./recipient";

type MembershipMail = {
  /** The message group under "membership" (requested, invitationReceived, requestAccepted). */
  kind: string;
  purpose: string;
  /** The page that answers it. */
  path: string;
  details: Record<string, string>;
};

export async function queueMembershipEmail(tx: OutboxTx, to: Recipient, mail: MembershipMail): Promise<string> {
  const t = emailTranslator(to.locale);
  const key = `membership.${mail.kind}`;
  return enqueueEmail(tx, {
    recipientEmail: to.email,
    recipientName: to.name ?? null,
    templateName: "DefaultCallToAction",
    locale: to.locale,
    purpose: mail.purpose,
    values: {
      subject: t(`${key}.subject`, mail.details),
      headline: t(`${key}.headline`, mail.details),
      text: t(`${key}.text`, mail.details),
      callToActionLabel: t(`${key}.ctaLabel`),
      callToActionUrl: appLink(to.locale, mail.path),
    },
  });
}
