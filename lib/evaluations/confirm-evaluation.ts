// The customer confirms the address of an evaluation with the link mailed to it: from now on the
// evaluation counts (the consultant's list and figures, the release queue). In one transaction:
// - a second evaluation of the same consultant by the same mailbox (normalised address) replaces the
//   earlier one while that one is within its edit window, as an edit would; after the window it
//   supersedes it: the earlier stays readable as an earlier rating and counts in no figure
//   (docs/product-rules.md#one-evaluation-per-mailbox-and-consultant);
// - the hold rules (lib/evaluations/hold-rules.ts) decide whether moderation must look first;
// - the consultant is told.
import "server-only";
import { isFreeEmail } from "free-email-domains-list";
import { Prisma } from "@/lib/db/generated/client";
import type { EvaluationHoldReason } from "@/lib/db/generated/enums";
import { appLink } from "@/lib/email/links";
import { enqueueEmail } from "@/lib/email/outbox";
import { emailTranslator, preferredEmailLocale } from "@/lib/email/translator";
import { formatLongDate, formatRating } from "@/lib/format";
import { AppError } from "@/lib/errors";
import { expireChanged } from "@/lib/cache/invalidate";
import { refreshFiguresFor } from "@/lib/consultants/aggregates";
import { emailDomain } from "./customer-email";
import { criticalRatingSql } from "./critical-sql";
import {
  BURST_HOURS,
  holdReasons,
  holdsOthersOfKind,
  NEGATIVE_HISTORY_DAYS,
  NEGATIVE_WAVE_DAYS,
  NETWORK_WINDOW_DAYS,
  REPEAT_WINDOW_DAYS,
  REPEATED_TEXT_MIN_LENGTH,
  REPEATED_TEXT_SIMILARITY,
  websiteDomain,
  type HoldFacts,
} from "./hold-rules";
import { settleMailboxes } from "./one-per-mailbox";
import { isBadRating } from "./scoring";
import { configuredPolicy } from "./policy-config";
import { addDays, canStillEdit, releaseDate, type ReleasePolicy } from "./release-policy";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { tokenMatches } from "@/lib/auth/one-time-tokens";
import { singleRow } from "@/lib/db/single-row";
import { recordDecision } from "@/lib/moderation-decisions/record-decision";

export type ConfirmationResult = {
  status: "confirmed";
  evaluationId: string;
  consultantId: number;
  /** Held for moderation before it can be published. */
  held: boolean;
  /** It took the place of the customer's earlier evaluation of this consultant. */
  replaced: boolean;
};

type Tx = Prisma.TransactionClient;

const pending = {
  id: true,
  consultantId: true,
  confirmationTokenHash: true,
  emailConfirmedAt: true,
  dateOfCreation: true,
  customerEmail: true,
  customerEmailKey: true,
  customerGivenName: true,
  customerFamilyName: true,
  comment: true,
  networkHash: true,
  overallRating: true,
  mandateConfirmedAt: true,
  heldAt: true,
} as const;

/** Compared against when the id names no evaluation, so that an unknown id costs the same as a wrong token. */
const NO_TOKEN_HASH = "0".repeat(64);
const invalidLink = () => new AppError("forbidden", "The confirmation link is not valid.");

