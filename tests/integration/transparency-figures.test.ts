// The public counts of /transparency, the profile's fairness record, the moderators' queue and the audit
// (docs/product-rules.md#transparency) on real PostgreSQL: notices, reports, disputes, decisions and appeals
// are written directly across two months (one of them at a month's edge in Zurich time, one outside the
// window, one unconfirmed notice) and every figure must equal the count made here.
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { transparencyFigures, TRANSPARENCY_MONTHS } from "@/lib/transparency/transparency-figures";
import { fairnessRecord } from "@/lib/evaluations/fairness-record";
import { listModerationQueue } from "@/lib/moderation/case-queue";
import { auditQuerySchema, listModerationDecisions, AUDIT_PAGE_SIZE } from "@/lib/moderation/decision-audit";
import { accessRuleFor, decideAccess } from "@/lib/auth/route-permissions";
import type { DecisionOutcome, DecisionSource } from "@/lib/db/generated/enums";
import { consultantActor, platformAdmin } from "@/tests/support/actors";
import { insertConsultant, insertEvaluation, setupApiDatabase } from "@/tests/support/api";

const { current } = setupApiDatabase();
const NOW = new Date("2026-11-20T10:00:00Z");
const now = () => NOW;
const d = (iso: string) => new Date(iso);

let x: number;
let y: number;
const ids: Record<string, number> = {};

async function decision(
  key: string,
  data: {
    consultantId: number;
    evaluationId?: string;
    outcome: DecisionOutcome;
    source: DecisionSource;
    ground: string;
    automated?: boolean;
    decidedAt: string;
    appealedDecisionId?: number;
  },
) {
  const row = await current().moderationDecision.create({
    data: {
      subject: "review",
      consultantId: data.consultantId,
      evaluationId: data.evaluationId ?? null,
      outcome: data.outcome,
      source: data.source,
      ground: data.ground,
      publicReason: data.outcome === "hidden" ? "Die Autorin hat die Beratung auf Nachfrage nicht bestätigt." : null,
      automated: data.automated ?? false,
      decidedById: data.automated ? null : "admin-1",
      decidedAt: d(data.decidedAt),
      appealedDecisionId: data.appealedDecisionId ?? null,
    },
  });
  ids[key] = row.id;
  return row.id;
}

async function notice(
  key: string,
  data: { consultantId: number; evaluationId?: string; reason: string; status: "unconfirmed" | "open" | "decided"; createdAt: string; decisionId?: number },
) {
  const row = await current().moderationNotice.create({
    data: {
      subject: data.evaluationId ? "review" : "profile",
      evaluationId: data.evaluationId ?? null,
      consultantId: data.consultantId,
      reason: data.reason as "insultOrThreat",
      explanation: "Die Bewertung nennt die Adresse einer Drittperson.",
      reporterName: "Vera Besucherin",
      reporterEmail: `vera.${key}@example.ch`,
      reporterEmailKey: `vera.${key}@example.ch`,
      locale: "de",
      goodFaith: true,
      status: data.status,
      confirmedAt: data.status === "unconfirmed" ? null : d(data.createdAt),
      decisionId: data.decisionId ?? null,
      createdAt: d(data.createdAt),
    },
  });
  ids[key] = row.id;
}

