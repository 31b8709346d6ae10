// The moderation queue (docs/product-rules.md#moderation): platform administrators see every
// evaluation, find the held ones, and decide: release (back to its normal release date), publish
// now, hide with a public reason, or mark it checked (✓). Every decision is recorded with who and
// when in the transaction that makes it: EvaluationModeration is the queue's own log (the hold rules
// read its releases), ModerationDecision the due-process record that also tells the review's author
// why (lib/moderation-decisions/record-decision.ts).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import type { Db } from "@/lib/db/create-client";
import { Prisma } from "@/lib/db/generated/client";
import { AppError, notFound } from "@/lib/errors";
import { displayName } from "@/lib/evaluations/display-name";
import { expireChanged } from "@/lib/cache/invalidate";
import { refreshFiguresFor } from "@/lib/consultants/aggregates";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";
import { MODERATION_PAGE_SIZE, moderationDecisionSchema, moderationQuerySchema, type ModerationQuery } from "./moderate-evaluation-schema";
import { singleRow } from "@/lib/db/single-row";
import { OVERDUE_HOLD_DAYS } from "@/lib/moderation-decisions/deadlines";
import { addDays } from "@/lib/evaluations/release-policy";
import { recordDecision } from "@/lib/moderation-decisions/record-decision";
import type { DecisionOutcome } from "@/lib/db/generated/enums";

/** What each queue action is as a due-process decision. */
const OUTCOME: Record<"release" | "publishNow" | "hide" | "verify", DecisionOutcome> = {
  release: "released",
  publishNow: "released",
  hide: "hidden",
  verify: "checked",
};

/** Counting stops here: "10,000+" says enough, and a count never reads the whole table. */
export const COUNT_CAP = 10_000;

export type ModerationRow = {
  id: string;
  dateOfCreation: Date;
  overallRating: number;
  comment: string | null;
  customerName: string;
  customerEmail: string;
  consultant: { id: number; number: string; name: string };
  state: "unconfirmed" | "held" | "inReview" | "published" | "hidden";
  holdReasons: string[];
  hiddenReason: string | null;
  releaseAt: Date;
  evidence: { mandate: boolean; relationship: boolean; administrator: boolean };
  lastDecision: { action: string; at: Date; by: string } | null;
};

export type ModerationPage = { items: ModerationRow[]; total: number; totalCapped: boolean; page: number; pageSize: number; heldCount: number };

function whereOf(q: ModerationQuery, now: Date): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (q.overdue) parts.push(Prisma.sql`e."heldAt" < ${addDays(now, -OVERDUE_HOLD_DAYS)}`);
  switch (q.state) {
    case "held":
      parts.push(Prisma.sql`e."heldAt" IS NOT NULL`);
      break;
    case "unconfirmed":
      parts.push(Prisma.sql`e."emailConfirmedAt" IS NULL`);
      break;
    case "inReview":
      parts.push(Prisma.sql`e."state" = 'inReview' AND e."emailConfirmedAt" IS NOT NULL AND e."heldAt" IS NULL AND e."hiddenAt" IS NULL`);
      break;
    case "published":
      parts.push(Prisma.sql`e."state" = 'published' AND e."hiddenAt" IS NULL`);
      break;
    case "hidden":
      parts.push(Prisma.sql`e."hiddenAt" IS NOT NULL`);
      break;
  }
  if (q.reason) parts.push(Prisma.sql`${q.reason}::"EvaluationHoldReason" = ANY(e."holdReasons")`);
  switch (q.method) {
    case "mandate":
      parts.push(Prisma.sql`e."mandateConfirmedAt" IS NOT NULL`);
      break;
    case "relationship":
      parts.push(Prisma.sql`e."relationshipConfirmedAt" IS NOT NULL`);
      break;
    case "administrator":
      parts.push(Prisma.sql`e."checkedByAdminAt" IS NOT NULL`);
      break;
    case "addressOnly":
      parts.push(Prisma.sql`e."mandateConfirmedAt" IS NULL AND e."relationshipConfirmedAt" IS NULL AND e."checkedByAdminAt" IS NULL`);
      break;
  }
  // A star bucket: 4 means 4.00 to 4.99 (5 means 5).
  if (q.rating) parts.push(Prisma.sql`e."overallRating" >= ${q.rating} AND e."overallRating" < ${q.rating + 1}`);
  if (q.from) parts.push(Prisma.sql`e."dateOfCreation" >= (${q.from}::date)::timestamp AT TIME ZONE 'Europe/Zurich'`);
  if (q.to) parts.push(Prisma.sql`e."dateOfCreation" < ((${q.to}::date) + 1)::timestamp AT TIME ZONE 'Europe/Zurich'`);
  if (q.q) {
    // A consultant by id, number or name: the consultants are found first (their own indexes), then
    // their evaluations through (consultantId, dateOfCreation).
    const term = q.q.toLowerCase();
    const id = /^\d{1,9}$/.test(term) ? Number(term) : -1;
    parts.push(Prisma.sql`e."consultantId" IN (
      SELECT c."id" FROM "Consultant" AS c
      WHERE c."id" = ${id} OR lower(c."number") = ${term}
         OR lower(c."givenName" || ' ' || c."familyName") LIKE ${`%${term}%`}
         OR lower(c."familyName" || ' ' || c."givenName") LIKE ${`%${term}%`})`);
  }
  return parts.length ? Prisma.sql`WHERE ${Prisma.join(parts, " AND ")}` : Prisma.empty;
}