export async function confirmEvaluation(id: string, token: string, options: ServiceContext & { policy?: ReleasePolicy } = {}): Promise<ConfirmationResult> {
  const { db, now } = resolveContext(options);
  const policy = options.policy ?? configuredPolicy();
  const result = await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Evaluation" WHERE "id" = ${id}::uuid FOR UPDATE`;
    const evaluation = row ? await tx.evaluation.findUniqueOrThrow({ where: { id }, select: pending }) : null;
    // Nothing about an evaluation (that it exists, is confirmed, is held) before its token matches:
    // every wrong token, for any id, gets this one answer (issue 29).
    if (!tokenMatches(token, evaluation?.confirmationTokenHash ?? NO_TOKEN_HASH) || !evaluation) throw invalidLink();
    if (!canStillEdit(evaluation.dateOfCreation, now, policy)) {
      throw new AppError("conflict", "The confirmation link has expired; the evaluation will be deleted.");
    }
    // Confirmations of one consultant's evaluations take turns (the consultant's row, locked in the
    // order the release job locks: evaluations, then consultants): the burst and network rules count
    // every confirmation before this one, and one mailbox replaces its own evaluation only once.
    await tx.$queryRaw`SELECT 1 FROM "Consultant" WHERE "id" = ${evaluation.consultantId} FOR UPDATE`;

    await tx.evaluation.update({ where: { id }, data: { emailConfirmedAt: now, confirmationTokenHash: null } });
    const replaced = await replaceEarlierEvaluation(tx, evaluation, now, policy);
    // After the earlier one's edit window this one counts instead of it; the earlier stays readable.
    await settleMailboxes(tx, evaluation.consultantId, evaluation.customerEmailKey);

    const reasons = holdReasons(await gatherHoldFacts(tx, evaluation, now));
    if (reasons.length > 0) await hold(tx, evaluation, reasons, now);

    await refreshFiguresFor(tx, { evaluationsOf: [evaluation.consultantId] });
    const current = await tx.evaluation.findUniqueOrThrow({ where: { id }, select: { state: true, releaseAt: true, heldAt: true } });
    if (!replaced)
      await notifyConsultant(tx, evaluation.consultantId, {
        overall: Number(evaluation.overallRating),
        releaseAt: current.releaseAt,
        held: current.heldAt !== null,
      });
    return { status: "confirmed", evaluationId: id, consultantId: evaluation.consultantId, held: current.heldAt !== null, replaced } as const;
  });
  // The profile's fairness record counts evaluations in their waiting period.
  if (result.status === "confirmed") await expireChanged({ evaluationsOf: [result.consultantId] });
  return result;
}

type Pending = Prisma.EvaluationGetPayload<{ select: typeof pending }>;

/**
 * The customer's earlier confirmed evaluation of the same consultant, if it is still within its edit
 * window, gives way to this one: this one takes over its creation date (so the release date does
 * not start again), state, evidence, the consultant's answer, moderation and reports, exactly as if
 * the customer had edited the earlier one; the earlier one is deleted. The newest mail's links keep
 * working. Returns whether there was one.
 */
