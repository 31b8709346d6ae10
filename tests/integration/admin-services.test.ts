// The administration's own services against the demo data: dashboard figures agree with plain counts,
// moderation hides or keeps with the aggregates refreshed in the same transaction, failed e-mails can
// be retried, sales-agent commission comes from their consultants' subscriptions, and only platform
// administrators may do any of it.
import { beforeAll, describe, expect, it } from "vitest";
import { swissDayStart } from "@/lib/format";
import type { UserActor } from "@/lib/auth/actor";
import { setupDemoDatabase } from "@/tests/support/demo-database";

const database = setupDemoDatabase();
let figures: typeof import("@/lib/stats/dashboard-figures");
let topLists: typeof import("@/lib/search/top-lists");
let reports: typeof import("@/lib/moderation/decide-report");
let outbox: typeof import("@/lib/email/manage-outbox");
let agents: typeof import("@/lib/sales-agents/sales-agent-figures");

const actor = (over: Partial<UserActor> = {}): UserActor => ({
  kind: "user",
  userId: "admin-user",
  email: "admin@beraterwahl.ch",
  name: null,
  isPlatformAdmin: true,
  permissions: ["read:companies", "write:companies", "read:consultants", "write:consultants"],
  consultantId: null,
  administeredCompanyId: null,
  via: "session",
  ...over,
});
const admin = actor();
const consultantActor = actor({ userId: "c", isPlatformAdmin: false, permissions: [], consultantId: 1 });
const companyReader = actor({ userId: "r", isPlatformAdmin: false, permissions: ["read:companies"] });

beforeAll(async () => {
  figures = await import("@/lib/stats/dashboard-figures");
  topLists = await import("@/lib/search/top-lists");
  reports = await import("@/lib/moderation/decide-report");
  outbox = await import("@/lib/email/manage-outbox");
  agents = await import("@/lib/sales-agents/sales-agent-figures");
});

