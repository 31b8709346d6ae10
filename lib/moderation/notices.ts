// Notices from anyone (DSA Art. 16 as good practice; docs/product-rules.md#due-process): a visitor
// without an account reports a review, a consultant's comment or a profile; the address is confirmed
// by the mailed link (as ratings are), then the notice waits in the moderators' queue and the reporter
// gets a receipt. A notice never hides anything by itself: only a moderator's decision (decideNotice)
// does, through recordDecision, and the reporter is told that decision with its reason.
import "server-only";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";
import type { Actor } from "@/lib/auth/actor";
import { expireChanged } from "@/lib/cache/invalidate";
import { refreshFiguresFor } from "@/lib/consultants/aggregates";
import { profileDisplay, statesWhere } from "@/lib/consultants/profile-display";
import { Prisma } from "@/lib/db/generated/client";
import { appLink } from "@/lib/email/links";
import { enqueueEmail } from "@/lib/email/outbox";
import { emailKey } from "@/lib/evaluations/customer-email";
import { newEditToken, sha256Hex, tokenMatches } from "@/lib/auth/one-time-tokens";
import { AppError, notFound } from "@/lib/errors";
import { toLocale, type Locale } from "@/lib/i18n/locales";
import { serverTranslator } from "@/lib/i18n/translator";
import { consumeRateLimitFor } from "@/lib/rate-limit/consume-rate-limit";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { recordDecision, type RemovedComment } from "@/lib/moderation-decisions/record-decision";
import type { NoticeDecisionInput } from "./schema";
import { issueStatement } from "@/lib/moderation-decisions/statement-mail";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

type NoticeFields = { reason: string; explanation: string; name: string; email: string; goodFaith: true; locale: string };
export type NoticeItem = { subject: "review" | "comment"; evaluationId: string } | { subject: "profile"; consultantId: number };

/** The same answer whether the notice is new or the reporter's open one on this item exists (no oracle). */
export type NoticeAccepted = { status: "confirmationSent" };

export async function submitNotice(item: NoticeItem, input: NoticeFields, options: ServiceContext = {}): Promise<NoticeAccepted> {
  const { db, now } = resolveContext(options);
  const key = emailKey(input.email);
  // Per reporter's address here, per client address in the route (RATE_LIMITS.moderationNotice).
  await consumeRateLimitFor(RATE_LIMITS.moderationNoticePerReporter, key, options);
  const target = await findTarget(db, item);
  const token = newEditToken();
  const locale = toLocale(input.locale);
  try {
    await db.$transaction(async (tx) => {
      const notice = await tx.moderationNotice.create({
        data: {
          subject: item.subject,
          evaluationId: item.subject === "profile" ? null : item.evaluationId,
          consultantId: target.consultantId,
          reason: input.reason as never,
          explanation: input.explanation,
          reporterName: input.name,
          reporterEmail: input.email,
          reporterEmailKey: key,
          locale,
          goodFaith: input.goodFaith,
          confirmationTokenHash: sha256Hex(token),
          createdAt: now,
        },
        select: { id: true },
      });
      const t = serverTranslator(locale, "moderation.noticeMail");
      await enqueueEmail(tx, {
        recipientEmail: input.email,
        recipientName: input.name,
        templateName: "DefaultCallToAction",
        locale,
        purpose: "moderationNotice",
        values: {
          subject: t("confirm.subject"),
          headline: t("confirm.headline"),
          text: t("confirm.text", { item: t(`items.${item.subject}`, { consultant: target.consultantName }) }),
          callToActionHeadline: t("confirm.ctaHeadline"),
          callToActionText: t("confirm.ctaText"),
          callToActionLabel: t("confirm.ctaLabel"),
          callToActionUrl: `${appLink(locale, `/moderation/notice/${notice.id}/confirm`)}?token=${token}`,
          closingText: t("closing"),
        },
      });
    });
  } catch (error) {
    // The reporter's open notice on this item exists (partial unique index): the same answer, no second mail.
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
  }
  return { status: "confirmationSent" };
}

/** The reported item, if the public can see it; anything else is 404 (nothing to report that nobody sees). */
async function findTarget(db: ReturnType<typeof resolveContext>["db"], item: NoticeItem): Promise<{ consultantId: number; consultantName: string }> {
  if (item.subject === "profile") {
    const consultant = await db.consultant.findUnique({
      where: { id: item.consultantId },
      select: { id: true, state: true, givenName: true, familyName: true },
    });
    if (!consultant || !profileDisplay(consultant.state).reachable) throw notFound("consultant");
    return { consultantId: consultant.id, consultantName: `${consultant.givenName} ${consultant.familyName}` };
  }
  const evaluation = await db.evaluation.findFirst({
    where: {
      id: item.evaluationId,
      state: "published",
      hiddenAt: null,
      consultant: { state: { in: statesWhere((d) => d.figures) } },
      ...(item.subject === "comment" ? { consultantComment: { not: null } } : {}),
    },
    select: { consultantId: true, consultant: { select: { givenName: true, familyName: true } } },
  });
  if (!evaluation) throw notFound("evaluation");
  return { consultantId: evaluation.consultantId, consultantName: `${evaluation.consultant.givenName} ${evaluation.consultant.familyName}` };
}