async function replaceEarlierEvaluation(tx: Tx, evaluation: Pending, now: Date, policy: ReleasePolicy): Promise<boolean> {
  const earlier = await tx.evaluation.findFirst({
    where: {
      consultantId: evaluation.consultantId,
      customerEmailKey: evaluation.customerEmailKey,
      id: { not: evaluation.id },
      emailConfirmedAt: { not: null },
      dateOfCreation: { gt: addDays(now, -policy.editWindowDays) },
    },
    orderBy: { dateOfCreation: "desc" },
    select: {
      id: true,
      dateOfCreation: true,
      emailConfirmedAt: true,
      state: true,
      releaseAt: true,
      publishedAt: true,
      mandateConfirmedAt: true,
      relationshipConfirmedAt: true,
      checkedByAdminAt: true,
      consultantComment: true,
      consultantCommentDate: true,
      hiddenAt: true,
      hiddenReason: true,
      holdReasons: true,
      heldAt: true,
      verificationCode: { select: { id: true } },
    },
  });
  if (!earlier || !canStillEdit(earlier.dateOfCreation, now, policy)) return false;

  // The earlier one's code moves over unless this one has its own (one code per evaluation).
  if (earlier.verificationCode && !evaluation.mandateConfirmedAt) {
    await tx.verificationCode.update({ where: { id: earlier.verificationCode.id }, data: { evaluationId: null } });
  }
  await tx.evaluationReport.updateMany({ where: { evaluationId: earlier.id }, data: { evaluationId: evaluation.id } });
  await tx.evaluationModeration.updateMany({ where: { evaluationId: earlier.id }, data: { evaluationId: evaluation.id } });
  // Its due-process record follows it too (a notice or a dispute would otherwise go with the deleted row).
  await tx.moderationDecision.updateMany({ where: { evaluationId: earlier.id }, data: { evaluationId: evaluation.id } });
  await tx.moderationNotice.updateMany({ where: { evaluationId: earlier.id }, data: { evaluationId: evaluation.id } });
  await tx.evaluationDispute.updateMany({ where: { evaluationId: earlier.id }, data: { evaluationId: evaluation.id } });
  await tx.evaluation.delete({ where: { id: earlier.id } });
  if (earlier.verificationCode && !evaluation.mandateConfirmedAt) {
    await tx.verificationCode.update({ where: { id: earlier.verificationCode.id }, data: { evaluationId: evaluation.id } });
  }
  await tx.evaluation.update({
    where: { id: evaluation.id },
    data: {
      dateOfCreation: earlier.dateOfCreation,
      emailConfirmedAt: earlier.emailConfirmedAt,
      state: earlier.state,
      publishedAt: earlier.publishedAt,
      releaseAt: earlier.state === "inReview" ? releaseDate(earlier.dateOfCreation, Number(evaluation.overallRating), policy) : earlier.releaseAt,
      mandateConfirmedAt: evaluation.mandateConfirmedAt ?? earlier.mandateConfirmedAt,
      relationshipConfirmedAt: earlier.relationshipConfirmedAt,
      checkedByAdminAt: earlier.checkedByAdminAt,
      consultantComment: earlier.consultantComment,
      consultantCommentDate: earlier.consultantCommentDate,
      hiddenAt: earlier.hiddenAt,
      hiddenReason: earlier.hiddenReason,
      holdReasons: earlier.holdReasons,
      heldAt: earlier.heldAt,
    },
  });
  return true;
}

const OVERALL = Prisma.sql`"overallRating"`;
const MIN_TEXT = Prisma.raw(String(REPEATED_TEXT_MIN_LENGTH));

/** Windows of the hold rules, each from `now`. */
function windows(now: Date) {
  const dayAgo = new Date(now.getTime() - BURST_HOURS * 3_600_000);
  const waveFrom = addDays(now, -NEGATIVE_WAVE_DAYS);
  return {
    dayAgo,
    monthAgo: addDays(now, -NETWORK_WINDOW_DAYS),
    repeatFrom: addDays(now, -REPEAT_WINDOW_DAYS),
    waveFrom,
    historyFrom: addDays(waveFrom, -NEGATIVE_HISTORY_DAYS),
    // Confirmation follows creation within the edit window (7 days, 8 with a margin), so the creation
    // date bounds every window below and the (consultantId, dateOfCreation) index finds the rows.
    scanFrom: addDays(dayAgo, -Math.max(NETWORK_WINDOW_DAYS, REPEAT_WINDOW_DAYS) - 8),
  };
}

/**
 * Nearly the same comment (pg_trgm): `%` is similarity ≥ pg_trgm.similarity_threshold, which gatherHoldFacts
 * sets to REPEATED_TEXT_SIMILARITY for the transaction; the operator lets the planner use the trigram
 * index. The length test comes first: it is cheap and spares the trigram work on short comments.
 */
function similarComment(comment: string | null): Prisma.Sql {
  if (!comment || comment.length < REPEATED_TEXT_MIN_LENGTH) return Prisma.sql`FALSE`;
  return Prisma.sql`(length("comment") >= ${MIN_TEXT} AND "comment" % ${comment})`;
}

function sameName(evaluation: Pending): Prisma.Sql {
  return Prisma.sql`(lower(btrim("customerGivenName")) = lower(btrim(${evaluation.customerGivenName}))
    AND lower(btrim("customerFamilyName")) = lower(btrim(${evaluation.customerFamilyName})))`;
}