beforeAll(async () => {
  const db = current();
  x = (await insertConsultant(db)).id;
  y = (await insertConsultant(db)).id;
  const e = await Promise.all([1, 2, 3, 4, 5, 6].map(() => insertEvaluation(db, x, 4).then((r) => r.id)));
  const [e1, e2, e3, e4, e5, e6] = e as [string, string, string, string, string, string];
  const e7 = (await insertEvaluation(db, y, 1, { state: "inReview", publishedAt: null, heldAt: d("2026-10-20T08:00:00Z"), holdReasons: ["repeatedText"] })).id;

  // October: a visitor's notice kept after 48 h, a consultant's report hidden after 24 h, a dispute that came
  // down unanswered after 15 days, a hold by rule on the other profile, and an appeal that reversed it.
  await decision("d1", { consultantId: x, evaluationId: e1, outcome: "kept", source: "notice", ground: "insultOrThreat", decidedAt: "2026-10-05T10:00:00Z" });
  await notice("n1", { consultantId: x, evaluationId: e1, reason: "insultOrThreat", status: "decided", createdAt: "2026-10-03T10:00:00Z", decisionId: ids.d1 });
  await db.evaluationReport.create({
    data: {
      evaluationId: e3,
      consultantId: y,
      reason: "falsePresentationOfFacts",
      status: "hidden",
      decisionReason: "Falsche Tatsachen",
      createdAt: d("2026-10-10T10:00:00Z"),
      decidedAt: d("2026-10-11T10:00:00Z"),
      decidedById: "admin-1",
    },
  });
  await decision("d2", {
    consultantId: x,
    evaluationId: e4,
    outcome: "hidden",
    source: "deadline",
    ground: "disputeUnanswered",
    automated: true,
    decidedAt: "2026-10-27T10:00:00Z",
  });
  await db.evaluationDispute.create({
    data: {
      evaluationId: e4,
      consultantId: x,
      reason: "notMyClient",
      explanation: "Kenne ich nicht.",
      status: "decided",
      decisionId: ids.d2,
      createdAt: d("2026-10-12T10:00:00Z"),
    },
  });
  await decision("d5", {
    consultantId: y,
    evaluationId: e7,
    outcome: "held",
    source: "rule",
    ground: "repeatedText",
    automated: true,
    decidedAt: "2026-10-20T08:00:00Z",
  });
  await decision("d7", {
    consultantId: x,
    evaluationId: e4,
    outcome: "restored",
    source: "appeal",
    ground: "appeal",
    decidedAt: "2026-11-02T10:00:00Z",
    appealedDecisionId: ids.d2,
  });
  await db.moderationAppeal.create({
    data: {
      decisionId: ids.d2!,
      party: "reviewer",
      text: "Ich war Kundin.",
      status: "decided",
      outcomeDecisionId: ids.d7,
      createdAt: d("2026-10-28T10:00:00Z"),
    },
  });

  // November: two open notices (one confirmed at 00:30 Zurich time on 1 November, i.e. 31 October in UTC),
  // an unconfirmed one that counts nowhere, a dispute waiting for the reviewer past its deadline, a dispute
  // rejected at screening after 24 h, a hold by rule and its release, an open appeal and one upheld.
  await notice("n2", { consultantId: x, evaluationId: e2, reason: "personalDataOfOthers", status: "open", createdAt: "2026-11-18T10:00:00Z" });
  await notice("n3", { consultantId: y, evaluationId: e7, reason: "insultOrThreat", status: "unconfirmed", createdAt: "2026-11-05T10:00:00Z" });
  await notice("n4", { consultantId: x, reason: "illegalContent", status: "open", createdAt: "2026-10-31T23:30:00Z" });
  await db.evaluationDispute.create({
    data: {
      evaluationId: e5,
      consultantId: x,
      reason: "falseFacts",
      explanation: "Der Betrag stimmt nicht.",
      status: "awaitingReviewer",
      reviewerAskedAt: d("2026-11-03T10:00:00Z"),
      answerDueAt: d("2026-11-17T10:00:00Z"),
      createdAt: d("2026-11-03T10:00:00Z"),
    },
  });
  ids.dp2 = (await db.evaluationDispute.findUniqueOrThrow({ where: { evaluationId: e5 } })).id;
  await decision("d3", {
    consultantId: x,
    evaluationId: e6,
    outcome: "disputeRejected",
    source: "consultant",
    ground: "other",
    decidedAt: "2026-11-11T10:00:00Z",
  });
  await db.evaluationDispute.create({
    data: {
      evaluationId: e6,
      consultantId: x,
      reason: "other",
      explanation: "Gefällt mir nicht.",
      status: "rejected",
      decisionId: ids.d3,
      createdAt: d("2026-11-10T10:00:00Z"),
    },
  });
  await decision("d4", {
    consultantId: x,
    evaluationId: e2,
    outcome: "held",
    source: "rule",
    ground: "burst",
    automated: true,
    decidedAt: "2026-11-01T12:00:00Z",
  });
  await decision("d6", { consultantId: x, evaluationId: e2, outcome: "released", source: "moderator", ground: "burst", decidedAt: "2026-11-04T10:00:00Z" });
  const a2 = await db.moderationAppeal.create({
    data: { decisionId: ids.d1!, party: "consultant", text: "Die Bewertung beleidigt.", createdAt: d("2026-11-15T10:00:00Z") },
  });
  ids.a2 = a2.id;
  await decision("d8", {
    consultantId: x,
    evaluationId: e6,
    outcome: "disputeRejected",
    source: "appeal",
    ground: "appeal",
    decidedAt: "2026-11-14T10:00:00Z",
    appealedDecisionId: ids.d3,
  });
  await db.moderationAppeal.create({
    data: {
      decisionId: ids.d3!,
      party: "consultant",
      text: "Doch nicht meine Kundin.",
      status: "decided",
      outcomeDecisionId: ids.d8,
      createdAt: d("2026-11-12T10:00:00Z"),
    },
  });

  // Outside the 12 months: counted in the profile's record (all time), not on /transparency.
  await decision("d9", {
    consultantId: x,
    evaluationId: e1,
    outcome: "kept",
    source: "notice",
    ground: "inappropriateContent",
    decidedAt: "2025-10-16T10:00:00Z",
  });
  await notice("n5", {
    consultantId: x,
    evaluationId: e1,
    reason: "inappropriateContent",
    status: "decided",
    createdAt: "2025-10-15T10:00:00Z",
    decisionId: ids.d9,
  });
});

