// POST /api/email: turns a validated public request into one outbox message. The recipient is
// always decided here, from the purpose and our own records; the sender's address only ever
// becomes Reply-To, so nobody can make us mail an address of their choosing (no open relay).
// A consultant's or company's address is typed by whoever edits the profile, so a contact message
// waits in the outbox (held) until that address was confirmed by a link sent to it.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { config } from "@/lib/config";
import { addressKey, consumeCap } from "@/lib/contact-email/caps";
import { countInsightEvent } from "@/lib/insight-counters/count-event";
import { heldForColumns, lockOwnerAddress, type ContactOwner } from "@/lib/contact-email/owner";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import type { Db } from "@/lib/db/create-client";
import { notFound } from "@/lib/errors";
import { recordConversation } from "@/lib/inbox/record-conversation";
import { defaultLocale, type Locale } from "@/lib/i18n/routing";
import { clientKey } from "@/lib/rate-limit";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { enqueueEmail, type OutgoingEmail } from "@/lib/email/outbox";
import type { EmailRequest } from "@/lib/email/requests-schema";
import { emailTranslator, preferredEmailLocale, type EmailTranslator } from "@/lib/email/translator";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** Our own mailboxes are read by the Swiss team in German. */
const TEAM_LOCALE: Locale = defaultLocale;

export type SubmitOptions = {
  /** The client's network address, from clientIp in lib/server/client-address.ts (never a value the body chose). */
  clientIp: string;
} & ServiceContext;

/** queued: on its way; held: waits until the recipient confirms their address (at most 14 days). */
export type SubmitResult = { id: string; status: "queued" | "held" };

/**
 * Checks the caps, validates the target and enqueues the message in one transaction. Every refusal
 * is a 429 whose detail is in the sender's language, for the form to show as it is.
 */
export async function submitEmailRequest(actor: Actor, request: EmailRequest, options: SubmitOptions): Promise<SubmitResult> {
  const { db } = resolveContext(options);
  const locale = request.locale;
  // Short bursts per signed-in user (an office shares one address), else per address.
  const client = clientKey(options.clientIp);
  const who = actor.kind === "user" ? `user:${actor.userId}` : client;
  await consumeCap(RATE_LIMITS.publicEmail, who, locale, "limits.burst");
  const owner = ownerOf(request);
  if (owner && "email" in request) {
    // Per day, whatever the sender rotates: its network address, its own address, or the profile.
    await consumeCap(RATE_LIMITS.contactPerClient, client, locale, "limits.client");
    await consumeCap(RATE_LIMITS.contactPerSender, addressKey(request.email), locale, "limits.sender");
    // Counted before the transaction: the counters take a connection of their own.
    await consumeCap(RATE_LIMITS.contactPerRecipient, `${owner.kind}:${owner.id}`, locale, "limits.recipient");
  }
  return db.$transaction(async (tx) => {
    const email = await composeEmail(tx, request);
    if (!owner) return { id: await enqueueEmail(tx, email), status: "queued" as const };
    // Locked: a confirmation committing at the same moment either sees this message or is seen.
    const address = await lockOwnerAddress(tx, owner);
    if (!address) throw notFound(owner.kind);
    // Kept in the recipient's account too (the lead inbox), whether the mail leaves now or waits.
    if (request.purpose === "contactConsultant" || request.purpose === "contactCompany")
      await recordConversation(tx, owner, { name: request.name, email: request.email, text: request.text, locale: request.locale ?? defaultLocale });
    // The consultant's insights count the message with it (issue 32): both commit or neither.
    if (owner.kind === "consultant") await countInsightEvent(tx, owner.id, "contactMessage");
    if (address.confirmedAt) return { id: await enqueueEmail(tx, email), status: "queued" as const };
    return { id: await enqueueEmail(tx, { ...email, heldFor: heldForColumns(owner) }), status: "held" as const };
  });
}

function ownerOf(request: EmailRequest): ContactOwner | null {
  if (request.purpose === "contactConsultant") return { kind: "consultant", id: request.consultantId };
  if (request.purpose === "contactCompany") return { kind: "company", id: request.companyId };
  return null;
}

