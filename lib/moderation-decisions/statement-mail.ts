// A statement of reasons (EU DSA Art. 17 as good practice): a stored row with a private token and its
// mail through the outbox in the recipient's language: what happened, the ground in words, whether a
// rule or a person decided, how long a hold may last, and the private link to read it, respond or appeal.
import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/lib/db/generated/client";
import type { DecisionOutcome, DecisionSource, StatementRecipient } from "@/lib/db/generated/enums";
import { appLink } from "@/lib/email/links";
import { formatDate } from "@/lib/format";
import { enqueueEmail } from "@/lib/email/outbox";
import type { Locale } from "@/lib/i18n/locales";
import { serverTranslator } from "@/lib/i18n/translator";
import { newEditToken, sha256Hex } from "@/lib/auth/one-time-tokens";
import { APPEAL_DAYS, OVERDUE_HOLD_DAYS } from "./deadlines";

/**
 * Who may appeal what: the review's author and the consultant, never a reporter; an appeal's own outcome
 * is final; an erasure (a legal request, carried out by deleting the data) cannot be undone by an appeal.
 */
export function isAppealable(recipient: StatementRecipient, decision: { source: string; ground: string }): boolean {
  return recipient !== "reporter" && decision.source !== "appeal" && decision.ground !== ERASED_GROUND;
}

/** The ground of a profile erased with its evaluations (lib/moderation/erase-consultant.ts). */
export const ERASED_GROUND = "erased";

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
  const canAppeal = isAppealable(party.recipient, decision);
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
  const [token] = await issueStatements(tx, decision, [party], options);
  return { token: token! };
}

/**
 * The same for many recipients of one decision (the reviewers of an erased profile) in two statements,
 * whatever their number; returns the tokens in the parties' order.
 */
export async function issueStatements(
  tx: StatementTx,
  decision: StatedDecision,
  parties: readonly StatementParty[],
  options: { now: Date },
): Promise<string[]> {
  const rows = parties.map((party) => {
    const token = newEditToken();
    const t = serverTranslator(party.locale, "moderation.mail");
    const text = statementText(decision, party);
    const emailMessageId = randomUUID();
    return {
      token,
      email: {
        id: emailMessageId,
        recipientEmail: party.email,
        recipientName: party.name || null,
        templateName: "DefaultCallToAction" as const,
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
      },
      statement: {
        decisionId: decision.id,
        recipient: party.recipient,
        email: party.email,
        locale: party.locale,
        tokenHash: sha256Hex(token),
        emailMessageId,
        createdAt: options.now,
      },
    };
  });
  if (rows.length === 0) return [];
  await tx.emailMessage.createMany({ data: rows.map((r) => r.email) });
  await tx.statementOfReasons.createMany({ data: rows.map((r) => r.statement) });
  return rows.map((r) => r.token);
}

/**
 * The appellant's receipt: their appeal's text as we received it, who takes it (not the person who
 * decided) and that both sides hear the outcome; the link is their statement's, where the appeal now shows.
 */
export async function enqueueAppealReceipt(
  tx: StatementTx,
  appeal: { email: string; locale: Locale; token: string; text: string; decidedAt: Date },
): Promise<void> {
  const t = serverTranslator(appeal.locale, "moderation.appealReceipt");
  await enqueueEmail(tx, {
    recipientEmail: appeal.email,
    templateName: "DefaultCallToAction",
    locale: appeal.locale,
    purpose: "moderationAppealReceipt",
    values: {
      subject: t("subject"),
      headline: t("headline"),
      text: [t("received", { date: formatDate(appeal.decidedAt) }), t("yourText", { text: appeal.text }), t("next")].join("\n\n"),
      callToActionHeadline: t("ctaHeadline"),
      callToActionText: t("ctaText"),
      callToActionLabel: t("ctaLabel"),
      callToActionUrl: appLink(appeal.locale, statementPath(appeal.token)),
      closingText: serverTranslator(appeal.locale, "moderation.mail")("closing"),
    },
  });
}
