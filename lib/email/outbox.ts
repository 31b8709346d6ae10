// Every e-mail is first written to the outbox, in the same transaction as the action that causes it;
// the delivery (lib/email/deliver-pending.ts, triggered by deliverSoon() and the job) sends it over SMTP
// with retries. Nothing is lost when SMTP is down.
import type { Prisma } from "@/lib/db/generated/client";

export type EmailTemplateName = "DefaultText" | "DefaultCallToAction";

export type EmailValues = {
  subject: string;
  headline: string;
  text: string;
  closingText?: string;
  callToActionHeadline?: string;
  callToActionText?: string;
  callToActionLabel?: string;
  callToActionUrl?: string;
  /** Mail a recipient may opt out of (invitations): the footer links this page (a POST button)… */
  unsubscribeUrl?: string;
  /** …and the List-Unsubscribe headers name this RFC 8058 one-click endpoint. */
  oneClickUnsubscribeUrl?: string;
};

export type OutgoingEmail = {
  recipientEmail: string;
  recipientName?: string | null;
  cc?: string | null;
  replyTo?: string | null;
  templateName: EmailTemplateName;
  locale: string;
  values: EmailValues;
  /** What caused it: feedback, contact, report, invitation, … (shown to administrators). */
  purpose: string;
  /** A contact message to an address that is not confirmed yet: kept (status held) until it is. */
  heldFor?: { heldForConsultantId: number } | { heldForCompanyId: number };
};

type OutboxWriter = Pick<Prisma.TransactionClient, "emailMessage">;

export async function enqueueEmail(tx: OutboxWriter, email: OutgoingEmail): Promise<string> {
  const row = await tx.emailMessage.create({
    data: {
      recipientEmail: email.recipientEmail,
      recipientName: email.recipientName ?? null,
      cc: email.cc ?? null,
      replyTo: email.replyTo ?? null,
      templateName: email.templateName,
      locale: email.locale,
      values: email.values,
      purpose: email.purpose,
      ...(email.heldFor ? { status: "held" as const, ...email.heldFor } : {}),
    },
    select: { id: true },
  });
  return row.id;
}