/** Everything the hold rules look at, in one round trip. */
async function gatherHoldFacts(tx: Tx, evaluation: Pending, now: Date): Promise<HoldFacts> {
  const w = windows(now);
  const critical = criticalRatingSql(OVERALL);
  // `%` compares with this setting; local to the transaction.
  await tx.$queryRaw`SELECT set_config('pg_trgm.similarity_threshold', ${String(REPEATED_TEXT_SIMILARITY)}, true)`;
  const facts = singleRow(
    await tx.$queryRaw<
      {
        lastDayCritical: number;
        lastDayPositive: number;
        monthBefore: number;
        sameNetworkCritical: number;
        sameNetworkPositive: number;
        textCritical: number;
        textPositive: number;
        nameCritical: number;
        namePositive: number;
        criticalInWave: number;
        criticalInHistory: number;
        signedIn: boolean;
        email: string | null;
        publicEmail: string;
        websiteUrl: string | null;
        companyEmail: string | null;
        companyWebsiteUrl: string | null;
      }[]
    >`
    WITH recent AS (
      SELECT "id", "emailConfirmedAt", "networkHash", "customerEmailKey", "comment", "customerGivenName", "customerFamilyName", ${critical} AS "critical"
      FROM "Evaluation"
      WHERE "consultantId" = ${evaluation.consultantId} AND "dateOfCreation" > ${w.scanFrom} AND "emailConfirmedAt" IS NOT NULL
    ),
    -- Other mailboxes only: the same mailbox's earlier rating is superseded, not repeated. Each
    -- comparison runs once per row (the trigram one is the costly one).
    others AS (
      SELECT "critical", ${similarComment(evaluation.comment)} AS "similarText", ${sameName(evaluation)} AS "sameName" FROM recent
      WHERE "id" <> ${evaluation.id}::uuid AND "customerEmailKey" <> ${evaluation.customerEmailKey} AND "emailConfirmedAt" > ${w.repeatFrom}
    )
    SELECT
      (SELECT count(*)::int FROM recent WHERE "emailConfirmedAt" > ${w.dayAgo} AND "critical") AS "lastDayCritical",
      (SELECT count(*)::int FROM recent WHERE "emailConfirmedAt" > ${w.dayAgo} AND NOT "critical") AS "lastDayPositive",
      (SELECT count(*)::int FROM recent WHERE "emailConfirmedAt" <= ${w.dayAgo} AND "emailConfirmedAt" > ${addDays(w.dayAgo, -30)}) AS "monthBefore",
      (SELECT count(*)::int FROM recent WHERE "id" <> ${evaluation.id}::uuid AND "networkHash" = ${evaluation.networkHash} AND "emailConfirmedAt" > ${w.monthAgo} AND "critical") AS "sameNetworkCritical",
      (SELECT count(*)::int FROM recent WHERE "id" <> ${evaluation.id}::uuid AND "networkHash" = ${evaluation.networkHash} AND "emailConfirmedAt" > ${w.monthAgo} AND NOT "critical") AS "sameNetworkPositive",
      (SELECT count(*)::int FROM others WHERE "similarText" AND "critical") AS "textCritical",
      (SELECT count(*)::int FROM others WHERE "similarText" AND NOT "critical") AS "textPositive",
      (SELECT count(*)::int FROM others WHERE "sameName" AND "critical") AS "nameCritical",
      (SELECT count(*)::int FROM others WHERE "sameName" AND NOT "critical") AS "namePositive",
      (SELECT count(*)::int FROM recent WHERE "emailConfirmedAt" > ${w.waveFrom} AND "critical") AS "criticalInWave",
      (SELECT count(*)::int FROM "Evaluation"
        WHERE "consultantId" = ${evaluation.consultantId} AND "dateOfCreation" > ${addDays(w.historyFrom, -8)}
          AND "emailConfirmedAt" > ${w.historyFrom} AND "emailConfirmedAt" <= ${w.waveFrom} AND ${critical}) AS "criticalInHistory",
      -- The consultant's own sign-ins, and those of every administrator or member of their company:
      -- a colleague's praise from the office is the company praising itself.
      EXISTS (
        SELECT 1 FROM "SignInNetwork" AS s
        JOIN "User" AS u ON u."id" = s."userId"
        JOIN "Consultant" AS m ON lower(m."email") = u."email"
        WHERE s."networkHash" = ${evaluation.networkHash} AND s."lastSeenAt" > ${w.monthAgo}
          AND (m."id" = c."id"
            OR (c."companyId" IS NOT NULL AND c."companyLinkState" <> 'unlinked'
                AND m."companyId" = c."companyId" AND m."companyLinkState" IN ('accepted', 'administrator')))
      ) AS "signedIn",
      c."email", c."publicEmail", c."websiteUrl", co."email" AS "companyEmail", co."websiteUrl" AS "companyWebsiteUrl"
    FROM "Consultant" AS c LEFT JOIN "Company" AS co ON co."id" = c."companyId"
    WHERE c."id" = ${evaluation.consultantId}`,
  );
  const ownAddresses = [facts.email, facts.publicEmail, facts.companyEmail].filter((e): e is string => Boolean(e) && !isFreeEmail(e as string));
  const domains = [...ownAddresses.map(emailDomain), websiteDomain(facts.websiteUrl), websiteDomain(facts.companyWebsiteUrl)];
  const hasNetwork = Boolean(evaluation.networkHash);
  return {
    critical: isBadRating(Number(evaluation.overallRating)),
    confirmedLastDay: { critical: facts.lastDayCritical, positive: facts.lastDayPositive },
    confirmedMonthBefore: facts.monthBefore,
    sameNetworkEvaluations: hasNetwork ? { critical: facts.sameNetworkCritical, positive: facts.sameNetworkPositive } : { critical: 0, positive: 0 },
    consultantSignedInFromNetwork: hasNetwork ? facts.signedIn : false,
    reviewerDomain: emailDomain(evaluation.customerEmail),
    consultantDomains: [...new Set(domains.filter((d): d is string => Boolean(d) && !isFreeEmail(`x@${d}`)))],
    commentLength: evaluation.comment?.length ?? 0,
    repeatedTexts: { critical: facts.textCritical, positive: facts.textPositive },
    repeatedNames: { critical: facts.nameCritical, positive: facts.namePositive },
    criticalInWave: facts.criticalInWave,
    criticalInHistory: facts.criticalInHistory,
  };
}