describe("/transparency counts from the data", () => {
  it("gives per Zurich month the flags by source and reason, decisions by outcome, automated share, median, disputes and appeals", async () => {
    const figures = await transparencyFigures({ db: current(), now });
    expect(figures.months).toHaveLength(TRANSPARENCY_MONTHS);
    expect(figures.months.map((m) => m.month).slice(0, 2)).toEqual(["2026-11", "2026-10"]);
    expect(figures.months.at(-1)!.month).toBe("2025-12");
    expect(figures.since).toEqual(d("2025-11-30T23:00:00Z"));
    expect(figures.heldNow).toBe(1);

    const [november, october] = figures.months as [(typeof figures.months)[0], (typeof figures.months)[0]];
    expect(october.flags).toEqual({
      total: 4,
      bySource: { visitors: 1, consultants: 2, rules: 1 },
      byReason: [
        { source: "consultants", reason: "falsePresentationOfFacts", count: 1 },
        { source: "visitors", reason: "insultOrThreat", count: 1 },
        { source: "consultants", reason: "notMyClient", count: 1 },
        { source: "rules", reason: "repeatedText", count: 1 },
      ],
    });
    expect(october.decisions).toMatchObject({ total: 3, automated: 2, medianHoursToDecision: 48 });
    expect(october.decisions.byOutcome).toMatchObject({ kept: 1, hidden: 1, held: 1, restored: 0 });
    expect(october.disputes).toEqual({ filed: 1, byResult: { open: 0, rejected: 0, kept: 0, edited: 0, hidden: 0, unanswered: 1 } });
    expect(october.appeals).toEqual({ filed: 1, decided: 1, reversed: 1 });

    // n4 was confirmed at 00:30 on 1 November in Zurich: November's; the unconfirmed n3 counts nowhere.
    expect(november.flags.bySource).toEqual({ visitors: 2, consultants: 2, rules: 1 });
    expect(november.flags.byReason.map((r) => r.reason).sort()).toEqual(["burst", "falseFacts", "illegalContent", "other", "personalDataOfOthers"]);
    expect(november.decisions).toMatchObject({ total: 5, automated: 1, medianHoursToDecision: 24 });
    expect(november.decisions.byOutcome).toMatchObject({ held: 1, released: 1, restored: 1, disputeRejected: 2, kept: 0 });
    expect(november.disputes).toEqual({ filed: 2, byResult: { open: 1, rejected: 1, kept: 0, edited: 0, hidden: 0, unanswered: 0 } });
    expect(november.appeals).toEqual({ filed: 2, decided: 1, reversed: 0 });

    // Nothing before the window, and the other ten months are empty.
    const rest = figures.months.slice(2);
    expect(rest.every((m) => m.flags.total === 0 && m.decisions.total === 0 && m.disputes.filed === 0 && m.appeals.filed === 0)).toBe(true);
  });
});

describe("the profile's fairness record", () => {
  it("shows the same figures for that profile, of all time, in one query", async () => {
    const record = await fairnessRecord(x, { db: current(), now });
    expect(record).toMatchObject({ notices: 4, disputesFiled: 3, disputesUnanswered: 1, appeals: 3, appealsReversed: 1 });
    expect(record.decisionsByOutcome).toEqual({ kept: 2, hidden: 1, disputeRejected: 2, held: 1, released: 1, restored: 1 });
    const other = await fairnessRecord(y, { db: current(), now });
    expect(other).toMatchObject({ notices: 0, disputesFiled: 0, appeals: 0, decisionsByOutcome: { held: 1 } });
  });
});