async function composeEmail(tx: Tx, request: EmailRequest): Promise<OutgoingEmail> {
  const c = config();
  switch (request.purpose) {
    case "feedback":
      return teamEmail(c.FEEDBACK_EMAIL, request, null, "feedback", (t) => {
        const topic = t(`feedback.topics.${request.topic}`);
        return { subject: { topic }, text: { topic, comment: request.comment, locale: request.locale ?? "-" } };
      });
    case "contactConsultant": {
      const consultant = await tx.consultant.findFirst({
        where: { id: request.consultantId, state: { not: "disabled" } },
        select: { publicEmail: true, givenName: true, familyName: true, languages: true },
      });
      if (!consultant) throw notFound("consultant");
      const locale = preferredEmailLocale(consultant.languages, request.locale);
      return contactEmail("consultant", locale, request, {
        recipientEmail: consultant.publicEmail,
        recipientName: `${consultant.givenName} ${consultant.familyName}`,
      });
    }
    case "contactCompany": {
      const company = await tx.company.findUnique({ where: { id: request.companyId }, select: { email: true, name: true } });
      if (!company) throw notFound("company");
      return contactEmail("company", request.locale ?? defaultLocale, request, { recipientEmail: company.email, recipientName: company.name });
    }
    case "contactTeam":
      return contactEmail("team", TEAM_LOCALE, request, { recipientEmail: c.TEAM_EMAIL, recipientName: null });
    case "inviteConsultant":
      // Sent to our team, not to consultantEmail: mailing an address the visitor typed in would make
      // us a relay for unsolicited mail under our name (and a way to harass someone), whatever
      // wording and rate limit we chose. The team checks the suggestion and contacts the consultant.
      return teamEmail(c.TEAM_EMAIL, request, request.email, "invite.consultant", () => ({
        subject: { consultantName: request.consultantName },
        text: { name: request.name, email: request.email, consultantName: request.consultantName, consultantEmail: request.consultantEmail },
        closing: { name: request.name },
      }));
    case "inviteCompany":
      return teamEmail(c.TEAM_EMAIL, request, request.email, "invite.company", (t) => {
        const none = t("invite.company.notProvided");
        return {
          subject: { companyName: request.companyName },
          text: {
            name: request.name,
            email: request.email,
            companyName: request.companyName,
            companyEmail: request.companyEmail,
            contactName: request.contactName ?? none,
            contactEmail: request.contactEmail ?? none,
            contactPhone: request.contactPhone ?? none,
          },
          closing: { name: request.name },
        };
      });
    case "corporateRequest":
      return teamEmail(c.SALES_EMAIL, request, request.email, "corporate", (t) => ({
        subject: { company: request.company },
        text: {
          givenName: request.givenName,
          familyName: request.familyName,
          company: request.company,
          email: request.email,
          phone: request.phone,
          consultantsCount: request.consultantsCount,
          language: request.language,
          comment: request.comment ?? t("corporate.noComment"),
        },
        closing: { name: `${request.givenName} ${request.familyName}` },
      }));
  }
}

type TextValues = Record<string, string | number>;

/**
 * A message to one of our own mailboxes, in the team's language, from the texts under `texts` (subject,
 * headline, text and, where given, closing); replies go to the visitor when they gave an address.
 */
function teamEmail(
  recipientEmail: string,
  request: EmailRequest,
  replyTo: string | null,
  texts: string,
  values: (t: EmailTranslator) => { subject: TextValues; text: TextValues; closing?: TextValues },
): OutgoingEmail {
  const t = emailTranslator(TEAM_LOCALE);
  const v = values(t);
  return {
    recipientEmail,
    ...(replyTo ? { replyTo } : {}),
    templateName: "DefaultText",
    locale: TEAM_LOCALE,
    purpose: request.purpose,
    values: {
      subject: t(`${texts}.subject`, v.subject),
      headline: t(`${texts}.headline`),
      text: t(`${texts}.text`, v.text),
      ...(v.closing ? { closingText: t(`${texts}.closing`, v.closing) } : {}),
    },
  };
}

type ContactRequest = Extract<EmailRequest, { purpose: "contactConsultant" | "contactCompany" | "contactTeam" }>;

function contactEmail(
  kind: "consultant" | "company" | "team",
  locale: string,
  request: ContactRequest,
  to: { recipientEmail: string; recipientName: string | null },
): OutgoingEmail {
  const t = emailTranslator(locale);
  const values = { name: request.name, email: request.email, text: request.text };
  return {
    ...to,
    replyTo: request.email,
    templateName: "DefaultText",
    locale,
    purpose: request.purpose,
    values: {
      subject: t(`contact.${kind}.subject`, values),
      headline: t(`contact.${kind}.headline`, values),
      text: t(`contact.${kind}.text`, values),
      closingText: t("contact.closing", values),
    },
  };
}