/**
 * Holds this evaluation and, for the rules about several evaluations, the others that make the pattern
 * and are still waiting: a burst is the whole day's evaluations, not only those after the threshold.
 * The others are of this one's kind only (holdsOthersOfKind): a wave of praise never holds a critical
 * rating that was waiting already.
 */
async function hold(tx: Tx, evaluation: Pending, reasons: EvaluationHoldReason[], now: Date): Promise<void> {
  // "fresh": held by this confirmation (heldAt was null, so it is now `now`); only a new hold owes its
  // author a statement of reasons (docs/product-rules.md#due-process), a further reason on a hold does not.
  const own = await tx.$queryRaw<{ id: string; fresh: boolean }[]>`
    UPDATE "Evaluation" SET "heldAt" = coalesce("heldAt", ${now}),
      "holdReasons" = ARRAY(SELECT DISTINCT unnest("holdReasons" || ${reasons}::"EvaluationHoldReason"[]) ORDER BY 1)
    WHERE "id" = ${evaluation.id}::uuid AND "state" = 'inReview'
    RETURNING "id", "heldAt" = ${now} AS "fresh"`;
  const fresh: { id: string; ground: string }[] = own.filter((r) => r.fresh).map((r) => ({ id: r.id, ground: reasons.join(",") }));
  const w = windows(now);
  const critical = criticalRatingSql(OVERALL);
  const ofKind = holdsOthersOfKind(isBadRating(Number(evaluation.overallRating))) === "critical" ? critical : Prisma.sql`NOT ${critical}`;
  const others = async (reason: EvaluationHoldReason, condition: Prisma.Sql) => {
    const rows = await tx.$queryRaw<{ id: string; fresh: boolean }[]>`
    UPDATE "Evaluation" SET "heldAt" = coalesce("heldAt", ${now}),
      "holdReasons" = ARRAY(SELECT DISTINCT unnest("holdReasons" || ARRAY[${reason}]::"EvaluationHoldReason"[]) ORDER BY 1)
    WHERE "consultantId" = ${evaluation.consultantId} AND "id" <> ${evaluation.id}::uuid
      AND "state" = 'inReview' AND NOT (${reason}::"EvaluationHoldReason" = ANY("holdReasons") AND "heldAt" IS NOT NULL)
      AND "emailConfirmedAt" IS NOT NULL AND "hiddenAt" IS NULL
      -- An administrator's release stands: the same pattern growing does not hold it again.
      AND NOT EXISTS (SELECT 1 FROM "EvaluationModeration" AS m WHERE m."evaluationId" = "Evaluation"."id" AND m."action" = 'release')
      AND "dateOfCreation" > ${w.scanFrom} AND ${ofKind} AND ${condition}
    RETURNING "id", "heldAt" = ${now} AS "fresh"`;
    for (const row of rows) if (row.fresh && !fresh.some((f) => f.id === row.id)) fresh.push({ id: row.id, ground: reason });
  };
  const otherMailbox = Prisma.sql`"customerEmailKey" <> ${evaluation.customerEmailKey} AND "emailConfirmedAt" > ${w.repeatFrom}`;
  if (reasons.includes("burst")) await others("burst", Prisma.sql`"emailConfirmedAt" > ${w.dayAgo}`);
  if (reasons.includes("sharedNetwork") && evaluation.networkHash) {
    await others("sharedNetwork", Prisma.sql`"networkHash" = ${evaluation.networkHash} AND "emailConfirmedAt" > ${w.monthAgo}`);
  }
  if (reasons.includes("repeatedText")) await others("repeatedText", Prisma.sql`${otherMailbox} AND ${similarComment(evaluation.comment)}`);
  if (reasons.includes("repeatedName")) await others("repeatedName", Prisma.sql`${otherMailbox} AND ${sameName(evaluation)}`);
  if (reasons.includes("negativeWave")) await others("negativeWave", Prisma.sql`"emailConfirmedAt" > ${w.waveFrom}`);
  for (const held of fresh) {
    await recordDecision(
      tx,
      {
        subject: "review",
        evaluationId: held.id,
        consultantId: evaluation.consultantId,
        outcome: "held",
        source: "rule",
        ground: held.ground,
        automated: true,
      },
      { now },
    );
  }
}