describe("dashboard figures", () => {
  it("agree with plain counts for every period", async () => {
    const consultants = await database.db.consultant.count();
    const companies = await database.db.company.count();
    const live = await database.db.subscription.aggregate({
      where: { status: { in: ["active", "pastDue"] } },
      _sum: { monthlyAmountRappen: true },
      _count: true,
    });
    for (const period of ["day", "week", "month", "year"] as const) {
      const f = await figures.getDashboardFigures(admin, period);
      expect(f.growth).toHaveLength(figures.PERIOD_BUCKETS[period]);
      const last = f.growth.at(-1)!;
      expect(last.consultantsTotal).toBe(consultants);
      expect(last.companiesTotal).toBe(companies);
      // Totals grow by exactly what was added in each bucket.
      for (let i = 1; i < f.growth.length; i++) expect(f.growth[i]!.consultantsTotal - f.growth[i - 1]!.consultantsTotal).toBe(f.growth[i]!.consultantsAdded);
      expect(f.mrrRappen).toBe(live._sum.monthlyAmountRappen ?? 0);
      expect(f.activeSubscriptions).toBe(live._count);
      expect(f.revenue.at(-1)!.mrrRappen).toBe(f.mrrRappen);
    }
  });

  it("counts evaluations of the window and a new company in the current bucket", async () => {
    const before = await figures.getDashboardFigures(admin, "year");
    const first = swissDayStart(before.evaluations[0]!.start);
    const inWindow = await database.db.evaluation.count({ where: { hiddenAt: null, emailConfirmedAt: { not: null }, dateOfCreation: { gte: first } } });
    expect(before.evaluations.reduce((s, e) => s + e.evaluations, 0)).toBe(inWindow);
    const beforeDay = await figures.getDashboardFigures(admin, "day");
    await database.db.company.create({
      data: {
        number: "F-TEST-1",
        name: "Testfirma",
        streetName: "Weg",
        streetNumber: "1",
        postalCode: "8001",
        city: "Zürich",
        canton: "ZH",
        email: "t@example.ch",
      },
    });
    const after = await figures.getDashboardFigures(admin, "day");
    expect(after.growth.at(-1)!.companiesAdded).toBe(beforeDay.growth.at(-1)!.companiesAdded + 1);
    expect(after.growth.at(-1)!.companiesTotal).toBe(before.growth.at(-1)!.companiesTotal + 1);
  });

  it("lists the latest entries and the top five", async () => {
    const latest = await figures.getLatestEntries(admin);
    expect(latest.companies[0]!.name).toBe("Testfirma");
    expect(latest.consultants).toHaveLength(3);
    const top = await topLists.getTopLists(admin);
    expect(top.consultants).toHaveLength(5);
    // Best count-aware score first (lib/search/ranking.ts); every one with the minimum of ratings.
    for (let i = 1; i < 5; i++) expect(top.consultants[i - 1]!.score).toBeGreaterThanOrEqual(top.consultants[i]!.score);
    for (const c of top.consultants) expect(c.ratingCount).toBeGreaterThanOrEqual(5);
  });

  it("is for platform administrators only", async () => {
    await expect(figures.getDashboardFigures(companyReader, "month")).rejects.toMatchObject({ code: "forbidden" });
    await expect(topLists.getTopLists(consultantActor)).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("report decisions", () => {
  async function openReportOnPublished() {
    const report = await database.db.evaluationReport.findFirst({
      where: { status: "open", evaluation: { state: "published", hiddenAt: null } },
      include: { evaluation: true },
    });
    expect(report).not.toBeNull();
    return report!;
  }

  it("keeps a report without touching the evaluation", async () => {
    const report = await openReportOnPublished();
    await expect(reports.decideReport(admin, { reportId: report.id, decision: "keep" })).resolves.toMatchObject({ status: "kept" });
    const after = await database.db.evaluationReport.findUniqueOrThrow({ where: { id: report.id }, include: { evaluation: true } });
    expect(after).toMatchObject({ status: "kept", decidedById: "admin-user" });
    expect(after.decidedAt).not.toBeNull();
    expect(after.evaluation.hiddenAt).toBeNull();
    await expect(reports.decideReport(admin, { reportId: report.id, decision: "hide", reason: "x" })).rejects.toMatchObject({ code: "conflict" });
  });

  it("hides an evaluation with its reason and refreshes the consultant's aggregates", async () => {
    const report = await openReportOnPublished();
    const consultantId = report.evaluation.consultantId;
    const before = await database.db.consultant.findUniqueOrThrow({ where: { id: consultantId } });
    await reports.decideReport(admin, { reportId: report.id, decision: "hide", reason: "Beleidigende Sprache" });
    const evaluation = await database.db.evaluation.findUniqueOrThrow({ where: { id: report.evaluationId } });
    expect(evaluation.hiddenReason).toBe("Beleidigende Sprache");
    expect(evaluation.hiddenAt).not.toBeNull();
    const after = await database.db.consultant.findUniqueOrThrow({ where: { id: consultantId } });
    expect(after.ratingCount).toBe(before.ratingCount - 1);
    const published = await database.db.evaluation.aggregate({ where: { consultantId, state: "published", hiddenAt: null }, _avg: { overallRating: true } });
    expect(Number(after.ratingAverage)).toBeCloseTo(Number(published._avg.overallRating ?? 0), 2);
    expect(await database.db.evaluationReport.count({ where: { evaluationId: report.evaluationId, status: "open" } })).toBe(0);
  });

  it("lists open reports and refuses everybody but platform administrators", async () => {
    const open = await reports.listOpenReports(admin);
    expect(open.total).toBe(await database.db.evaluationReport.count({ where: { status: "open" } }));
    const report = await openReportOnPublished();
    await expect(reports.decideReport(consultantActor, { reportId: report.id, decision: "hide", reason: "x" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(reports.decideReport(companyReader, { reportId: report.id, decision: "keep" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(reports.listOpenReports(companyReader)).rejects.toMatchObject({ code: "forbidden" });
    expect((await database.db.evaluationReport.findUniqueOrThrow({ where: { id: report.id } })).status).toBe("open");
  });
});

describe("outbox", () => {
  it("retries a failed e-mail: pending, due now, attempts unchanged; others are refused", async () => {
    const values = { subject: "Betreff", headline: "H", text: "T" };
    const failed = await database.db.emailMessage.create({
      data: {
        recipientEmail: "a@example.ch",
        templateName: "DefaultText",
        locale: "de",
        values,
        purpose: "test",
        status: "failed",
        attempts: 7,
        lastError: "timeout",
        nextAttemptAt: new Date(Date.now() + 86_400_000),
      },
    });
    const sent = await database.db.emailMessage.create({
      data: { recipientEmail: "b@example.ch", templateName: "DefaultText", locale: "de", values, purpose: "test", status: "sent", sentAt: new Date() },
    });
    await expect(outbox.retryEmail(consultantActor, failed.id)).rejects.toMatchObject({ code: "forbidden" });
    await expect(outbox.retryEmail(companyReader, failed.id)).rejects.toMatchObject({ code: "forbidden" });
    await outbox.retryEmail(admin, failed.id);
    const row = await database.db.emailMessage.findUniqueOrThrow({ where: { id: failed.id } });
    expect(row).toMatchObject({ status: "pending", attempts: 7 });
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    await expect(outbox.retryEmail(admin, sent.id)).rejects.toMatchObject({ code: "conflict" });
    await expect(outbox.retryEmail(admin, "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({ code: "not_found" });
    const page = await outbox.listOutbox(admin, 1);
    // The preview shows the administrator what the recipient reads, in the mail's language.
    expect(page.items[0]).toMatchObject({
      id: sent.id,
      subject: "Betreff",
      locale: "de",
      preview: { headline: "H", text: "T", closingText: null, callToActionLabel: null },
    });
    await expect(outbox.listOutbox(companyReader, 1)).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("sales-agent figures", () => {
  it("sums their consultants' live subscriptions and applies the commission level", async () => {
    const agent = await database.db.salesAgent.findFirstOrThrow({
      where: { consultants: { some: { subscription: { status: { in: ["active", "pastDue"] } } } } },
      include: { commissionLevel: true },
    });
    const consultants = await database.db.consultant.count({ where: { salesAgentId: agent.id } });
    const live = await database.db.subscription.aggregate({
      where: { status: { in: ["active", "pastDue"] }, consultant: { salesAgentId: agent.id } },
      _sum: { monthlyAmountRappen: true },
      _count: true,
    });
    const f = await agents.getSalesAgentFigures(admin, agent.id);
    const mrr = live._sum.monthlyAmountRappen ?? 0;
    expect(f).toMatchObject({
      consultants,
      activeSubscriptions: live._count,
      mrrRappen: mrr,
      commissionPercent: Number(agent.commissionLevel.commissionPercent),
    });
    expect(f.commissionRappen).toBe(Math.round((mrr * Number(agent.commissionLevel.commissionPercent)) / 100));
    await expect(agents.getSalesAgentFigures(admin, 999_999)).rejects.toMatchObject({ code: "not_found" });
    await expect(agents.getSalesAgentFigures(companyReader, agent.id)).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("consultant form record", () => {
  it("round-trips through the API's schema and is for staff with write:consultants only", async () => {
    const { getConsultantFormRecord, listCompanyChoices } = await import("@/lib/consultants/consultant-form-data");
    const { consultantSchema } = await import("@/lib/consultants/schema");
    const ids = await database.db.consultant.findMany({ select: { id: true }, take: 25, orderBy: { id: "asc" } });
    for (const { id } of ids) {
      const record = await getConsultantFormRecord(admin, id);
      const parsed = consultantSchema.safeParse(record.input);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    expect((await listCompanyChoices(admin)).length).toBe(await database.db.company.count());
    await expect(getConsultantFormRecord(companyReader, ids[0]!.id)).rejects.toMatchObject({ code: "forbidden" });
    await expect(getConsultantFormRecord(admin, 999_999)).rejects.toMatchObject({ code: "not_found" });
  });
});
