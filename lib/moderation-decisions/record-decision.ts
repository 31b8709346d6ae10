// One record of every moderation decision (docs/product-rules.md#due-process) and, in the same
// transaction, the statements of reasons it owes: the review's author learns why their review is held,
// hidden, removed or restored; the consultant learns the same about their own comment or profile and the
// outcome of a dispute or an appeal touching them. Each statement has its private link
// (/moderation/statement/{token}; only the token's sha256 is stored) to read it again, respond or appeal.
import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import type { DecisionOutcome, DecisionSource, StatementRecipient } from "@/lib/db/generated/enums";
import { preferredEmailLocale } from "@/lib/email/translator";
import { toLocale } from "@/lib/i18n/locales";
import { issueStatement, type StatementParty } from "./statement-mail";

export type Tx = Prisma.TransactionClient;

export type DecisionInput = {
  subject: "review" | "comment" | "profile";
  evaluationId?: string | null;
  consultantId?: number | null;
  outcome: DecisionOutcome;
  source: DecisionSource;
  /** A hold reason, a notice reason, a dispute reason or one of the grounds in statement-mail.ts. */
  ground: string;
  publicReason?: string | null;
  note?: string | null;
  automated: boolean;
  decidedById?: string | null;
  appealedDecisionId?: number | null;
  /** The comment a "comment" decision took off its review (restrict), kept for an appeal. */
  removedComment?: RemovedComment | null;
};

export type RemovedComment = { text: string; date: Date | null };

/** What the review's author is always told: every restriction and every lifting of one. */
const REVIEWER_ALWAYS: ReadonlySet<DecisionOutcome> = new Set(["held", "released", "hidden", "removed", "restored"]);
/**
 * Told the author only when someone contested the review (the consultant's dispute, an appeal, the
 * dispute's deadline): a review kept after a visitor's notice changes nothing for its author.
 */
const CONTESTED_SOURCES: ReadonlySet<DecisionSource> = new Set(["consultant", "appeal", "deadline"]);

/** Who is owed a statement of this decision (the reporters of a notice are told by decide-notice.ts). */
export function statementRecipients(input: Pick<DecisionInput, "subject" | "outcome" | "source">): StatementRecipient[] {
  const recipients: StatementRecipient[] = [];
  if (input.subject === "review" && (REVIEWER_ALWAYS.has(input.outcome) || (CONTESTED_SOURCES.has(input.source) && input.outcome !== "disputeRejected"))) {
    recipients.push("reviewer");
  }
  // The consultant: their own content restricted or restored, or a review contest they are party to.
  if (input.subject !== "review" ? input.outcome !== "held" : CONTESTED_SOURCES.has(input.source)) recipients.push("consultant");
  return recipients;
}

export async function recordDecision(tx: Tx, input: DecisionInput, options: { now: Date }): Promise<{ id: number }> {
  const decision = await tx.moderationDecision.create({
    data: {
      subject: input.subject,
      evaluationId: input.evaluationId ?? null,
      consultantId: input.consultantId ?? null,
      outcome: input.outcome,
      source: input.source,
      ground: input.ground,
      publicReason: input.publicReason ?? null,
      note: input.note ?? null,
      automated: input.automated,
      decidedById: input.decidedById ?? null,
      decidedAt: options.now,
      appealedDecisionId: input.appealedDecisionId ?? null,
      removedComment: input.removedComment?.text ?? null,
      removedCommentDate: input.removedComment?.date ?? null,
    },
    select: { id: true },
  });
  const recipients = statementRecipients(input);
  if (recipients.length === 0) return decision;

  const parties = await partiesOf(tx, input);
  for (const recipient of recipients) {
    const party = parties[recipient as "reviewer" | "consultant"];
    if (!party) continue;
    await issueStatement(tx, { id: decision.id, ...input }, party, options);
  }
  return decision;
}

/** The review's author and the consultant, with their addresses and languages, in one query. */
async function partiesOf(tx: Tx, input: DecisionInput): Promise<{ reviewer: StatementParty | null; consultant: StatementParty | null }> {
  const evaluation = input.evaluationId
    ? await tx.evaluation.findUnique({
        where: { id: input.evaluationId },
        select: {
          customerEmail: true,
          customerGivenName: true,
          customerFamilyName: true,
          language: true,
          consultant: { select: { id: true, email: true, givenName: true, familyName: true, languages: true, state: true } },
        },
      })
    : null;
  const consultant =
    evaluation?.consultant ??
    (input.consultantId
      ? await tx.consultant.findUnique({
          where: { id: input.consultantId },
          select: { id: true, email: true, givenName: true, familyName: true, languages: true, state: true },
        })
      : null);
  const consultantName = consultant ? `${consultant.givenName} ${consultant.familyName}` : "";
  return {
    reviewer: evaluation
      ? {
          recipient: "reviewer",
          email: evaluation.customerEmail,
          name: `${evaluation.customerGivenName} ${evaluation.customerFamilyName}`.trim(),
          locale: toLocale(evaluation.language),
          consultantName,
        }
      : null,
    // Only a claimed profile has somebody to tell (an unclaimed one's address only lets its owner claim it).
    consultant:
      consultant?.email && consultant.state === "active"
        ? { recipient: "consultant", email: consultant.email, name: consultantName, locale: preferredEmailLocale(consultant.languages), consultantName }
        : null,
  };
}