/** Compared against when the id names no notice, so that an unknown id costs the same as a wrong token. */
const NO_TOKEN_HASH = "0".repeat(64);

/** The reporter follows the mailed link: the notice enters the queue and the receipt is mailed. */
export async function confirmNotice(id: number, token: string, options: ServiceContext = {}): Promise<{ status: "confirmed" | "alreadyConfirmed" }> {
  const { db, now } = resolveContext(options);
  return db.$transaction(async (tx) => {
    const [notice] = await tx.$queryRaw<
      {
        id: number;
        status: string;
        confirmationTokenHash: string | null;
        reporterEmail: string;
        reporterName: string;
        locale: string;
        confirmedAt: Date | null;
      }[]
    >`SELECT "id", "status"::text, "confirmationTokenHash", "reporterEmail", "reporterName", "locale", "confirmedAt" FROM "ModerationNotice" WHERE "id" = ${id} FOR UPDATE`;
    if (notice?.confirmedAt && notice.confirmationTokenHash && tokenMatches(token, notice.confirmationTokenHash))
      return { status: "alreadyConfirmed" as const };
    if (!notice || notice.status !== "unconfirmed" || !tokenMatches(token, notice.confirmationTokenHash ?? NO_TOKEN_HASH)) {
      throw new AppError("forbidden", "problems.detail.moderation.linkInvalid");
    }
    // The hash stays so that the same link answers "already confirmed" (it can do nothing more).
    await tx.moderationNotice.update({ where: { id }, data: { status: "open", confirmedAt: now } });
    const locale = toLocale(notice.locale);
    const t = serverTranslator(locale, "moderation.noticeMail");
    await enqueueEmail(tx, {
      recipientEmail: notice.reporterEmail,
      recipientName: notice.reporterName,
      templateName: "DefaultText",
      locale,
      purpose: "moderationNotice",
      values: { subject: t("receipt.subject"), headline: t("receipt.headline"), text: t("receipt.text", { number: id }), closingText: t("closing") },
    });
    return { status: "confirmed" as const };
  });
}

export type DecidedNotice = { id: number; decisionId: number; outcome: NoticeDecisionInput["outcome"] };

/**
 * A moderator decides a confirmed notice: kept, hidden (with the public reason) or removed. Every open
 * notice on the same item is settled by the same decision, and each reporter is told.
 */
export async function decideNotice(actor: Actor, id: number, input: NoticeDecisionInput, options: ServiceContext = {}): Promise<DecidedNotice> {
  const admin = assertPlatformAdmin(actor);
  const { db, now } = resolveContext(options);
  let expire: number | null = null;
  const decided = await db.$transaction(async (tx) => {
    const [notice] = await tx.$queryRaw<
      { id: number; subject: "review" | "comment" | "profile"; evaluationId: string | null; consultantId: number; reason: string; status: string }[]
    >`
      SELECT "id", "subject"::text AS "subject", "evaluationId"::text AS "evaluationId", "consultantId", "reason"::text AS "reason", "status"::text AS "status"
      FROM "ModerationNotice" WHERE "id" = ${id} FOR UPDATE`;
    if (!notice || notice.status === "unconfirmed") throw notFound("notice");
    if (notice.status !== "open") throw new AppError("conflict", "problems.detail.moderation.alreadyDecided");
    let removedComment: RemovedComment | null = null;
    if (input.outcome !== "kept") {
      removedComment = await restrict(tx, notice, input.publicReason, now);
      expire = notice.consultantId;
    }
    const decision = await recordDecision(
      tx,
      {
        subject: notice.subject,
        evaluationId: notice.evaluationId,
        consultantId: notice.consultantId,
        outcome: input.outcome,
        source: "notice",
        ground: notice.reason,
        publicReason: input.publicReason ?? null,
        note: input.note ?? null,
        automated: false,
        decidedById: admin.userId,
        removedComment,
      },
      { now },
    );
    const settled = await tx.moderationNotice.findMany({
      where: { status: "open", subject: notice.subject, consultantId: notice.consultantId, evaluationId: notice.evaluationId },
      select: { id: true, reporterEmail: true, reporterName: true, locale: true },
    });
    await tx.moderationNotice.updateMany({ where: { id: { in: settled.map((s) => s.id) } }, data: { status: "decided", decisionId: decision.id } });
    const stated = {
      id: decision.id,
      subject: notice.subject,
      outcome: input.outcome,
      source: "notice" as const,
      ground: notice.reason,
      publicReason: input.publicReason ?? null,
      automated: false,
    };
    for (const reporter of settled) {
      await issueStatement(
        tx,
        stated,
        { recipient: "reporter", email: reporter.reporterEmail, name: reporter.reporterName, locale: toLocale(reporter.locale) as Locale, consultantName: "" },
        { now },
      );
    }
    return { id, decisionId: decision.id, outcome: input.outcome };
  });
  if (expire !== null) await expireChanged({ evaluationsOf: [expire], consultants: [expire] });
  return decided;
}