async function notifyConsultant(tx: Tx, consultantId: number, evaluation: { overall: number; releaseAt: Date; held: boolean }) {
  const consultant = await tx.consultant.findUniqueOrThrow({
    where: { id: consultantId },
    select: { email: true, givenName: true, familyName: true, languages: true, state: true },
  });
  // Only a claimed profile has somebody to tell (an unclaimed one's e-mail only lets its owner reclaim it).
  if (!consultant.email || consultant.state !== "active") return;
  const locale = preferredEmailLocale(consultant.languages);
  const t = emailTranslator(locale);
  const releaseDate = formatLongDate(evaluation.releaseAt, locale);
  const rating = formatRating(evaluation.overall, locale);
  await enqueueEmail(tx, {
    recipientEmail: consultant.email,
    recipientName: `${consultant.givenName} ${consultant.familyName}`,
    templateName: "DefaultCallToAction",
    locale,
    purpose: "evaluation",
    values: {
      subject: t("newEvaluation.subject"),
      headline: t("newEvaluation.headline", { name: consultant.givenName }),
      text: evaluation.held ? t("newEvaluation.textHeld", { rating }) : t("newEvaluation.text", { rating, releaseDate }),
      closingText: t("closingText"),
      callToActionHeadline: t("newEvaluation.callToActionHeadline"),
      callToActionText: t("newEvaluation.callToActionText"),
      callToActionLabel: t("newEvaluation.callToActionLabel"),
      callToActionUrl: appLink(locale, "/account/profile"),
    },
  });
}