/** Every evaluation, filtered and 25 to a page: the ratings' moderation page (the cases with a deadline are `lib/moderation/case-queue.ts`). */
export async function listEvaluationsForModeration(actor: Actor, query: unknown, options: ServiceContext = {}): Promise<ModerationPage> {
  assertPlatformAdmin(actor);
  const { db, now } = resolveContext(options);
  const q = moderationQuerySchema.parse(query);
  const where = whereOf(q, now);
  const offset = (q.page - 1) * MODERATION_PAGE_SIZE;
  // The page walks "Evaluation_dateOfCreation_id_idx" (or a filter's own index) and stops after it; the
  // total counts at most COUNT_CAP + 1 rows; the held count reads the small partial index.
  const [rows, counted, held] = await Promise.all([
    db.$queryRaw<
      {
        id: string;
        dateOfCreation: Date;
        overallRating: Prisma.Decimal;
        comment: string | null;
        customerGivenName: string;
        customerFamilyName: string;
        nameDisplayStyle: "fullName" | "givenNameAndFamilyNameInitial" | "givenName";
        customerEmail: string;
        consultantId: number;
        number: string;
        givenName: string;
        familyName: string;
        state: "inReview" | "published";
        emailConfirmedAt: Date | null;
        heldAt: Date | null;
        hiddenAt: Date | null;
        hiddenReason: string | null;
        holdReasons: string[];
        releaseAt: Date;
        mandateConfirmedAt: Date | null;
        relationshipConfirmedAt: Date | null;
        checkedByAdminAt: Date | null;
        lastAction: string | null;
        lastAt: Date | null;
        lastBy: string | null;
      }[]
    >`
      SELECT e."id", e."dateOfCreation", e."overallRating", e."comment", e."customerGivenName", e."customerFamilyName", e."nameDisplayStyle",
             e."customerEmail", e."consultantId", c."number", c."givenName", c."familyName", e."state", e."emailConfirmedAt", e."heldAt",
             e."hiddenAt", e."hiddenReason", e."holdReasons"::text[] AS "holdReasons", e."releaseAt", e."mandateConfirmedAt",
             e."relationshipConfirmedAt", e."checkedByAdminAt", m."action"::text AS "lastAction", m."createdAt" AS "lastAt",
             coalesce(u."name", u."email", m."decidedById") AS "lastBy"
      FROM (SELECT e.* FROM "Evaluation" AS e ${where} ORDER BY e."dateOfCreation" DESC, e."id" LIMIT ${MODERATION_PAGE_SIZE} OFFSET ${offset}) AS e
      JOIN "Consultant" AS c ON c."id" = e."consultantId"
      LEFT JOIN LATERAL (
        SELECT "action", "createdAt", "decidedById" FROM "EvaluationModeration" WHERE "evaluationId" = e."id" ORDER BY "createdAt" DESC LIMIT 1
      ) AS m ON true
      LEFT JOIN "User" AS u ON u."id" = m."decidedById"
      ORDER BY e."dateOfCreation" DESC, e."id"`,
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS "total" FROM (SELECT 1 FROM "Evaluation" AS e ${where} LIMIT ${COUNT_CAP + 1}) AS x`,
    heldCount(db),
  ]);
  const { total } = singleRow(counted);
  return {
    items: rows.map((r) => ({
      id: r.id,
      dateOfCreation: r.dateOfCreation,
      overallRating: Number(r.overallRating),
      comment: r.comment,
      customerName: displayName("fullName", r.customerGivenName, r.customerFamilyName),
      customerEmail: r.customerEmail,
      consultant: { id: r.consultantId, number: r.number, name: `${r.givenName} ${r.familyName}` },
      state: r.hiddenAt ? "hidden" : r.heldAt ? "held" : !r.emailConfirmedAt ? "unconfirmed" : r.state,
      holdReasons: r.holdReasons,
      hiddenReason: r.hiddenReason,
      releaseAt: r.releaseAt,
      evidence: { mandate: r.mandateConfirmedAt !== null, relationship: r.relationshipConfirmedAt !== null, administrator: r.checkedByAdminAt !== null },
      lastDecision: r.lastAction && r.lastAt ? { action: r.lastAction, at: r.lastAt, by: r.lastBy ?? "" } : null,
    })),
    total: Math.min(total, COUNT_CAP),
    totalCapped: total > COUNT_CAP,
    page: q.page,
    pageSize: MODERATION_PAGE_SIZE,
    heldCount: held,
  };
}

/** The administration dashboard's figure. */
export async function countHeldEvaluations(actor: Actor, options: ServiceContext = {}): Promise<number> {
  assertPlatformAdmin(actor);
  return heldCount(resolveContext(options).db);
}

/**
 * Holds older than OVERDUE_HOLD_DAYS: flagged on the dashboard (a hold must not become a quiet burial).
 * The partial index "Evaluation_held_idx" (heldAt) finds them.
 */
export async function countOverdueHolds(actor: Actor, options: ServiceContext = {}): Promise<number> {
  assertPlatformAdmin(actor);
  const { db, now } = resolveContext(options);
  return db.evaluation.count({ where: { heldAt: { not: null, lt: addDays(now, -OVERDUE_HOLD_DAYS) } } });
}

/** Held evaluations wait for a decision; the partial index "Evaluation_held_idx" counts them. */
function heldCount(db: Db): Promise<number> {
  return db.evaluation.count({ where: { heldAt: { not: null } } });
}

export async function moderateEvaluation(actor: Actor, input: unknown, options: ServiceContext = {}): Promise<{ id: string; action: string }> {
  const admin = assertPlatformAdmin(actor);
  const decision = moderationDecisionSchema.parse(input);
  const { db, now } = resolveContext(options);
  const consultantId = await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<
      { consultantId: number; state: string; emailConfirmedAt: Date | null; heldAt: Date | null; hiddenAt: Date | null; checkedByAdminAt: Date | null }[]
    >`
      SELECT "consultantId", "state"::text, "emailConfirmedAt", "heldAt", "hiddenAt", "checkedByAdminAt" FROM "Evaluation" WHERE "id" = ${decision.evaluationId}::uuid FOR UPDATE`;
    if (!row) throw notFound("evaluation");
    const refuse = (message: string) => new AppError("conflict", message);
    switch (decision.action) {
      case "release":
        if (!row.heldAt) throw refuse("The evaluation is not held.");
        await tx.evaluation.update({ where: { id: decision.evaluationId }, data: { heldAt: null } });
        break;
      case "publishNow":
        if (row.state !== "inReview") throw refuse("The evaluation is already published.");
        if (!row.emailConfirmedAt) throw refuse("The customer has not confirmed the address yet.");
        await tx.evaluation.update({ where: { id: decision.evaluationId }, data: { heldAt: null, state: "published", publishedAt: now } });
        break;
      case "hide":
        if (row.hiddenAt) throw refuse("The evaluation is already hidden.");
        await tx.evaluation.update({ where: { id: decision.evaluationId }, data: { heldAt: null, hiddenAt: now, hiddenReason: decision.reason } });
        break;
      case "verify":
        if (row.checkedByAdminAt) throw refuse("The evaluation is already checked.");
        await tx.evaluation.update({ where: { id: decision.evaluationId }, data: { checkedByAdminAt: now } });
        break;
    }
    await tx.evaluationModeration.create({
      data: {
        evaluationId: decision.evaluationId,
        action: decision.action,
        reason: decision.action === "hide" ? decision.reason : null,
        decidedById: admin.userId,
        createdAt: now,
      },
    });
    await recordDecision(
      tx,
      {
        subject: "review",
        evaluationId: decision.evaluationId,
        consultantId: row.consultantId,
        outcome: OUTCOME[decision.action],
        source: "moderator",
        ground: decision.action === "hide" ? "moderatorDecision" : "moderatorCheck",
        publicReason: decision.action === "hide" ? decision.reason : null,
        automated: false,
        decidedById: admin.userId,
      },
      { now },
    );
    await refreshFiguresFor(tx, { evaluationsOf: [row.consultantId] });
    return row.consultantId;
  });
  await expireChanged({ evaluationsOf: [consultantId] });
  return { id: decision.evaluationId, action: decision.action };
}
