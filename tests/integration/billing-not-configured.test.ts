// Without Stripe configuration the product runs: plans list, billing endpoints answer 503.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserActor } from "@/lib/auth/actor";
import { insertLukasBrunner } from "@/tests/support/consultant-rows";
import { createTestDatabase, dropAfterAppClient, type TestDatabase } from "@/tests/support/test-database";

let database: TestDatabase;
let consultantId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  for (const key of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_ESSENTIAL", "STRIPE_PRICE_PROFESSIONAL", "STRIPE_PRICE_CORPORATE"])
    delete process.env[key];
  consultantId = await insertLukasBrunner(database.db);
});

afterAll(async () => {
  await dropAfterAppClient(database);
});

describe("billing without Stripe", () => {
  it("still lists the plans, without prices to check out", async () => {
    const { listPlans } = await import("@/lib/billing/plans");
    const plans = await listPlans();
    expect(plans.map((p) => [p.id, p.stripePriceId])).toEqual([
      ["essential", null],
      ["professional", null],
      ["corporate", null],
    ]);
  });

  it("answers 503 not configured on checkout, portal and webhook", async () => {
    const { runAsActor } = await import("@/lib/http/actor-override");
    const { GET: checkout } = await import("@/app/api/consultant/[id]/checkout/[priceId]/route");
    const { GET: portal } = await import("@/app/api/consultant/[id]/portal/route");
    const { POST: webhook } = await import("@/app/api/webhooks/stripe/route");
    const actor: UserActor = {
      kind: "user",
      userId: "u1",
      email: "l@example.ch",
      name: null,
      isPlatformAdmin: false,
      permissions: [],
      consultantId,
      administeredCompanyId: null,
      via: "bearer",
    };
    const responses = [
      await runAsActor(actor, () => checkout(new Request("http://localhost/x"), { params: Promise.resolve({ id: String(consultantId), priceId: "price_x" }) })),
      await runAsActor(actor, () => portal(new Request("http://localhost/x"), { params: Promise.resolve({ id: String(consultantId) }) })),
      await webhook(new Request("http://localhost/api/webhooks/stripe", { method: "POST", headers: { "stripe-signature": "t=1,v1=x" }, body: "{}" })),
    ];
    for (const response of responses) {
      expect(response.status).toBe(503);
      const problem = (await response.json()) as { type: string; detail: string };
      expect(problem.type).toBe("https://beraterwahl.ch/problems/not-configured");
      expect(problem.detail).toBe("billing is not configured");
    }
  });
});
