// The moderation queue's loader (lib/moderation/evaluations-page.ts) against the demo data: what an
// administrator sees and may do on /administration/evaluations. The state filter applies, a filter that does
// not parse is no filter, each row offers only the decisions its state allows, the pages link up, and only
// platform administrators get the queue.
import { beforeAll, describe, expect, it } from "vitest";
import { consultantActor, platformAdmin, user } from "@/tests/support/actors";
import { setupDemoDatabase } from "@/tests/support/demo-database";

const database = setupDemoDatabase();
let page: typeof import("@/lib/moderation/evaluations-page");

beforeAll(async () => {
  page = await import("@/lib/moderation/evaluations-page");
});

describe("moderation queue page", () => {
  it("shows only what the state filter asks for, and a filter that does not parse as none", async () => {
    const held = await page.loadEvaluationsPage(platformAdmin(), { state: "held" });
    expect(held.query.state).toBe("held");
    expect(held.total).toBe(await database.db.evaluation.count({ where: { heldAt: { not: null } } }));
    expect(held.items.length).toBeGreaterThan(0);
    for (const e of held.items) expect(e.state).toBe("held");
    const all = await page.loadEvaluationsPage(platformAdmin(), { state: "nonsense", page: "x" });
    expect(all.query.state).toBeUndefined();
    expect(all.page).toBe(1);
    expect(all.total).toBe(Math.min(await database.db.evaluation.count(), 10_001));
    expect(new Set(all.items.map((e) => e.state)).size).toBeGreaterThan(1);
  });

  it("offers on each row only the decisions its state allows", async () => {
    const seen = new Set<string>();
    for (const state of ["held", "inReview", "published", "hidden", "unconfirmed"] as const) {
      const data = await page.loadEvaluationsPage(platformAdmin(), { state });
      for (const e of data.items) {
        seen.add(state);
        expect(e.can.release).toBe(state === "held");
        expect(e.can.publishNow).toBe(state === "held" || state === "inReview");
        expect(e.can.hide).toBe(state !== "hidden" && state !== "unconfirmed");
        expect(e.can.verify).toBe(!e.evidence.administrator && state !== "unconfirmed");
      }
    }
    // The demo data covers the states that decide something.
    expect([...seen]).toEqual(expect.arrayContaining(["held", "published", "hidden"]));
  });

  it("links the neighbouring pages of the queue", async () => {
    const first = await page.loadEvaluationsPage(platformAdmin(), {});
    expect(first.lastPage).toBe(Math.max(1, Math.ceil(first.total / 25)));
    expect(first.lastPage).toBeGreaterThan(1);
    expect(first.previousPage).toBeNull();
    expect(first.nextPage).toBe(2);
    const last = await page.loadEvaluationsPage(platformAdmin(), { page: String(first.lastPage) });
    expect(last.previousPage).toBe(first.lastPage - 1);
    expect(last.nextPage).toBeNull();
  });

  it("refuses anyone but a platform administrator", async () => {
    await expect(page.loadEvaluationsPage(consultantActor(1), {})).rejects.toMatchObject({ code: "forbidden" });
    await expect(page.loadEvaluationsPage(user({ permissions: ["read:consultants", "write:consultants"] }), {})).rejects.toMatchObject({ code: "forbidden" });
  });
});
