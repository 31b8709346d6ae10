// The administration dashboard's loader (lib/moderation/dashboard-page.ts) against the demo data: what an
// administrator reads on the page. The average rating of the window weighs each bucket by its number of
// evaluations, the totals are the plain counts, an unknown period shows the month, and only platform
// administrators get the page's data.
import { beforeAll, describe, expect, it } from "vitest";
import { swissDayStart } from "@/lib/format";
import { consultantActor, user } from "@/tests/support/actors";
import { setupDemoDatabase } from "@/tests/support/demo-database";

const database = setupDemoDatabase();
let page: typeof import("@/lib/moderation/dashboard-page");

/** A platform administrator who may add companies but not consultants. */
const admin = () => user({ isPlatformAdmin: true, permissions: ["read:companies", "write:companies", "read:consultants"] });

beforeAll(async () => {
  page = await import("@/lib/moderation/dashboard-page");
});

describe("administration dashboard page", () => {
  it("shows the window's average rating weighted by the number of evaluations", async () => {
    const data = await page.loadDashboardPage(admin(), "year");
    const rated = data.figures.evaluations.filter((e) => e.averageRating !== null && e.evaluations > 0);
    // The demo data must have buckets of different sizes, or weighting would not show.
    expect(new Set(rated.map((e) => e.evaluations)).size).toBeGreaterThan(1);
    const first = swissDayStart(data.figures.evaluations[0]!.start);
    const where = { hiddenAt: null, supersededById: null, emailConfirmedAt: { not: null }, dateOfCreation: { gte: first } };
    const plain = await database.db.evaluation.aggregate({ where, _avg: { overallRating: true }, _count: true });
    expect(data.evaluations).toBe(plain._count);
    // Each bucket's average is rounded to two places: the weighted figure stays within that of all ratings.
    expect(Math.abs(data.averageRating! - Number(plain._avg.overallRating))).toBeLessThan(0.006);
    const unweighted = rated.reduce((s, e) => s + e.averageRating!, 0) / rated.length;
    expect(Math.abs(unweighted - Number(plain._avg.overallRating))).toBeGreaterThan(0.006);
  });

  it("shows the totals, an unknown period as the month, and only the additions the actor may make", async () => {
    const data = await page.loadDashboardPage(admin(), "decade");
    expect(data.period).toBe("month");
    expect(data.consultants.total).toBe(await database.db.consultant.count());
    expect(data.companies.total).toBe(await database.db.company.count());
    expect(data.held).toBe(await database.db.evaluation.count({ where: { heldAt: { not: null } } }));
    expect(data.canAddCompany).toBe(true);
    expect(data.canAddConsultant).toBe(false);
  });

  it("refuses anyone but a platform administrator", async () => {
    const consultant = consultantActor(1);
    const reader = user({ permissions: ["read:companies", "write:companies"] });
    await expect(page.loadDashboardPage(consultant, "month")).rejects.toMatchObject({ code: "forbidden" });
    await expect(page.loadDashboardPage(reader, "month")).rejects.toMatchObject({ code: "forbidden" });
  });
});