type Restricted = { subject: "review" | "comment" | "profile"; evaluationId: string | null; consultantId: number };

/**
 * What hiding or removing does to the item. A review is hidden with its public reason (removed ones
 * too: the row stays for the record and an appeal, the public sees neither). A comment is taken off
 * the review and returned, for the decision's record (an appeal may put it back). A profile is disabled.
 */
export async function restrict(tx: Prisma.TransactionClient, item: Restricted, publicReason: string, now: Date): Promise<RemovedComment | null> {
  if (item.subject === "review" && item.evaluationId) {
    await tx.evaluation.update({ where: { id: item.evaluationId }, data: { hiddenAt: now, hiddenReason: publicReason, heldAt: null } });
    await refreshFiguresFor(tx, { evaluationsOf: [item.consultantId] });
  } else if (item.subject === "comment" && item.evaluationId) {
    const before = await tx.evaluation.findUnique({ where: { id: item.evaluationId }, select: { consultantComment: true, consultantCommentDate: true } });
    await tx.evaluation.update({ where: { id: item.evaluationId }, data: { consultantComment: null, consultantCommentDate: null } });
    if (before?.consultantComment) return { text: before.consultantComment, date: before.consultantCommentDate };
  } else if (item.subject === "profile") {
    await tx.consultant.update({ where: { id: item.consultantId }, data: { state: "disabled" } });
  }
  return null;
}

/**
 * The opposite of restrict (an appeal reversed `decisionId`). A removed comment is put back from that
 * decision's record, unless its author has written a new one meanwhile (theirs stands).
 */
export async function unrestrict(tx: Prisma.TransactionClient, item: Restricted, decisionId: number): Promise<void> {
  if (item.subject === "review" && item.evaluationId) {
    await tx.evaluation.update({ where: { id: item.evaluationId }, data: { hiddenAt: null, hiddenReason: null } });
    await refreshFiguresFor(tx, { evaluationsOf: [item.consultantId] });
  } else if (item.subject === "comment" && item.evaluationId) {
    await tx.$executeRaw`UPDATE "Evaluation" AS e SET "consultantComment" = m."removedComment", "consultantCommentDate" = m."removedCommentDate"
      FROM "ModerationDecision" AS m
      WHERE m."id" = ${decisionId} AND m."removedComment" IS NOT NULL AND e."id" = ${item.evaluationId}::uuid AND e."consultantComment" IS NULL`;
    await tx.moderationDecision.update({ where: { id: decisionId }, data: { removedComment: null, removedCommentDate: null } });
  } else if (item.subject === "profile") {
    // A profile with a sign-in address is its owner's again; one without waits to be claimed.
    await tx.$executeRaw`UPDATE "Consultant" SET "state" = CASE WHEN "email" IS NULL THEN 'unclaimed' ELSE 'active' END::"ConsultantState" WHERE "id" = ${item.consultantId} AND "state" = 'disabled'`;
  }
}

export type NoticeCase = {
  id: number;
  subject: "review" | "comment" | "profile";
  reason: string;
  explanation: string;
  reporter: { name: string; email: string };
  status: "unconfirmed" | "open" | "decided";
  createdAt: Date;
  confirmedAt: Date | null;
  consultant: { id: number; name: string };
  review: { id: string; overallRating: number; comment: string | null; consultantComment: string | null; hidden: boolean } | null;
  decision: { outcome: string; publicReason: string | null; decidedAt: Date } | null;
};

/** One notice for the moderator who decides it. */
export async function getNoticeCase(actor: Actor, id: number, options: ServiceContext = {}): Promise<NoticeCase> {
  assertPlatformAdmin(actor);
  const { db } = resolveContext(options);
  const notice = await db.moderationNotice.findUnique({
    where: { id },
    select: {
      id: true,
      subject: true,
      reason: true,
      explanation: true,
      reporterName: true,
      reporterEmail: true,
      status: true,
      createdAt: true,
      confirmedAt: true,
      consultant: { select: { id: true, givenName: true, familyName: true } },
      evaluation: { select: { id: true, overallRating: true, comment: true, consultantComment: true, hiddenAt: true } },
      decision: { select: { outcome: true, publicReason: true, decidedAt: true } },
    },
  });
  if (!notice) throw notFound("notice");
  return {
    id: notice.id,
    subject: notice.subject,
    reason: notice.reason,
    explanation: notice.explanation,
    reporter: { name: notice.reporterName, email: notice.reporterEmail },
    status: notice.status,
    createdAt: notice.createdAt,
    confirmedAt: notice.confirmedAt,
    consultant: { id: notice.consultant.id, name: `${notice.consultant.givenName} ${notice.consultant.familyName}` },
    review: notice.evaluation
      ? {
          id: notice.evaluation.id,
          overallRating: Number(notice.evaluation.overallRating),
          comment: notice.evaluation.comment,
          consultantComment: notice.evaluation.consultantComment,
          hidden: notice.evaluation.hiddenAt !== null,
        }
      : null,
    decision: notice.decision,
  };
}
