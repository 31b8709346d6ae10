// The statement page's data and either side's appeal (docs/product-rules.md#due-process): the review's
// author or the consultant appeals a decision once, within APPEAL_DAYS, with the private token of
// their statement of reasons; an administrator other than the one who decided takes it; upheld, the
// decision stands; reversed, its opposite is applied. Both sides are told through recordDecision.
import "server-only";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";
import type { Actor } from "@/lib/auth/actor";
import { expireChanged } from "@/lib/cache/invalidate";
import { Prisma } from "@/lib/db/generated/client";
import type { DecisionOutcome } from "@/lib/db/generated/enums";
import { addDays } from "@/lib/evaluations/release-policy";
import { sha256Hex } from "@/lib/auth/one-time-tokens";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { restrict, unrestrict } from "./notices";
import { recordDecision, type RemovedComment } from "@/lib/moderation-decisions/record-decision";
import type { AppealDecisionInput } from "./schema";
import { APPEAL_DAYS } from "@/lib/moderation-decisions/deadlines";
import { enqueueAppealReceipt, isAppealable } from "@/lib/moderation-decisions/statement-mail";
import { toLocale } from "@/lib/i18n/locales";

export type StatementView = {
  recipient: "reviewer" | "consultant" | "reporter";
  locale: string;
  decision: {
    id: number;
    subject: "review" | "comment" | "profile";
    outcome: DecisionOutcome;
    source: string;
    ground: string;
    publicReason: string | null;
    automated: boolean;
    decidedAt: Date;
  };
  consultant: { id: number; name: string } | null;
  review: { overallRating: number; comment: string | null } | null;
  appeal: { status: "open" | "decided"; createdAt: Date } | null;
  /** Whether this recipient may still appeal: a party, within the window, once, and not an appeal's own outcome. */
  canAppeal: boolean;
  appealUntil: Date;
  /** What the statement is about, as its reader knows it: their own review, the review they reported, the review they contested, their comment or profile. */
  item: "review" | "reported" | "contested" | "comment" | "profile";
};

/** Tokens are 43 characters; anything far longer is not looked up. */
const MAX_TOKEN_LENGTH = 100;

/** What the private link shows; null for any token that names no statement (the page answers 404). */
export async function readStatement(token: string, options: ServiceContext = {}): Promise<StatementView | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const { db, now } = resolveContext(options);
  const statement = await db.statementOfReasons.findUnique({
    where: { tokenHash: sha256Hex(token) },
    select: {
      recipient: true,
      locale: true,
      decision: {
        select: {
          id: true,
          subject: true,
          outcome: true,
          source: true,
          ground: true,
          publicReason: true,
          automated: true,
          decidedAt: true,
          consultant: { select: { id: true, givenName: true, familyName: true } },
          evaluation: { select: { overallRating: true, comment: true } },
          appeals: { select: { party: true, status: true, createdAt: true } },
        },
      },
    },
  });
  if (!statement) return null;
  const { decision, recipient } = statement;
  const appeal = decision.appeals.find((a) => a.party === recipient) ?? null;
  const appealUntil = addDays(decision.decidedAt, APPEAL_DAYS);
  return {
    recipient,
    locale: statement.locale,
    decision: {
      id: decision.id,
      subject: decision.subject,
      outcome: decision.outcome,
      source: decision.source,
      ground: decision.ground,
      publicReason: decision.publicReason,
      automated: decision.automated,
      decidedAt: decision.decidedAt,
    },
    consultant: decision.consultant ? { id: decision.consultant.id, name: `${decision.consultant.givenName} ${decision.consultant.familyName}` } : null,
    review: decision.evaluation ? { overallRating: Number(decision.evaluation.overallRating), comment: decision.evaluation.comment } : null,
    appeal: appeal ? { status: appeal.status, createdAt: appeal.createdAt } : null,
    canAppeal: isAppealable(recipient, decision) && !appeal && now < appealUntil,
    appealUntil,
    item: recipient === "reporter" ? "reported" : recipient === "reviewer" ? "review" : decision.subject === "review" ? "contested" : decision.subject,
  };
}

