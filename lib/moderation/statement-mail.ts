// A statement of reasons (EU DSA Art. 17 as good practice): a stored row with a private token and its
// mail through the outbox in the recipient's language: what happened, the ground in words, whether a
// rule or a person decided, how long a hold may last, and the private link to read it, respond or appeal.
import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import type { DecisionOutcome, DecisionSource, StatementRecipient } from "@/lib/db/generated/enums";
import { appLink } from "@/lib/email/links";
import { enqueueEmail } from "@/lib/email/outbox";
import type { Locale } from "@/lib/i18n/locales";
import { serverTranslator } from "@/lib/i18n/translator";
import { OVERDUE_HOLD_DAYS } from "@/lib/evaluations/hold-rules";
import { newEditToken, sha256Hex } from "@/lib/evaluations/tokens";

/** A decision's appeal window, in days from the decision (docs/product-rules.md#due-process). */
export const APPEAL_DAYS = 14;

export type StatementParty = { recipient: StatementRecipient; email: string; name: string; locale: Locale; consultantName: string };

export type StatedDecision = {
  id: number;
  subject: "review" | "comment" | "profile";
  outcome: DecisionOutcome;
  source: DecisionSource;
  ground: string;
  publicReason?: string | null;
  automated: boolean;
};

type StatementTx = Pick<Prisma.TransactionClient, "emailMessage" | "statementOfReasons">;

/** The private address of a statement (the token itself is never stored). */
function statementPath(token: string): string {
  return `/moderation/statement/${token}`;
}

/** What the recipient's sentence calls the item: their review, their comment, their profile, the review they contested, what they reported. */
function itemKey(decision: StatedDecision, party: StatementParty): string {
  if (party.recipient === "reporter") return "reported";
  if (party.recipient === "reviewer") return "review";
  return decision.subject === "review" ? "contested" : decision.subject;
}

/**
 * The ground in words: one key, or several comma-separated (a hold on several rules). An unknown key
 * (a rule not yet worded) reads as a decision of the moderation team rather than as a raw key.
 */
export function groundText(t: (key: string) => string, has: (key: string) => boolean, ground: string): string {
  return ground
    .split(",")
    .map((key) => (has(`grounds.${key}`) ? t(`grounds.${key}`) : t("grounds.general")))
    .join("; ");
}

/** The mail's paragraphs, in the recipient's language. */
function statementText(decision: StatedDecision, party: StatementParty): { subject: string; headline: string; text: string; canAppeal: boolean } {
  const t = serverTranslator(party.locale, "moderation.mail");
  const item = t(`items.${itemKey(decision, party)}`, { consultant: party.consultantName });
  const canAppeal = party.recipient !== "reporter";
  const paragraphs = [
    t(`what.${decision.outcome}`, { item }),
    t("ground", { ground: groundText(t, t.has, decision.ground) }),
    decision.publicReason ? t("publicReason", { reason: decision.publicReason }) : "",
    t(decision.automated ? "automated" : "byPerson"),
    decision.outcome === "held" ? t("holdDuration", { days: OVERDUE_HOLD_DAYS }) : "",
    canAppeal ? t("appeal", { days: APPEAL_DAYS }) : "",
  ].filter(Boolean);
  return {
    subject: t(`subject.${party.recipient}`),
    headline: t("headline", { name: party.name }),
    text: paragraphs.join("\n\n"),
    canAppeal,
  };
}

/** Stores the statement and queues its mail; returns the token for the caller's tests and links. */
export async function issueStatement(tx: StatementTx, decision: StatedDecision, party: StatementParty, options: { now: Date }): Promise<{ token: string }> {
  const token = newEditToken();
  const t = serverTranslator(party.locale, "moderation.mail");
  const text = statementText(decision, party);
  const emailMessageId = await enqueueEmail(tx, {
    recipientEmail: party.email,
    recipientName: party.name || null,
    templateName: "DefaultCallToAction",
    locale: party.locale,
    purpose: "moderationStatement",
    values: {
      subject: text.subject,
      headline: text.headline,
      text: text.text,
      callToActionHeadline: t("ctaHeadline"),
      callToActionText: t(text.canAppeal ? "ctaText" : "ctaTextReporter"),
      callToActionLabel: t("ctaLabel"),
      callToActionUrl: appLink(party.locale, statementPath(token)),
      closingText: t("closing"),
    },
  });
  await tx.statementOfReasons.create({
    data: {
      decisionId: decision.id,
      recipient: party.recipient,
      email: party.email,
      locale: party.locale,
      tokenHash: sha256Hex(token),
      emailMessageId,
      createdAt: options.now,
    },
  });
  return { token };
}
