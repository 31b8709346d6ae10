// The three membership notifications (request, invitation, acceptance) are one mail: the texts of
// "emails.membership.<kind>" with the company's and consultant's names, and a button to the page
// where the recipient answers. A step repeated within a day (ask, withdraw, ask again; invite,
// withdraw, invite again) is announced once: a script of either party cannot fill the other's inbox.
import "server-only";
import { appLink } from "@/lib/email/links";
import { enqueueEmail } from "@/lib/email/outbox";
import { emailTranslator } from "@/lib/email/translator";
import type { OutboxTx, Recipient } from "./recipient";

const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

type MembershipMail = {
  /** The message group under "membership" (requested, invitationReceived, requestAccepted). */
  kind: string;
  purpose: string;
  /** The page that answers it. */
  path: string;
  details: Record<string, string>;
};

/** The id of the queued mail, or null when the same mail went to the recipient within the last day. */
export async function queueMembershipEmail(tx: OutboxTx, to: Recipient, mail: MembershipMail): Promise<string | null> {
  const t = emailTranslator(to.locale);
  const key = `membership.${mail.kind}`;
  const subject = t(`${key}.subject`, mail.details);
  // The subject names both parties: the same subject to the same address is the same announcement.
  const sent = await tx.emailMessage.findFirst({
    where: {
      createdAt: { gt: new Date(Date.now() - REPEAT_WINDOW_MS) },
      recipientEmail: to.email,
      purpose: mail.purpose,
      values: { path: ["subject"], equals: subject },
    },
    select: { id: true },
  });
  if (sent) return null;
  return enqueueEmail(tx, {
    recipientEmail: to.email,
    recipientName: to.name ?? null,
    templateName: "DefaultCallToAction",
    locale: to.locale,
    purpose: mail.purpose,
    values: {
      subject,
      headline: t(`${key}.headline`, mail.details),
      text: t(`${key}.text`, mail.details),
      callToActionLabel: t(`${key}.ctaLabel`),
      callToActionUrl: appLink(to.locale, mail.path),
    },
  });
}