/** The appellant's appeal, by the token of their statement; they get a receipt by mail in the same transaction. */
export async function submitAppeal(token: string, text: string, options: ServiceContext = {}): Promise<{ id: number; status: "open" }> {
  const { db, now } = resolveContext(options);
  const statement = await db.statementOfReasons.findUnique({
    where: { tokenHash: sha256Hex(token) },
    select: { recipient: true, email: true, locale: true, decision: { select: { id: true, source: true, ground: true, decidedAt: true } } },
  });
  if (!statement) throw new AppError("forbidden", "problems.detail.moderation.linkInvalid");
  const party = statement.recipient;
  if (party === "reporter") throw new AppError("forbidden", "problems.detail.moderation.appealNotAllowed");
  if (!isAppealable(party, statement.decision)) throw new AppError("conflict", "problems.detail.moderation.appealNotAllowed");
  if (now >= addDays(statement.decision.decidedAt, APPEAL_DAYS))
    throw new AppError("conflict", "problems.detail.moderation.appealWindow", { values: { days: APPEAL_DAYS } });
  try {
    return await db.$transaction(async (tx) => {
      const appeal = await tx.moderationAppeal.create({
        data: { decisionId: statement.decision.id, party, text, createdAt: now },
        select: { id: true },
      });
      await enqueueAppealReceipt(tx, { email: statement.email, locale: toLocale(statement.locale), token, text, decidedAt: statement.decision.decidedAt });
      return { id: appeal.id, status: "open" as const };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new AppError("conflict", "problems.detail.moderation.appealOnce");
    throw error;
  }
}

/** What reversing each outcome means, and what it does to the item. */
const REVERSED: Partial<Record<DecisionOutcome, DecisionOutcome>> = {
  held: "released",
  hidden: "restored",
  removed: "restored",
  kept: "hidden",
  checked: "hidden",
  released: "held",
  restored: "hidden",
};

export type DecidedAppeal = { id: number; decisionId: number; outcome: DecisionOutcome };

export async function decideAppeal(actor: Actor, id: number, input: AppealDecisionInput, options: ServiceContext = {}): Promise<DecidedAppeal> {
  const admin = assertPlatformAdmin(actor);
  const { db, now } = resolveContext(options);
  let expire: number | null = null;
  const decided = await db.$transaction(async (tx) => {
    const [appeal] = await tx.$queryRaw<{ id: number; status: string; decisionId: number }[]>`
      SELECT "id", "status"::text AS "status", "decisionId" FROM "ModerationAppeal" WHERE "id" = ${id} FOR UPDATE`;
    if (!appeal) throw notFound("appeal");
    const original = await tx.moderationDecision.findUniqueOrThrow({
      where: { id: appeal.decisionId },
      select: { id: true, subject: true, evaluationId: true, consultantId: true, outcome: true, decidedById: true },
    });
    // Another person than the one who decided (DSA Art. 20 as good practice).
    if (original.decidedById === admin.userId) throw forbidden("problems.detail.moderation.otherAdministrator");
    if (appeal.status !== "open") throw new AppError("conflict", "problems.detail.moderation.alreadyDecided");
    let outcome = original.outcome;
    let removedComment: RemovedComment | null = null;
    if (input.outcome === "reversed") {
      const opposite = REVERSED[original.outcome];
      if (!opposite) throw new AppError("conflict", "problems.detail.moderation.notReversible");
      outcome = opposite;
      if (original.consultantId !== null) {
        removedComment = await applyOutcome(
          tx,
          { subject: original.subject, evaluationId: original.evaluationId, consultantId: original.consultantId },
          original.id,
          opposite,
          input.publicReason,
          now,
        );
        expire = original.consultantId;
      }
    }
    const decision = await recordDecision(
      tx,
      {
        subject: original.subject,
        evaluationId: original.evaluationId,
        consultantId: original.consultantId,
        outcome,
        source: "appeal",
        ground: input.outcome === "reversed" ? "appealReversed" : "appealUpheld",
        publicReason: input.publicReason,
        note: input.note ?? null,
        automated: false,
        decidedById: admin.userId,
        appealedDecisionId: original.id,
        removedComment,
      },
      { now },
    );
    // Both sides' appeals of the same decision are settled together.
    await tx.moderationAppeal.updateMany({ where: { decisionId: original.id, status: "open" }, data: { status: "decided", outcomeDecisionId: decision.id } });
    return { id, decisionId: decision.id, outcome };
  });
  if (expire !== null) await expireChanged({ evaluationsOf: [expire], consultants: [expire] });
  return decided;
}

type Item = { subject: "review" | "comment" | "profile"; evaluationId: string | null; consultantId: number };

/** Applies a reversal's outcome to the item; returns the comment it took off, if it removed one again. */
async function applyOutcome(
  tx: Prisma.TransactionClient,
  item: Item,
  reversedDecisionId: number,
  outcome: DecisionOutcome,
  publicReason: string,
  now: Date,
): Promise<RemovedComment | null> {
  switch (outcome) {
    case "restored":
      await unrestrict(tx, item, reversedDecisionId);
      return null;
    case "hidden":
      return restrict(tx, item, publicReason, now);
    case "released":
      if (item.evaluationId) await tx.evaluation.update({ where: { id: item.evaluationId }, data: { heldAt: null } });
      return null;
    case "held":
      if (item.evaluationId) await tx.$executeRaw`UPDATE "Evaluation" SET "heldAt" = ${now} WHERE "id" = ${item.evaluationId}::uuid AND "state" = 'inReview'`;
      return null;
    default:
      return null;
  }
}

export type AppealCase = {
  id: number;
  party: "reviewer" | "consultant";
  text: string;
  status: "open" | "decided";
  createdAt: Date;
  decision: {
    id: number;
    subject: string;
    outcome: DecisionOutcome;
    source: string;
    ground: string;
    publicReason: string | null;
    decidedAt: Date;
    decidedById: string | null;
  };
  /** Whether this administrator made the decision appealed, and so may not take the appeal. */
  ownDecision: boolean;
  review: { id: string; overallRating: number; comment: string | null } | null;
  consultant: { id: number; name: string } | null;
};

export async function getAppealCase(actor: Actor, id: number, options: ServiceContext = {}): Promise<AppealCase> {
  const admin = assertPlatformAdmin(actor);
  const { db } = resolveContext(options);
  const appeal = await db.moderationAppeal.findUnique({
    where: { id },
    select: {
      id: true,
      party: true,
      text: true,
      status: true,
      createdAt: true,
      decision: {
        select: {
          id: true,
          subject: true,
          outcome: true,
          source: true,
          ground: true,
          publicReason: true,
          decidedAt: true,
          decidedById: true,
          evaluation: { select: { id: true, overallRating: true, comment: true } },
          consultant: { select: { id: true, givenName: true, familyName: true } },
        },
      },
    },
  });
  if (!appeal) throw notFound("appeal");
  const { evaluation, consultant, ...decision } = appeal.decision;
  return {
    id: appeal.id,
    party: appeal.party,
    text: appeal.text,
    status: appeal.status,
    createdAt: appeal.createdAt,
    decision,
    ownDecision: decision.decidedById === admin.userId,
    review: evaluation ? { id: evaluation.id, overallRating: Number(evaluation.overallRating), comment: evaluation.comment } : null,
    consultant: consultant ? { id: consultant.id, name: `${consultant.givenName} ${consultant.familyName}` } : null,
  };
}