describe("the moderators' queue", () => {
  it("lists open notices, disputes and appeals with their deadlines, overdue ones first", async () => {
    const queue = await listModerationQueue(platformAdmin(), { db: current(), now });
    expect(queue.items.map((i) => [i.kind, i.id, i.overdue])).toEqual([
      ["notice", ids.n4, true],
      ["dispute", ids.dp2, true],
      ["notice", ids.n2, false],
      ["appeal", ids.a2, false],
    ]);
    expect(queue).toMatchObject({ total: 4, overdue: 2 });
    expect(queue.items.map((i) => i.dueAt.toISOString())).toEqual([
      "2026-11-07T23:30:00.000Z",
      "2026-11-17T10:00:00.000Z",
      "2026-11-25T10:00:00.000Z",
      "2026-11-29T10:00:00.000Z",
    ]);
  });

  it("is for platform administrators only: a consultant is refused by the service and by the page's rule", async () => {
    const consultant = consultantActor(x);
    await expect(listModerationQueue(consultant, { db: current(), now })).rejects.toSatisfy((e) => e instanceof AppError && e.code === "forbidden");
    await expect(listModerationDecisions(consultant, {}, { db: current() })).rejects.toSatisfy((e) => e instanceof AppError && e.code === "forbidden");
    for (const path of ["/de/administration/moderation", "/fr/administration/moderation/audit"]) {
      expect(decideAccess(consultant, accessRuleFor(path)!)).toBe("forbidden");
      expect(decideAccess(platformAdmin(), accessRuleFor(path)!)).toBe("allowed");
    }
  });
});

describe("the audit of every decision", () => {
  it("lists who, when, on what, outcome, source, ground, public reason and automation, narrowed by month and outcome", async () => {
    const admin = platformAdmin();
    const november = await listModerationDecisions(admin, auditQuerySchema.parse({ month: "2026-11" }), { db: current() });
    expect(november.items.map((r) => r.id)).toEqual([ids.d8, ids.d3, ids.d6, ids.d7, ids.d4]);
    expect(november.nextAfter).toBeNull();
    const unanswered = (await listModerationDecisions(admin, auditQuerySchema.parse({ outcome: "hidden" }), { db: current() })).items;
    expect(unanswered).toEqual([
      expect.objectContaining({
        id: ids.d2,
        outcome: "hidden",
        source: "deadline",
        ground: "disputeUnanswered",
        automated: true,
        decidedBy: null,
        subject: "review",
        consultantId: x,
        publicReason: "Die Autorin hat die Beratung auf Nachfrage nicht bestätigt.",
      }),
    ]);
    const kept = (await listModerationDecisions(admin, auditQuerySchema.parse({ outcome: "kept" }), { db: current() })).items;
    expect(kept.map((r) => [r.id, r.decidedBy])).toEqual([
      [ids.d1, "admin-1"],
      [ids.d9, "admin-1"],
    ]);
  });

  it("pages by keyset without gaps or repeats, and ignores a broken query string", async () => {
    const db = current();
    await db.moderationDecision.createMany({
      data: Array.from({ length: AUDIT_PAGE_SIZE + 10 }, (_, i) => ({
        subject: "review" as const,
        consultantId: y,
        outcome: "checked" as const,
        source: "moderator" as const,
        ground: "checked",
        automated: false,
        decidedById: "admin-2",
        // Ten of them share one instant: the id breaks the tie.
        decidedAt: new Date(Date.UTC(2026, 7, 10, 10, Math.max(0, i - 10))),
      })),
    });
    const admin = platformAdmin();
    const first = await listModerationDecisions(admin, auditQuerySchema.parse({ month: "2026-08" }), { db });
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.nextAfter).not.toBeNull();
    const second = await listModerationDecisions(admin, auditQuerySchema.parse({ month: "2026-08", after: String(first.nextAfter) }), { db });
    expect(second.items).toHaveLength(10);
    expect(second.nextAfter).toBeNull();
    const all = [...first.items, ...second.items].map((r) => r.id);
    expect(new Set(all).size).toBe(AUDIT_PAGE_SIZE + 10);
    expect(auditQuerySchema.parse({ month: "2026-13", outcome: "vanished", after: "-3" })).toEqual({});
  });
});
