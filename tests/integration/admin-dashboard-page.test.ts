// The administration dashboard's loader (lib/moderation/dashboard-page.ts) against the demo data: what an
// administrator reads on the page. The average rating of the window weighs each bucket by its number of
// evaluations, the totals are the plain counts, an unknown period shows the month, and only platform
// administrators get the page's data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserActor } from "@/lib/auth/actor";
import { seedDemo } from "@/prisma/seed/demo";
import { createTestDatabase, dropAfterAppClient, type TestDatabase } from "@/tests/support/test-database";

let database: TestDatabase;
let page: typeof import("@/lib/moderation/dashboard-page");

const actor = (over: Partial<UserActor> = {}): UserActor => ({
  kind: "user",
  userId: "admin-user",
  email: "admin@beraterwahl.ch",
  name: null,
  isPlatformAdmin: true,
  permissions: ["read:companies", "write:companies", "read:consultants"],
  consultantId: null,
  administeredCompanyId: null,
  via: "session",
  ...over,
});

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  await seedDemo(database.db);
  page = await import("@/lib/moderation/dashboard-page");
}, 180_000);

afterAll(async () => {
  await dropAfterAppClient(database);
});

describe("administration dashboard page", () => {
  it("shows the window's average rating weighted by the number of evaluations", async () => {
    const data = await page.loadDashboardPage(actor(), "year");
    const rated = data.figures.evaluations.filter((e) => e.averageRating !== null && e.evaluations > 0);
    // The demo data must have buckets of different sizes, or weighting would not show.
    expect(new Set(rated.map((e) => e.evaluations)).size).toBeGreaterThan(1);
    const first = new Date(`${data.figures.evaluations[0]!.start}T00:00:00+01:00`);
    const where = { hiddenAt: null, supersededById: null, emailConfirmedAt: { not: null }, dateOfCreation: { gte: first } };
    const plain = await database.db.evaluation.aggregate({ where, _avg: { overallRating: true }, _count: true });
    expect(data.evaluations).toBe(plain._count);
    // Each bucket's average is rounded to two places: the weighted figure stays within that of all ratings.
    expect(Math.abs(data.averageRating! - Number(plain._avg.overallRating))).toBeLessThan(0.006);
    const unweighted = rated.reduce((s, e) => s + e.averageRating!, 0) / rated.length;
    expect(Math.abs(unweighted - Number(plain._avg.overallRating))).toBeGreaterThan(0.006);
  });

  it("shows the totals, an unknown period as the month, and only the additions the actor may make", async () => {
    const data = await page.loadDashboardPage(actor(), "decade");
    expect(data.period).toBe("month");
    expect(data.consultants.total).toBe(await database.db.consultant.count());
    expect(data.companies.total).toBe(await database.db.company.count());
    expect(data.held).toBe(await database.db.evaluation.count({ where: { heldAt: { not: null } } }));
    expect(data.canAddCompany).toBe(true);
    expect(data.canAddConsultant).toBe(false);
  });

  it("refuses anyone but a platform administrator", async () => {
    const consultant = actor({ userId: "c", isPlatformAdmin: false, permissions: [], consultantId: 1 });
    const reader = actor({ userId: "r", isPlatformAdmin: false, permissions: ["read:companies", "write:companies"] });
    await expect(page.loadDashboardPage(consultant, "month")).rejects.toMatchObject({ code: "forbidden" });
    await expect(page.loadDashboardPage(reader, "month")).rejects.toMatchObject({ code: "forbidden" });
  });
});
